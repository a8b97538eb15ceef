// `npm run db:migrate`: apply committed migrations to the configured database.
import { openDatabase } from '../backend/db/client';
import { migrateDatabase } from '../backend/db/migrate';
import { env } from '../backend/env';
import { runMain } from '../backend/lib/main';

await runMain(async () => {
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  try {
    await migrateDatabase(database);
    console.log(`[db] migrated (${database.kind})`);
  } finally {
    await database.close();
  }
});
