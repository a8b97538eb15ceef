import type { Env } from '../env';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './storage';

/** The configured file storage: the S3 bucket when S3_BUCKET is set (seed images still read from UPLOAD_DIR), else UPLOAD_DIR. */
export function createStorage(e: Env): Storage {
  const local = new LocalStorage(e.UPLOAD_DIR);
  if (!e.S3_BUCKET) return local;
  return new S3Storage(
    {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
    local,
  );
}
