import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { isSafeKey, typeOfKey, type ListedFile, type PresignInput, type Storage, type StoredFile } from './storage';
import { inSpan, SpanKind } from '../lib/tracing';

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, a test server); AWS itself when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO and most test servers). */
  forcePathStyle?: boolean;
}

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err as { name?: string })?.name === 'NoSuchKey' ||
  (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

/**
 * A bucket of an S3-compatible store. Reads of keys missing from the bucket may fall back to another
 * storage: the demo's seed images are generated on local disk and stay there.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  readonly client: S3Client;

  constructor(
    readonly config: S3Config,
    private readonly readFallback?: Storage,
  ) {
    const credentials =
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined;
    // Checksums only when an operation requires one: a presigned PUT must not carry the checksum of an empty body.
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    // Each S3 call is a span of the request's trace when tracing is on (backend/lib/tracing.ts).
    this.client.middlewareStack.add(
      (next, context) => (args) =>
        inSpan(
          `s3 ${context.commandName ?? 'call'}`,
          { 'rpc.system': 'aws-api', 'rpc.service': 'S3' },
          () => next(args),
          {
            kind: SpanKind.CLIENT,
          },
        ),
      { step: 'initialize', name: 'traceSpan' },
    );
  }

  async put(key: string, body: Uint8Array | ReadableStream<Uint8Array>, type: string): Promise<void> {
    if (!isSafeKey(key) || typeOfKey(key) !== type) throw new Error(`unsafe storage key or type: ${key} ${type}`);
    // PutObject needs a known length: a stream is read whole first (only the service's own copies go through here).
    const bytes = body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer());
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: bytes,
        ContentType: type,
        ContentLength: bytes.byteLength,
      }),
    );
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    const type = typeOfKey(key);
    if (!type) return null;
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      const body = res.Body;
      if (!body) return null;
      const stream =
        body instanceof Readable
          ? (Readable.toWeb(body) as ReadableStream<Uint8Array>)
          : (body as { transformToWebStream(): ReadableStream<Uint8Array> }).transformToWebStream();
      return { body: stream, size: res.ContentLength ?? 0, type, mtime: res.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return (await this.readFallback?.open(key)) ?? null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    if (isSafeKey(key)) await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? [])
        if (o.Key) yield { key: o.Key, size: o.Size ?? 0, mtime: o.LastModified ?? new Date(0) };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  // SigV4 signs the Content-Type and Content-Length headers: a PUT with another type or length is refused by the
  // store. Without a declared size the length is not bound; verification still refuses more than 100 MB.
  async presignPut(key: string, { type, maxBytes, size, expiresIn }: PresignInput): Promise<string> {
    const length = size === undefined ? undefined : Math.min(size, maxBytes);
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ContentType: type,
      ContentLength: length,
    });
    return getSignedUrl(this.client, command, {
      expiresIn,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  }
}
