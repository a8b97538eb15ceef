import { eq } from 'drizzle-orm';
import { env } from '../env';
import { LocalStorage } from '../storage/local';
import { openDatabase, type Database } from './client';
import { migrateDatabase, withPreparationLock } from './migrate';
import type { DirLock } from './pglite-lock';
import { clinics, members, reviews, specialties } from './schema';
import { seedCatalogue } from './seed/catalogue';
import { seedDemo } from './seed/demo';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from './seed/demo-staff';
import { DEMO_OPERATOR } from './seed/demo-accounts';
import { seedDemoOperator } from './seed/demo-operator';
import { seedDemoPartnerQueues } from './seed/demo-partners';
import { ensureImagePool } from './seed/image-pool';
import { logger } from '../lib/logger';

// Whether a query (limited to one row) finds anything.
const found = async (query: PromiseLike<unknown[]>) => (await query).length > 0;

/** The taxonomy catalogue is reference data every database needs (filters, URLs), demo or not. */
export const hasCatalogue = ({ db }: Database) => found(db.select({ id: specialties.id }).from(specialties).limit(1));
/** Clinics, members or reviews: demo data goes only into a database without any. */
export const hasContent = async ({ db }: Database) =>
  (await found(db.select({ id: clinics.id }).from(clinics).limit(1))) ||
  (await found(db.select({ id: members.id }).from(members).limit(1))) ||
  found(db.select({ id: reviews.id }).from(reviews).limit(1));
const hasDemoMembers = ({ db }: Database) =>
  found(db.select({ id: members.id }).from(members).where(eq(members.provider, 'dev')).limit(1));

/**
 * Whether an empty database gets the demo data set: the embedded PGlite of a local start does (what a
 * fresh clone shows), a PostgreSQL server or a production start only when SEED_DEMO=1 asks for it.
 */
export function demoDataWanted(opts: { kind: Database['kind']; seedDemo: boolean; production?: boolean }): boolean {
  return opts.seedDemo || (opts.kind === 'pglite' && !opts.production);
}

export interface PrepareOptions {
  /** Load the demo data set if the database has no content yet. */
  demo: boolean;
  log?: (line: string) => void;
}

/**
 * Migrates; loads the taxonomy catalogue into an empty database, and the demo data set when asked.
 * Answers what it loaded.
 */
export async function prepareDatabase(
  database: Database,
  storage: LocalStorage,
  { demo, log = (line: string) => logger('db').info(line) }: PrepareOptions,
): Promise<{ catalogue: boolean; demo: boolean }> {
  // Instances started together on one PostgreSQL database prepare it one after the other (the later ones find
  // the migrations applied and the reference data there).
  return withPreparationLock(database, () => prepareLocked(database, storage, { demo, log }));
}

async function prepareLocked(
  database: Database,
  storage: LocalStorage,
  { demo, log }: Required<PrepareOptions>,
): Promise<{ catalogue: boolean; demo: boolean }> {
  await migrateDatabase(database);
  const loaded = { catalogue: false, demo: false };
  if (!(await hasCatalogue(database))) {
    loaded.catalogue = true;
    await database.db.transaction((tx) => seedCatalogue(tx));
    log(
      `[db] empty database: taxonomy catalogue loaded${demo ? '' : ' (no demo data: SEED_DEMO=1 or npm run db:seed adds it)'}`,
    );
  }
  if (demo && !(await hasContent(database))) {
    const started = Date.now();
    log('[db] seeding demo data…');
    const pool = await ensureImagePool(storage.root);
    await database.db.transaction((tx) => seedDemo(tx, pool));
    log(`[db] demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    loaded.demo = true;
  } else if (await hasDemoMembers(database)) {
    // Demo images live outside the database (e.g. a fresh checkout against a demo database).
    await ensureImagePool(storage.root);
    // A demo database made before the partner console has no staff accounts yet.
    if (demo) {
      const added = await seedDemoStaff(database.db);
      if (added) log(`[db] ${added} demo partner accounts added (clinic1…, password ${DEMO_STAFF_PASSWORD})`);
      // … and before the operator console none for operators.
      if (await seedDemoOperator(database.db))
        log(`[db] demo operators added (${DEMO_OPERATOR.userId}…, see the README)`);
      // … and before partner applications and the wording queue, none of those.
      if (await seedDemoPartnerQueues(database.db)) log('[db] demo partner applications and wording reviews added');
    }
  }
  return loaded;
}

/**
 * Opens the configured database (env), prepares it and closes it again: what `npm start` and `npm run dev`
 * run first. `lock`: the PGlite directory's lock, when the caller holds it already (npm start).
 */
export async function prepareConfiguredDatabase(opts: { lock?: DirLock; production?: boolean } = {}): Promise<void> {
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR, lock: opts.lock });
  try {
    const demo = demoDataWanted({ kind: database.kind, seedDemo: e.SEED_DEMO, production: opts.production });
    await prepareDatabase(database, new LocalStorage(e.UPLOAD_DIR), { demo });
  } finally {
    await database.close();
  }
}
