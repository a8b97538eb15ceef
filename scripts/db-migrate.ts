// `npm run db:migrate`: apply committed migrations to the configured database.
import { openDatabase } from '../backend/db/client';
import { migrateDatabase, withPreparationLock } from '../backend/db/migrate';
import { env } from '../backend/env';
import { runMain } from '../backend/lib/main';

await runMain(async () => {
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  try {
    // Not while a starting instance migrates the same database (nor it while this does).
    await withPreparationLock(database, () => migrateDatabase(database));
    console.log(`[db] migrated (${database.kind})`);
  } finally {
    await database.close();
  }
});
