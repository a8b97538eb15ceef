import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { derivedSecret } from '../auth/secret';
import { isSafeKey, typeOfKey, type ListedFile, type PresignInput, type Storage, type StoredFile } from './storage';

export { isSafeKey, type StoredFile };

/** What the query of a local upload URL binds, once its signature and expiry are checked. */
export interface SignedPut {
  type: string;
  maxBytes: number;
}

export type SignedPutCheck = { ok: true; put: SignedPut } | { ok: false; reason: string };

/** The files of a local folder (UPLOAD_DIR); uploads are PUT to the app's own /files route with an HMAC-signed query. */
export class LocalStorage implements Storage {
  readonly kind = 'local';

  /** `signingKey`: the HMAC key of upload URLs (default: derived from the auth root secret, so it is never configured apart). */
  constructor(
    readonly root: string,
    private readonly signingKey: () => string = () => derivedSecret('local-upload-url'),
  ) {}

  pathOf(key: string): string {
    return path.join(path.resolve(this.root), ...key.split('/'));
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    const type = typeOfKey(key);
    if (!type) return null;
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return { body, size: info.size, type, mtime: info.mtime };
  }

  // Written beside the target and renamed over it: a reader sees the old file or the new one, never half.
  // The type is not stored: the key's extension says it, so the two must agree.
  async put(key: string, body: Uint8Array | ReadableStream<Uint8Array>, type: string): Promise<void> {
    if (!isSafeKey(key) || typeOfKey(key) !== type) throw new Error(`unsafe storage key or type: ${key} ${type}`);
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      const source =
        body instanceof Uint8Array
          ? Readable.from([body])
          : Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
      await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    if (isSafeKey(key)) await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    const base = this.pathOf(prefix.replace(/\/+$/, ''));
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const full = path.join(entry.parentPath, entry.name);
      const info = await stat(full).catch(() => null);
      if (!info) continue;
      const key = path.relative(path.resolve(this.root), full).split(path.sep).join('/');
      yield { key, size: info.size, mtime: info.mtime };
    }
  }

  /** `/files/<key>?expires&type&max&sig`: relative, so the browser PUTs to the app that gave it out. */
  async presignPut(key: string, { type, maxBytes: limit, size, expiresIn }: PresignInput): Promise<string> {
    const maxBytes = Math.min(limit, size ?? limit);
    const expires = Math.floor(Date.now() / 1000) + expiresIn;
    const query = new URLSearchParams({
      expires: String(expires),
      type,
      max: String(maxBytes),
      sig: this.sign(key, type, maxBytes, expires),
    });
    return `/files/${key}?${query}`;
  }

  /** Whether a PUT's query is a signature of ours for this key that has not expired. */
  checkSignedPut(key: string, query: URLSearchParams, now = Date.now()): SignedPutCheck {
    const expires = Number(query.get('expires'));
    const maxBytes = Number(query.get('max'));
    const type = query.get('type') ?? '';
    const sig = query.get('sig') ?? '';
    if (
      !Number.isSafeInteger(expires) ||
      !Number.isSafeInteger(maxBytes) ||
      maxBytes < 0 ||
      !type ||
      !/^[0-9a-f]{64}$/.test(sig)
    ) {
      return { ok: false, reason: 'The upload URL is not signed' };
    }
    const expected = Buffer.from(this.sign(key, type, maxBytes, expires), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(sig, 'hex')))
      return { ok: false, reason: 'The upload URL signature is not valid' };
    if (expires * 1000 < now) return { ok: false, reason: 'The upload URL has expired' };
    return { ok: true, put: { type, maxBytes } };
  }

  private sign(key: string, type: string, maxBytes: number, expires: number): string {
    return createHmac('sha256', this.signingKey())
      .update(`PUT\n${key}\n${type}\n${maxBytes}\n${expires}`)
      .digest('hex');
  }
}
