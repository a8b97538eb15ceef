import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { LocalStorage } from '../storage/local';
import type { Storage } from '../storage/storage';

// What a backup records and a restore is checked against: the rows of every table and every stored object.

export const MANIFEST_FILE = 'manifest.json';
export const DUMP_FILE = 'database.dump';
export const LISTING_FILE = 'files.json';
/** The stored objects themselves (local storage only), at `files/<key>`. */
export const FILES_DIR = 'files';

export interface ListedObject {
  key: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  takenAt: string;
  database: {
    /** Without its password. */
    url: string;
    serverVersion: string;
    pgDumpVersion: string;
    dumpFile: string;
    dumpBytes: number;
    /** drizzle's created_at of the newest applied migration (0: none) and its tag in the journal, when known. */
    newestMigration: { createdAt: number; tag: string | null };
  };
  /** `schema.table` → rows, as of the dump's snapshot. */
  tables: Record<string, number>;
  storage: {
    kind: Storage['kind'];
    /** UPLOAD_DIR (absolute) or `s3://bucket`. */
    location: string;
    listing: string;
    objects: number;
    bytes: number;
    /** Whether the objects are in the backup (`files/`): local storage; a bucket is kept by its versioning. */
    copied: boolean;
  };
  /** Milliseconds per step. */
  steps: Record<string, number>;
}

type Queryable = Pick<pg.ClientBase, 'query' | 'escapeIdentifier'>;

/** Every table outside PostgreSQL's own schemas (the app's, drizzle's migrations, pg-boss's), partitions counted in their parent. */
export async function listTables(client: Queryable): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
      order by 1`,
  );
  return rows.map((r) => r.name);
}

export async function countRows(client: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await listTables(client)) {
    const [schema, table] = name.split('.');
    const quoted = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(table)}`;
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${quoted}`);
    counts[name] = Number(rows[0].n);
  }
  return counts;
}

/** A stored object as a stream; a local file the driver does not serve (not an image) is read from disk all the same. */
export async function openObject(storage: Storage, key: string): Promise<Readable | null> {
  const file = await storage.open(key);
  if (file) return Readable.fromWeb(file.body as import('node:stream/web').ReadableStream<Uint8Array>);
  if (!(storage instanceof LocalStorage)) return null;
  const full = storage.pathOf(key);
  const info = await stat(full).catch(() => null);
  return info?.isFile() ? createReadStream(full) : null;
}

/** Reads a stream to its end (writing it to `copyTo` on the way, when given): its size and sha256. */
export async function digest(source: Readable, copyTo?: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  if (copyTo) {
    await mkdir(path.dirname(copyTo), { recursive: true });
    await pipeline(source, tap, createWriteStream(copyTo, { flags: 'wx' }));
  } else {
    await pipeline(source, tap, async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) void chunk;
    });
  }
  return { size, sha256: hash.digest('hex') };
}

/** Runs `fn` over `items`, `limit` at a time (object stores answer many small reads faster side by side). */
export async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The path of an object's copy inside a backup directory. */
export const copyPathOf = (backupDir: string, key: string): string =>
  path.join(backupDir, FILES_DIR, ...key.split('/'));
