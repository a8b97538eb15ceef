// `npm run db:seed`            demo data into an empty database (no-op when already seeded)
// `npm run db:seed -- --reset`  drop everything, migrate, demo data
// `npm run db:seed -- --scale`  drop everything, migrate, the scale data set (10k clinics … 1M reviews)
import { openDatabase } from '../backend/db/client';
import { isEmpty } from '../backend/db/prepare';
import { migrateDatabase } from '../backend/db/migrate';
import { resetDatabase } from '../backend/db/reset';
import { seedDemo } from '../backend/db/seed/demo';
import { ensureImagePool } from '../backend/db/seed/image-pool';
import { seedScale, vacuumAnalyze } from '../backend/db/seed/scale';
import { env } from '../backend/env';
import { runMain } from '../backend/lib/main';

const args = new Set(process.argv.slice(2));

await runMain(async () => {
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  const started = Date.now();
  try {
    const pool = await ensureImagePool(e.UPLOAD_DIR);
    if (args.has('--scale')) {
      console.log(`[seed] scale data set into ${database.kind}: resetting the database`);
      await resetDatabase(database);
      await database.db.transaction((tx) => seedScale(tx, pool));
      await vacuumAnalyze(database.db);
    } else {
      if (args.has('--reset')) await resetDatabase(database);
      else await migrateDatabase(database);
      if (await isEmpty(database)) await database.db.transaction((tx) => seedDemo(tx, pool));
      else console.log('[seed] database already has data; use --reset to start over');
    }
    console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
});
