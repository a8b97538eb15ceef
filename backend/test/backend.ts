import { readFile } from 'node:fs/promises';
import type { AppType } from '../app';
import { openPglite, openPostgres, type Database } from '../db/client';
import { createRuntime } from '../runtime';
import { LocalStorage } from '../storage/local';
import type { Storage } from '../storage/storage';
import { bearer, clientFor, type BackendClient } from './client';
import { TEMPLATE_FILE, TEST_UPLOAD_DIR } from './paths';

export interface TestBackend {
  /** The Hono app, for requests no client would send (a malformed body, a raw path). */
  app: AppType;
  /** The typed test client without a token. */
  client: BackendClient;
  /** The typed test client sending `Authorization: Bearer <token>`. */
  as(token: string): BackendClient;
  database: Database;
  /** Plain SQL for checking what the API says against the stored rows. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A backend on the suite's own copy of the seeded template (PGlite) or on TEST_DATABASE_URL; files in `storage` (default: the seeded test folder). */
export async function openTestBackend(storage: Storage = new LocalStorage(TEST_UPLOAD_DIR)): Promise<TestBackend> {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let query: TestBackend['query'];
  if (url) {
    const pg = openPostgres(url, 4);
    database = pg;
    query = async (text, params) => (await pg.pool.query(text, params)).rows;
  } else {
    const template = await readFile(TEMPLATE_FILE);
    const pglite = await openPglite(undefined, new Blob([template]));
    database = pglite;
    query = async <T>(text: string, params?: unknown[]) => (await pglite.client.query<T>(text, params)).rows;
  }
  const { app } = await createRuntime(database, storage);
  return {
    app,
    client: clientFor(app),
    as: (token) => clientFor(app, bearer(token)),
    database,
    query,
    close: () => database.close(),
  };
}
