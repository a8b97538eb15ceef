import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import path from 'node:path';
import type { Database, Schema } from './client';

// Resolved from the project root: every entry point (scripts, Next server, Jest) runs there.
export const migrationsFolder = path.resolve('backend/db/migrations');

// drizzle-kit's own migrate cannot load PGlite extensions, so migrations are applied here, in code.
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
  }
}
