import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { uploadedFiles } from '../db/schema';
import type { Storage } from './storage';
import { logger } from '../lib/logger';

/**
 * After photos stopped being shown (a review deleted, the health-information consent withdrawn): their
 * members' uploads go at once — the original (with its metadata) and the public copy — instead of waiting
 * for the sweep. Only members' uploads are touched; demo pictures have no upload row. Best effort: what
 * fails here is left to `npm run files:sweep`.
 */
export async function discardPhotos(db: DbOrTx, storage: Storage, publicPaths: string[]): Promise<number> {
  if (publicPaths.length === 0) return 0;
  const gone = await db
    .delete(uploadedFiles)
    .where(inArray(uploadedFiles.publicPath, publicPaths))
    .returning({ key: uploadedFiles.key, publicPath: uploadedFiles.publicPath });
  for (const f of gone) {
    await storage.delete(f.key).catch((err: unknown) => logger('files').error({ err, key: f.key }, 'could not delete'));
    if (f.publicPath)
      await storage
        .delete(f.publicPath)
        .catch((err: unknown) => logger('files').error({ err, key: f.publicPath }, 'could not delete'));
  }
  return gone.length;
}
