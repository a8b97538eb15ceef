import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** A file key is a relative path of safe segments; anything else (.., absolute, odd bytes) is refused. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((seg) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(seg) && !seg.includes('..'));
}

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  type: string;
  mtime: Date;
}

export class LocalStorage {
  constructor(readonly root: string) {}

  pathOf(key: string): string {
    return path.join(path.resolve(this.root), ...key.split('/'));
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    const type = TYPES[path.extname(key).toLowerCase()];
    if (!type) return null;
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return { body, size: info.size, type, mtime: info.mtime };
  }
}
