// `npm run revocations:sweep`: retries the provider revocations of deleted accounts that are due (the backend
// queue's revocations-sweep job does this every minute too); see docs/privacy-data.md.
import { loadRootSecret } from '../backend/auth/secret';
import { openDatabase } from '../backend/db/client';
import { env } from '../backend/env';
import { runMain } from '../backend/lib/main';
import { describeSweep, sweepRevocations } from '../backend/revocations/revocations';

await runMain(async () => {
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  try {
    // The tokens are sealed under a key derived from the root secret (AUTH_SECRET, or the database's own).
    await loadRootSecret(database.db);
    // The command's report, on standard output like the other scripts' (db:migrate, files:sweep).
    console.log(`[revocations] ${describeSweep(await sweepRevocations(database.db))}`);
  } finally {
    await database.close();
  }
});
