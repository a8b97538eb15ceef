import { env } from '../env';

/** Public URL of a stored file key: `${FILE_CDN_URL}/files/<key>` (relative to the app when no CDN is set). */
export function fileUrl(key: string): string {
  const base = env().FILE_CDN_URL?.replace(/\/+$/, '') ?? '';
  return `${base}/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export const imageOf = (key: string | null | undefined) => (key ? { url: fileUrl(key) } : null);
