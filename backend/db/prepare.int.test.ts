import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { env, resetEnvForTests } from '../env';
import * as catalogue from './catalogue/taxonomy';
import { openDatabase, openPostgres } from './client';
import { codeHead, migrateDatabase } from './migrate';
import { prepareConfiguredDatabase, prepareDatabase } from './prepare';
import { LocalStorage } from '../storage/local';
import { DEMO_COUNTS } from './seed/demo';

// What a start puts into an empty database: demo data only into the embedded one of a local start, or
// when SEED_DEMO=1 asks; the taxonomy catalogue (reference data) always.

const root = mkdtempSync(path.join(tmpdir(), 'prepare-'));
const saved = { ...process.env };
const SLOW = 120_000;

function configure(vars: Record<string, string | undefined>) {
  for (const k of ['DATABASE_URL', 'PGLITE_DIR', 'UPLOAD_DIR', 'SEED_DEMO']) delete process.env[k];
  for (const [k, v] of Object.entries(vars)) if (v !== undefined) process.env[k] = v;
  process.env.UPLOAD_DIR = path.join(root, 'uploads');
  resetEnvForTests();
}

afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeAll(() => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
});

type Counts = Record<'specialties' | 'clinics' | 'members' | 'reviews', number>;

async function counts(): Promise<Counts> {
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  try {
    const result = (await database.db.execute(
      sql`select (select count(*) from specialties)::int as specialties, (select count(*) from clinics)::int as clinics,
        (select count(*) from members)::int as members, (select count(*) from reviews)::int as reviews`,
    )) as unknown as { rows: Counts[] };
    return result.rows[0];
  } finally {
    await database.close();
  }
}

const NO_CONTENT = { specialties: catalogue.specialties.length, clinics: 0, members: 0, reviews: 0 };

describe('preparing an empty embedded database (PGlite)', () => {
  it(
    'a local start loads the catalogue and the demo data set',
    async () => {
      configure({ PGLITE_DIR: path.join(root, 'local') });
      await prepareConfiguredDatabase();
      expect(await counts()).toEqual({
        specialties: catalogue.specialties.length,
        clinics: DEMO_COUNTS.clinics,
        members: DEMO_COUNTS.members,
        reviews: DEMO_COUNTS.reviews,
      });
    },
    SLOW,
  );

  it(
    'a production start loads the catalogue only, and SEED_DEMO=1 adds the demo data later',
    async () => {
      configure({ PGLITE_DIR: path.join(root, 'production') });
      await prepareConfiguredDatabase({ production: true });
      expect(await counts()).toEqual(NO_CONTENT);
      configure({ PGLITE_DIR: path.join(root, 'production'), SEED_DEMO: '1' });
      await prepareConfiguredDatabase({ production: true });
      expect((await counts()).clinics).toBe(DEMO_COUNTS.clinics);
    },
    SLOW,
  );
});

// An empty PostgreSQL database of its own on the TEST_DATABASE_URL server (created and dropped here).
const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('preparing an empty PostgreSQL database (TEST_DATABASE_URL)', () => {
  const name = `prepare_test_${process.pid}`;
  const admin = () => new pg.Client({ connectionString: pgUrl });
  const url = () => {
    const u = new URL(pgUrl!);
    u.pathname = `/${name}`;
    return u.toString();
  };
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it(
    'gets migrations and the catalogue, no demo clinics, reviews or members — unless SEED_DEMO=1',
    async () => {
      const client = admin();
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
      await client.end();

      configure({ DATABASE_URL: url() });
      await prepareConfiguredDatabase();
      expect(await counts()).toEqual(NO_CONTENT);

      configure({ DATABASE_URL: url(), SEED_DEMO: '1' });
      await prepareConfiguredDatabase();
      expect(await counts()).toMatchObject({
        clinics: DEMO_COUNTS.clinics,
        members: DEMO_COUNTS.members,
        reviews: DEMO_COUNTS.reviews,
      });
    },
    SLOW,
  );

  it(
    'two instances starting at once on an empty database: migrated and loaded exactly once, both start',
    async () => {
      const client = admin();
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
      await client.end();

      configure({ DATABASE_URL: url() });
      const [a, b] = await Promise.all([openPostgres(url(), 2), openPostgres(url(), 2)]);
      try {
        const storage = new LocalStorage(path.join(root, 'uploads'));
        const loaded = await Promise.all([
          prepareDatabase(a, storage, { demo: false, log: () => {} }),
          prepareDatabase(b, storage, { demo: false, log: () => {} }),
        ]);
        // One of them loaded the catalogue; the other found it there.
        expect(loaded.map((l) => l.catalogue).sort()).toEqual([false, true]);
        const applied = (await a.db.execute(
          sql`select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { n: number; distinct_n: number }[] };
        expect(applied.rows[0].n).toBe(applied.rows[0].distinct_n);
        expect(applied.rows[0].n).toBeGreaterThan(30);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
      expect(await counts()).toEqual(NO_CONTENT);
    },
    SLOW,
  );
});

describe('a build older than its database', () => {
  it(
    'refuses to start, saying which is newer; the same database with its own migrations starts',
    async () => {
      configure({ PGLITE_DIR: path.join(root, 'older') });
      await prepareConfiguredDatabase({ production: true });
      const e = env();
      const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
      try {
        await expect(migrateDatabase(database)).resolves.toBeUndefined();
        // A newer build migrated it since: one more migration than this code has.
        await database.db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', ${codeHead().when + 60_000})`,
        );
        await expect(migrateDatabase(database)).rejects.toThrow(
          /newer than this code's newest \(\d{4}_[a-z_]+, .*Start the newer build/,
        );
        await database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'newer'`);
        await expect(migrateDatabase(database)).resolves.toBeUndefined();
      } finally {
        await database.close();
      }
    },
    SLOW,
  );
});
