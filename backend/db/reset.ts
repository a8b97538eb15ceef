import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { migrateDatabase } from './migrate';

/** Drops everything and re-applies the migrations: an empty, current schema. */
export async function resetDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists pgboss cascade`);
  await database.db.execute(sql`create schema public`);
  await migrateDatabase(database);
}
