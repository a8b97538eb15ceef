import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Storage } from '../storage/storage';
import {
  countRows,
  digest,
  eachLimited,
  MANIFEST_FILE,
  openObject,
  type ListedObject,
  type Manifest,
} from './inventory';
import { timed } from './pg-tools';

// What makes a restore a restore: every table has the row count of the backup's snapshot and every listed object
// is there with its sha256.

export interface Backup {
  dir: string;
  manifest: Manifest;
  listing: ListedObject[];
  dumpPath: string;
}

export interface RestoreReport {
  manifest: Manifest;
  /** Milliseconds per step. */
  steps: Record<string, number>;
  /** Each way the restored database or files differ from the backup; empty when the restore is verified. */
  mismatches: string[];
  tables: number;
  rows: number;
  files: number;
  bytes: number;
  /** Objects in the target storage that the backup does not list (not a mismatch: the target may hold more). */
  unlisted: number;
}

export async function readBackup(dir: string): Promise<Backup> {
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
  const listing = JSON.parse(await readFile(path.join(dir, manifest.storage.listing), 'utf8')) as ListedObject[];
  const dumpPath = path.join(dir, manifest.database.dumpFile);
  await stat(dumpPath);
  return { dir, manifest, listing, dumpPath };
}

function compareRows(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names.flatMap((name) => {
    if (!(name in actual)) return [`table ${name}: missing (backup: ${expected[name]} rows)`];
    if (!(name in expected)) return [`table ${name}: not in the backup (${actual[name]} rows)`];
    return actual[name] === expected[name] ? [] : [`table ${name}: ${actual[name]} rows, backup ${expected[name]}`];
  });
}

async function compareFiles(storage: Storage, listing: ListedObject[]): Promise<string[]> {
  const mismatches: string[] = [];
  await eachLimited(listing, 8, async ({ key, size, sha256 }) => {
    const source = await openObject(storage, key);
    if (!source) return void mismatches.push(`file ${key}: missing`);
    const found = await digest(source);
    if (found.sha256 !== sha256) mismatches.push(`file ${key}: ${found.size} bytes, sha256 differs from the listing`);
    else if (found.size !== size) mismatches.push(`file ${key}: ${found.size} bytes, listing ${size}`);
  });
  return mismatches.sort();
}

/** Compares the database `client` is connected to and `storage` with the backup; adds its steps' times to `steps`. */
export async function checkAgainstBackup(
  client: pg.Client,
  storage: Storage,
  { manifest, listing }: Backup,
  steps: Record<string, number>,
): Promise<RestoreReport> {
  const counts = await timed(steps, 'verify rows', () => countRows(client));
  const mismatches = compareRows(manifest.tables, counts);
  mismatches.push(...(await timed(steps, 'verify files', () => compareFiles(storage, listing))));
  const listed = new Set(listing.map((f) => f.key));
  let unlisted = 0;
  for await (const f of storage.list('')) if (!listed.has(f.key)) unlisted++;
  return {
    manifest,
    steps,
    mismatches,
    tables: Object.keys(counts).length,
    rows: Object.values(counts).reduce((a, b) => a + b, 0),
    files: listing.length,
    bytes: listing.reduce((sum, f) => sum + f.size, 0),
    unlisted,
  };
}

/** `npm run restore -- --verify-only`: checks a database and storage restored earlier (nothing is written). */
export async function verifyRestore(opts: { from: string; into: string; storage: Storage }): Promise<RestoreReport> {
  const backup = await readBackup(opts.from);
  const client = new pg.Client({ connectionString: opts.into, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await checkAgainstBackup(client, opts.storage, backup, {});
  } finally {
    await client.end();
  }
}
