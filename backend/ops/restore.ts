import { copyFile, mkdir } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { StartupError } from '../lib/startup-error';
import { LocalStorage } from '../storage/local';
import { isSafeKey, typeOfKey, type Storage } from '../storage/storage';
import { copyPathOf, eachLimited, listTables } from './inventory';
import { redactUrl, runPgTool, timed } from './pg-tools';
import { checkAgainstBackup, readBackup, type RestoreReport } from './verify';

export type { RestoreReport };

export interface RestoreOptions {
  /** A directory takeBackup wrote. */
  from: string;
  /** The PostgreSQL database to restore into: empty, unless `force`. */
  into: string;
  /** Where the backup's files go back to (UPLOAD_DIR, or the configured bucket), and what is checked against the listing. */
  storage: Storage;
  /** Restore into a database that has tables: every schema of it (but PostgreSQL's own) is dropped first. */
  force?: boolean;
  /** pg_restore's parallel jobs; 1 (the default) restores in one transaction: all or nothing. */
  jobs?: number;
  log?: (line: string) => void;
}

export class RestoreRefused extends StartupError {
  name = 'RestoreRefused';
}

/** Puts the backup's copy of an object into storage (the driver's atomic put; a file it would not take is copied). */
async function putBack(from: string, storage: Storage, key: string): Promise<void> {
  // A key from the backup's listing becomes a path: one that could leave the folders (a tampered backup) is refused.
  if (!isSafeKey(key)) throw new RestoreRefused(`${key}: not a storage key this app writes; the backup was altered`);
  const source = copyPathOf(from, key);
  const type = typeOfKey(key);
  if (type) {
    const body = Readable.toWeb(createReadStream(source)) as ReadableStream<Uint8Array>;
    return storage.put(key, body, type);
  }
  if (!(storage instanceof LocalStorage)) throw new Error(`${key}: not an image, the bucket driver does not store it`);
  await mkdir(path.dirname(storage.pathOf(key)), { recursive: true });
  await copyFile(source, storage.pathOf(key));
}

/**
 * Drops every schema but PostgreSQL's own (with their tables, extensions and functions) and gives back an empty
 * `public`. pg_restore --clean is no substitute: it cannot drop the constraints of pg-boss's partitioned tables.
 */
async function emptyDatabase(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace where nspname <> 'information_schema' and nspname not like 'pg\\_%'`,
  );
  await client.query('begin');
  try {
    for (const { name } of rows) await client.query(`drop schema ${client.escapeIdentifier(name)} cascade`);
    await client.query('create schema public authorization pg_database_owner');
    await client.query('grant usage on schema public to public');
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

/**
 * `npm run restore`: pg_restore into an empty database, the files back into storage, then checks that every
 * table has the manifest's row count and every listed object its sha256.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreReport> {
  const { from, into, storage, force = false, jobs = 1, log = () => {} } = opts;
  const backup = await readBackup(from);
  const { manifest, listing, dumpPath } = backup;
  const steps: Record<string, number> = {};

  const client = new pg.Client({ connectionString: into, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const present = await listTables(client);
    if (present.length > 0 && !force)
      throw new RestoreRefused(
        `${redactUrl(into)} already has ${present.length} tables (${present.slice(0, 3).join(', ')}…): restore into ` +
          'a new, empty database (createdb), or pass --force to drop everything in it first',
      );

    if (present.length > 0) {
      log(`[restore] --force: dropping every schema of ${redactUrl(into)} first`);
      await timed(steps, 'empty target', () => emptyDatabase(client));
    }

    log(`[restore] pg_restore ${dumpPath} into ${redactUrl(into)}`);
    const mode = jobs > 1 ? [`--jobs=${jobs}`] : ['--single-transaction'];
    await timed(steps, 'pg_restore', () =>
      runPgTool('pg_restore', ['--no-owner', '--exit-on-error', ...mode, dumpPath], into),
    );
    // pg_restore leaves the planner without statistics until autovacuum comes round: gather them now.
    await timed(steps, 'analyze', () => client.query('analyze'));

    if (manifest.storage.copied) {
      log(`[restore] putting ${listing.length} files back into ${storage.kind} storage`);
      await timed(steps, 'copy files', () => eachLimited(listing, 8, (f) => putBack(from, storage, f.key)));
    }

    log('[restore] verifying row counts and files');
    return await checkAgainstBackup(client, storage, backup, steps);
  } finally {
    await client.end();
  }
}
