import { fileCdnBase } from './process-env';

/**
 * Image URLs keep only their path and are served from the file CDN host
 * (FILE_CDN_URL), or from the app itself when no CDN is configured.
 */
export function cdnUrl(url: string | null | undefined, cdnBase: string | undefined = fileCdnBase()): string | null {
  if (!url) return null;
  let path: string;
  try {
    path = new URL(url, 'http://placeholder.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith('/')) return null;
  const base = (cdnBase ?? '').replace(/\/+$/, '');
  return `${base}${path}`;
}
