// One interface for where files live: the local folder (embedded default) or an S3-compatible bucket.
// Keys are relative paths of safe segments (`seed/…`, `uploads/<memberId>/…`, `photos/<uuid>.webp`).

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  type: string;
  mtime: Date;
}

export interface ListedFile {
  key: string;
  size: number;
  mtime: Date;
}

export interface PresignInput {
  /** The exact Content-Type the PUT must carry. */
  type: string;
  /** The upper bound of the body's length. */
  maxBytes: number;
  /** The declared length, when the client said it: the local driver accepts at most that, S3 exactly that (its presigned PUT has no range). */
  size?: number;
  /** Seconds the URL stays usable. */
  expiresIn: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes a whole object (replacing any): readers never see a partial one. `type` must be the one the key's extension names. */
  put(key: string, body: Uint8Array | ReadableStream<Uint8Array>, type: string): Promise<void>;
  /** The object as a stream with its size, type and modification time; null when absent (or not a servable key). */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the object; nothing happens when it is absent. */
  delete(key: string): Promise<void>;
  /** A URL a client PUTs the object's bytes to: bound to the key, the content type and the length. */
  presignPut(key: string, input: PresignInput): Promise<string>;
  /** Every object under a prefix (`uploads/`), for the sweep. */
  list(prefix: string): AsyncIterable<ListedFile>;
}

/** A file key is a relative path of safe segments; anything else (.., absolute, odd bytes) is refused. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((seg) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(seg) && !seg.includes('..'));
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The image type a key's extension names; null for anything that is not served as an image. */
export function typeOfKey(key: string): string | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(key)?.[1].toLowerCase();
  return (ext && TYPES[ext]) ?? null;
}

/** Reads a stream whole, refusing (null) once it passes `limit` bytes. */
export async function readAll(body: ReadableStream<Uint8Array>, limit: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
