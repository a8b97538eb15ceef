import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, SEEDING_TIMEOUTS } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { DEMO_COUNTS } from '../db/seed/demo';
import { LocalStorage } from '../storage/local';
import { S3Storage } from '../storage/s3';
import { TEST_UPLOAD_DIR } from '../test/paths';
import { startTestS3 } from '../test/s3';
import { takeBackup } from './backup';
import { countRows } from './inventory';
import { redactUrl } from './pg-tools';
import { restoreBackup, RestoreRefused } from './restore';
import { verifyRestore } from './verify';

// The drill of docs/operations.md in miniature, on the machine's PostgreSQL server (CI always has one, so an
// unreachable server fails this suite rather than skipping it): a demo database and its files are backed up,
// restored into a second database and folder, and compared table by table, record by record, byte by byte.

const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
const names = { source: `bk_${suffix}_src`, target: `bk_${suffix}_dst` };
const urlOf = (name: string) => {
  const u = new URL(server);
  u.pathname = `/${name}`;
  return u.toString();
};

async function onServer<T>(fn: (client: pg.Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf(database), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const rowsOf = (database: string, text: string) => onServer(async (c) => (await c.query(text)).rows, database);

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

let dir: string;
const dirs = () => ({
  source: path.join(dir, 'uploads-source'),
  target: path.join(dir, 'uploads-target'),
  backup: path.join(dir, 'backup'),
});
const added = [`uploads/3/${randomUUID()}.jpg`, `photos/${randomUUID()}.webp`, `media/${randomUUID()}.webp`];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
  await onServer(async (c) => {
    for (const name of Object.values(names)) await c.query(`create database ${name}`);
  });
  // The demo's generated pictures, when the backend suites' setup has made them already: drawing them takes a while.
  if (existsSync(path.join(TEST_UPLOAD_DIR, 'seed')))
    await cp(path.join(TEST_UPLOAD_DIR, 'seed'), path.join(dirs().source, 'seed'), { recursive: true });
  const storage = new LocalStorage(dirs().source);
  const database = openPostgres(urlOf(names.source), 4, SEEDING_TIMEOUTS);
  try {
    await prepareDatabase(database, storage, { demo: true, log: () => {} });
  } finally {
    await database.close();
  }
  // Files of members' and clinics' uploads besides the seed pictures.
  for (const key of added)
    await storage.put(key, randomBytes(2048 + added.indexOf(key)), key.endsWith('jpg') ? 'image/jpeg' : 'image/webp');
}, 90_000);

afterAll(async () => {
  await onServer(async (c) => {
    for (const name of Object.values(names)) await c.query(`drop database if exists ${name} with (force)`);
  }).catch(() => undefined);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore into another database and folder', () => {
  it('restores every table, record and file, and the restore checks itself', async () => {
    const { source, target, backup } = dirs();
    const manifest = await takeBackup({
      databaseUrl: urlOf(names.source),
      storage: new LocalStorage(source),
      out: backup,
    });
    expect(manifest.tables['public.clinics']).toBe(DEMO_COUNTS.clinics);
    expect(manifest.tables['public.reviews']).toBe(DEMO_COUNTS.reviews);
    expect(manifest.database.url).toBe(redactUrl(urlOf(names.source)));
    expect(redactUrl('postgres://app:s3cret@db.internal:5432/clinic')).toBe('postgres://app@db.internal:5432/clinic');
    expect(redactUrl('postgres://app@db.internal/clinic?password=s3cret&sslmode=require')).toBe(
      'postgres://app@db.internal/clinic?sslmode=require',
    );
    expect(manifest.database.newestMigration.tag).toMatch(/^\d{4}_/);
    expect(manifest.storage).toMatchObject({ kind: 'local', copied: true });

    const report = await restoreBackup({ from: backup, into: urlOf(names.target), storage: new LocalStorage(target) });
    expect(report.mismatches).toEqual([]);
    expect(report.files).toBe(manifest.storage.objects);

    // Row counts of every table, counted here and not by the restore.
    const counts = await Promise.all([names.source, names.target].map((n) => onServer(countRows, n)));
    expect(Object.keys(counts[0]).length).toBeGreaterThan(50);
    expect(counts[1]).toEqual(counts[0]);

    // Records field by field, with every column PostgreSQL gives back.
    const samples = [
      'select * from clinics where id in (1, 17, 40) order by id',
      'select * from doctors where id in (1, 100) order by id',
      'select * from events where id in (1, 150) order by id',
      'select * from reviews where id in (1, 999, 2000) order by id',
      'select * from review_photos where review_id = 999 order by id',
      'select * from members order by id',
      'select * from staff_accounts order by id limit 3',
      'select * from drizzle.__drizzle_migrations order by id',
    ];
    for (const sample of samples) {
      const [before, after] = await Promise.all([rowsOf(names.source, sample), rowsOf(names.target, sample)]);
      expect(before.length).toBeGreaterThan(0);
      expect(after).toEqual(before);
    }

    // The files, byte for byte.
    const keys = await filesUnder(source);
    expect(keys).toEqual(expect.arrayContaining(added));
    expect(await filesUnder(target)).toEqual(keys);
    for (const key of keys)
      expect((await readFile(path.join(target, key))).equals(await readFile(path.join(source, key)))).toBe(true);
  });

  // On the target the first case restored.
  it('refuses a target database that has tables, and the check names a changed row count or file', async () => {
    const { target, backup } = dirs();
    const into = urlOf(names.target);
    await expect(restoreBackup({ from: backup, into, storage: new LocalStorage(target) })).rejects.toThrow(
      RestoreRefused,
    );

    await appendFile(path.join(target, added[0]), 'x');
    await rowsOf(names.target, 'delete from review_photos where id = (select min(id) from review_photos)');
    const report = await verifyRestore({ from: backup, into, storage: new LocalStorage(target) });
    const photos = report.manifest.tables['public.review_photos'];
    expect(report.mismatches).toEqual([
      `table public.review_photos: ${photos - 1} rows, backup ${photos}`,
      `file ${added[0]}: 2049 bytes, sha256 differs from the listing`,
    ]);
  });

  // On the target the second case changed.
  it('with --force, drops what the target holds and restores the backup over it', async () => {
    const { target, backup } = dirs();
    const report = await restoreBackup({
      from: backup,
      into: urlOf(names.target),
      storage: new LocalStorage(target),
      force: true,
    });
    expect(report.mismatches).toEqual([]);
    expect(report.steps['empty target']).toBeGreaterThanOrEqual(0);
  });

  it('with S3 storage: lists the bucket through the storage driver, copies nothing, and the check reads the bucket', async () => {
    const s3 = await startTestS3();
    try {
      const bucket = new S3Storage(s3.config);
      for (const key of added)
        await bucket.put(key, randomBytes(1024), key.endsWith('jpg') ? 'image/jpeg' : 'image/webp');
      const out = path.join(dir, 'backup-s3');
      const manifest = await takeBackup({ databaseUrl: urlOf(names.source), storage: bucket, out });
      expect(manifest.storage).toMatchObject({
        kind: 's3',
        location: `s3://${s3.config.bucket}`,
        objects: 3,
        copied: false,
      });
      expect(existsSync(path.join(out, 'files'))).toBe(false);

      const into = urlOf(names.target);
      expect((await verifyRestore({ from: out, into, storage: bucket })).mismatches).toEqual([]);
      await bucket.delete(added[1]);
      expect((await verifyRestore({ from: out, into, storage: bucket })).mismatches).toEqual([
        `file ${added[1]}: missing`,
      ]);
    } finally {
      await s3.close();
    }
  });
});
