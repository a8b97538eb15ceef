import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sealData, unsealData } from 'iron-session';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { resetEnvForTests } from '../env';
import { signDevCode, verifyDevCode } from '../oauth/dev';
import { databaseSecret, derivedSecret, loadRootSecret, rootSecret } from './secret';
import { signAccessToken, verifyAccessToken } from './tokens';

// Without AUTH_SECRET the root secret belongs to the database: two instances on different databases
// never accept each other's tokens or cookies; every instance on one database agrees.

const root = mkdtempSync(path.join(tmpdir(), 'secret-'));
const opened: Database[] = [];
const SLOW = 60_000;

async function freshDatabase(dir?: string): Promise<Database> {
  const database = await openPglite(dir);
  await migrateDatabase(database);
  opened.push(database);
  return database;
}

const savedSecret = process.env.AUTH_SECRET;
beforeAll(() => {
  delete process.env.AUTH_SECRET;
  resetEnvForTests();
});
afterAll(async () => {
  for (const database of opened.splice(0)) await database.close().catch(() => {});
  rmSync(root, { recursive: true, force: true });
  if (savedSecret !== undefined) process.env.AUTH_SECRET = savedSecret;
  resetEnvForTests();
});

const seal = () => sealData({ accessToken: 'a', refreshToken: 'r' }, { password: derivedSecret('bff-session') });
const unseal = (cookie: string) =>
  unsealData<{ accessToken?: string }>(cookie, { password: derivedSecret('bff-session') });

describe('the root secret without AUTH_SECRET', () => {
  it('is refused before it is loaded, with a message saying what to do', () => {
    expect(() => rootSecret()).toThrow(/not loaded.*open the backend first.*or set AUTH_SECRET/);
  });

  it(
    'differs between two databases, so neither accepts the other’s tokens, dev codes or cookies',
    async () => {
      const a = await freshDatabase();
      const b = await freshDatabase();
      const [secretA, secretB] = [await databaseSecret(a.db), await databaseSecret(b.db)];
      expect(secretA).toMatch(/^[\w-]{64}$/);
      expect(secretA).not.toBe(secretB);

      await loadRootSecret(a.db);
      const token = await signAccessToken({ id: 1, type: 'MEMBER', sessionVersion: 0 });
      const code = await signDevCode(1);
      const cookie = await seal();
      expect(await verifyAccessToken(token)).toMatchObject({ id: 1 });

      await loadRootSecret(b.db);
      expect(await verifyAccessToken(token)).toBeNull();
      expect(await verifyDevCode(code)).toBeNull();
      expect(await unseal(cookie)).toEqual({});

      await loadRootSecret(a.db);
      expect((await unseal(cookie)).accessToken).toBe('a');
    },
    SLOW,
  );

  it(
    'stays the same when the database is reopened, and concurrent starters agree on it',
    async () => {
      const dir = path.join(root, 'reopen');
      const first = await freshDatabase(dir);
      const all = await Promise.all([1, 2, 3, 4].map(() => databaseSecret(first.db)));
      expect(new Set(all).size).toBe(1);
      await loadRootSecret(first.db);
      const cookie = await seal();
      await first.close();

      const again = await freshDatabase(dir);
      expect(await databaseSecret(again.db)).toBe(all[0]);
      await loadRootSecret(again.db);
      expect((await unseal(cookie)).accessToken).toBe('a');
    },
    SLOW,
  );

  it(
    'AUTH_SECRET wins over the database’s',
    async () => {
      const database = await freshDatabase();
      process.env.AUTH_SECRET = 'configured-secret-configured-secret-0001';
      resetEnvForTests();
      try {
        await loadRootSecret(database.db);
        expect(rootSecret()).toBe('configured-secret-configured-secret-0001');
      } finally {
        delete process.env.AUTH_SECRET;
        resetEnvForTests();
      }
    },
    SLOW,
  );

  const pgUrl = process.env.TEST_DATABASE_URL;
  (pgUrl ? it : it.skip)(
    'on PostgreSQL: one secret for every pool racing to create it (TEST_DATABASE_URL)',
    async () => {
      const pools = [1, 2, 3].map(() => openPostgres(pgUrl!, 2));
      try {
        await pools[0].pool.query("delete from app_secrets where name = 'race-test'");
        const values = await Promise.all(
          pools.flatMap((p) => [databaseSecret(p.db, 'race-test'), databaseSecret(p.db, 'race-test')]),
        );
        expect(new Set(values).size).toBe(1);
      } finally {
        await pools[0].pool.query("delete from app_secrets where name = 'race-test'");
        for (const p of pools) await p.close();
      }
    },
  );
});
