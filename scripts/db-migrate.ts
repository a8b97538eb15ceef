// `npm run db:migrate`: apply committed migrations to the configured database.
import { openDatabase } from '../backend/db/client';
import { migrateDatabase } from '../backend/db/migrate';
import { env } from '../backend/env';

const e = env();
const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
await migrateDatabase(database);
console.log(`[db] migrated (${database.kind})`);
await database.close();
