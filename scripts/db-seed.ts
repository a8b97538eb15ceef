// `npm run db:seed`            the taxonomy catalogue and demo data into an empty database (no-op when it has content)
// `npm run db:seed -- --reset`  drop everything, migrate, demo data
// `npm run db:seed -- --scale`  drop everything, migrate, the scale data set (10k clinics … 1M reviews)
// Running it is the explicit choice to load demo data, on any database (npm start does so on its own
// only for the embedded one).
import { openDatabase, SEEDING_TIMEOUTS } from '../backend/db/client';
import { prepareDatabase } from '../backend/db/prepare';
import { resetDatabase } from '../backend/db/reset';
import { loadScaleData } from '../backend/db/seed/scale-load';
import { env } from '../backend/env';
import { runMain } from '../backend/lib/main';
import { LocalStorage } from '../backend/storage/local';

const args = new Set(process.argv.slice(2));

await runMain(async () => {
  const e = env();
  // The seed's own connection: its bulk statements may run far longer than the app lets a request's.
  const database = await openDatabase({
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    timeouts: SEEDING_TIMEOUTS,
  });
  const started = Date.now();
  try {
    if (args.has('--scale')) {
      console.log(`[seed] scale data set into ${database.kind}: resetting the database`);
      await loadScaleData(database, e.UPLOAD_DIR);
    } else {
      if (args.has('--reset')) await resetDatabase(database);
      const loaded = await prepareDatabase(database, new LocalStorage(e.UPLOAD_DIR), { demo: true });
      if (!loaded.demo) console.log('[seed] database already has data; use --reset to start over');
    }
    console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
});
