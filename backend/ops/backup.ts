import { readFileSync } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/client';
import { migrationsFolder, newestAppliedMigration } from '../db/migrate';
import { StartupError } from '../lib/startup-error';
import { LocalStorage } from '../storage/local';
import { S3Storage } from '../storage/s3';
import type { Storage } from '../storage/storage';
import {
  copyPathOf,
  countRows,
  digest,
  DUMP_FILE,
  eachLimited,
  LISTING_FILE,
  MANIFEST_FILE,
  openObject,
  type ListedObject,
  type Manifest,
} from './inventory';
import { pgToolVersion, redactUrl, runPgTool, timed } from './pg-tools';

export interface BackupOptions {
  /** The PostgreSQL database to dump. */
  databaseUrl: string;
  /** The upload storage (createStorage(env)): listed with each object's size and sha256, and copied when local. */
  storage: Storage;
  /** A new or empty directory. */
  out: string;
  log?: (line: string) => void;
}

/** `.data/backups/2026-11-29T05-40-12Z`: a default directory per backup, in UTC, sortable by name. */
export const defaultBackupDir = (now = new Date()): string =>
  path.join(
    '.data',
    'backups',
    now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/:/g, '-'),
  );

/** A backup that cannot be taken as asked; the message says what to change (the script prints it alone). */
export class BackupRefused extends StartupError {
  name = 'BackupRefused';
}

const locationOf = (storage: Storage): string =>
  storage instanceof S3Storage
    ? `s3://${storage.config.bucket}`
    : storage instanceof LocalStorage
      ? path.resolve(storage.root)
      : storage.kind;

function migrationTag(createdAt: number): string | null {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.find((e) => e.when === createdAt)?.tag ?? null;
}

/**
 * The database (pg_dump, custom format) and the row count of every table, both as of one snapshot, so the
 * counts are exactly what the dump holds even while the app keeps writing.
 */
async function dumpDatabase(url: string, dumpPath: string, steps: Record<string, number>) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string; version: string }>(
      `select pg_export_snapshot() as snapshot, current_setting('server_version') as version`,
    );
    const tables = await timed(steps, 'count rows', () => countRows(client));
    const createdAt = await newestAppliedMigration({ db: drizzle(client) as unknown as Db });
    await timed(steps, 'pg_dump', () =>
      runPgTool('pg_dump', ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${dumpPath}`], url),
    );
    await client.query('commit');
    return { tables, serverVersion: rows[0].version, newestMigration: { createdAt, tag: migrationTag(createdAt) } };
  } finally {
    await client.end();
  }
}

/** Every object in storage with its size and sha256; a local one is copied into the backup as it is read. */
async function inventoryFiles(storage: Storage, out: string | null): Promise<ListedObject[]> {
  const keys: string[] = [];
  for await (const f of storage.list('')) keys.push(f.key);
  keys.sort();
  const listed: ListedObject[] = [];
  await eachLimited(keys, 8, async (key) => {
    const source = await openObject(storage, key);
    if (!source) return; // deleted since it was listed
    listed.push({ key, ...(await digest(source, out ? copyPathOf(out, key) : undefined)) });
  });
  return listed.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** `npm run backup`: writes the dump, the storage listing (and local files) and manifest.json into `out`. */
export async function takeBackup({ databaseUrl, storage, out, log = () => {} }: BackupOptions): Promise<Manifest> {
  const existing = await readdir(out).catch(() => []);
  if (existing.length > 0) throw new BackupRefused(`${out} is not empty: a backup goes into a new directory`);
  // Only the owner may read a backup: it holds password hashes, sealed tokens and maybe the root secret.
  process.umask(0o077);
  await mkdir(out, { recursive: true, mode: 0o700 });
  const steps: Record<string, number> = {};
  const dumpPath = path.join(out, DUMP_FILE);

  log(`[backup] dumping ${redactUrl(databaseUrl)} into ${dumpPath}`);
  const pgDumpVersion = await pgToolVersion('pg_dump');
  const dumped = await dumpDatabase(databaseUrl, dumpPath, steps);
  const copied = storage.kind === 'local';
  log(`[backup] ${copied ? 'copying and hashing' : 'hashing'} the stored files (${locationOf(storage)})`);
  const files = await timed(steps, copied ? 'copy files' : 'hash files', () =>
    inventoryFiles(storage, copied ? out : null),
  );
  // One object a line: a listing of thousands stays readable and diffable.
  await writeFile(path.join(out, LISTING_FILE), `[\n${files.map((f) => JSON.stringify(f)).join(',\n')}\n]\n`);

  const manifest: Manifest = {
    format: 1,
    takenAt: new Date().toISOString(),
    database: {
      url: redactUrl(databaseUrl),
      serverVersion: dumped.serverVersion,
      pgDumpVersion,
      dumpFile: DUMP_FILE,
      dumpBytes: (await stat(dumpPath)).size,
      newestMigration: dumped.newestMigration,
    },
    tables: dumped.tables,
    storage: {
      kind: storage.kind,
      location: locationOf(storage),
      listing: LISTING_FILE,
      objects: files.length,
      bytes: files.reduce((sum, f) => sum + f.size, 0),
      copied,
    },
    steps,
  };
  await writeFile(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
