// `npm run trust:recompute`: recomputes every trust figure (docs/trust.md) of every clinic, event and treatment
// from the rows, as the nightly `trust-recompute-all` job does, and says how long it took. `-- --dirty` only
// recomputes the subjects writes have marked (what the `trust-recompute` job does every minute).
import { openDatabase } from '../backend/db/client';
import { env } from '../backend/env';
import { logger } from '../backend/lib/logger';
import { runMain } from '../backend/lib/main';
import { drainDirty, recomputeAll } from '../backend/trust/recompute';

await runMain(async () => {
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  const started = performance.now();
  const dirty = process.argv.includes('--dirty');
  const subjects = dirty ? await drainDirty(database.db) : await recomputeAll(database.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logger('trust').info(`recomputed the figures of ${subjects} ${dirty ? 'marked ' : ''}subjects in ${seconds} s`);
  await database.close();
});
