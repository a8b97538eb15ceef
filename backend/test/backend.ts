import { readFile } from 'node:fs/promises';
import { openPglite, openPostgres, type Database } from '../db/client';
import type { AppType } from '../app';
import { createRuntime } from '../runtime';
import { LocalStorage } from '../storage/local';
import { TEMPLATE_FILE, TEST_UPLOAD_DIR } from './paths';

export interface TestBackend {
  app: AppType;
  database: Database;
  get<T = unknown>(path: string): Promise<{ status: number; body: T }>;
  /** Plain SQL for checking what the API says against the stored rows. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A backend on the suite's own copy of the seeded template (PGlite) or on TEST_DATABASE_URL. */
export async function openTestBackend(): Promise<TestBackend> {
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
  const { app } = await createRuntime(database, new LocalStorage(TEST_UPLOAD_DIR));
  return {
    app,
    database,
    query,
    async get<T>(path: string) {
      const res = await app.request(path);
      return { status: res.status, body: (await res.json()) as T };
    },
    close: () => database.close(),
  };
}
