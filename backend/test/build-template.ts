import { sql } from 'drizzle-orm';
import { mkdir, writeFile } from 'node:fs/promises';
import { openPglite, openPostgres, type Database } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { LocalStorage } from '../storage/local';
import { TEMPLATE_FILE, TEST_DIR, TEST_UPLOAD_DIR } from './paths';

/**
 * Run by Jest's global setup (global-setup.js) through tsx. Builds one migrated, demo-seeded database for the backend suites: a PGlite data dir dump that each
 * suite loads (fast, isolated), or — with TEST_DATABASE_URL — a freshly reset PostgreSQL database.
 */
async function buildTemplate() {
  await mkdir(TEST_DIR, { recursive: true });
  const storage = new LocalStorage(TEST_UPLOAD_DIR);
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  if (url) {
    database = openPostgres(url, 2);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists pgboss cascade`);
    await database.db.execute(sql`create schema public`);
    await prepareDatabase(database, storage, { demo: true, log: () => {} });
    await database.close();
    return;
  }
  const pglite = await openPglite();
  await prepareDatabase(pglite, storage, { demo: true, log: () => {} });
  const dump = await pglite.client.dumpDataDir('gzip');
  await writeFile(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}

await buildTemplate();
