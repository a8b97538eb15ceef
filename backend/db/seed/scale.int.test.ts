import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { openPglite, type Database, type DbOrTx } from '../client';
import { migrateDatabase } from '../migrate';
import { prepareDatabase } from '../prepare';
import { recountRatings } from '../../routes/reviews/reviews.writer';
import { LocalStorage } from '../../storage/local';
import { TEMPLATE_FILE, TEST_UPLOAD_DIR } from '../../test/paths';
import { POOL_SIZES, type ImagePool } from './image-pool';
import { seedScale } from './scale';

// The scale data set (npm run db:seed -- --scale, npm run bench) written in batches that each stay small,
// and the bulk recount after it: every maintained counter as the rows say. Both on databases of their own
// (in-memory PGlite), since they rewrite every counter.

type Pg = Database & {
  client: { query<T>(text: string): Promise<{ rows: T[] }>; exec(text: string): Promise<unknown> };
};
const rows = async <T>(db: Pg, text: string) => (await db.client.query<T>(text)).rows;

/** Every maintained counter, in a form two databases can be compared by (zero totals are no totals). */
async function counters(db: Pg) {
  return {
    clinics: await rows(
      db,
      'select id, review_count, rating_sum, average_rating, popular_review_count, photo_review_count, event_count from clinics order by id',
    ),
    doctors: await rows(db, 'select id, review_count, rating_sum, average_rating from doctors order by id'),
    events: await rows(db, 'select id, review_count, rating_sum, average_rating from events order by id'),
    flags: await rows(
      db,
      'select id from reviews where popular union all select -id from reviews where has_photos order by 1',
    ),
    reviewTaxa: await rows(
      db,
      'select taxonomy, taxon_id, reviews, photo_reviews, popular_reviews from review_taxon_counts where reviews > 0 order by taxonomy, taxon_id',
    ),
    reviewSets: await rows(
      db,
      'select treatments::text, reviews, photo_reviews, popular_reviews from review_treatment_sets where reviews > 0 order by 1',
    ),
    eventTaxa: await rows(
      db,
      'select taxonomy, taxon_id, events from event_taxon_counts where events > 0 order by taxonomy, taxon_id',
    ),
    eventSets: await rows(db, 'select treatments::text, events from event_treatment_sets where events > 0 order by 1'),
  };
}

/** The same counters computed straight from the rows, by the definitions (not by the code under test). */
async function countersFromRows(db: Pg) {
  const taxa = (links: string, owner: string) => `(select distinct x.owner_id, x.taxonomy, x.taxon_id from (
      select l.${owner} as owner_id, 'treatment' as taxonomy, l.treatment_id as taxon_id from ${links} l
      union all select l.${owner}, 'specialty', ts.specialty_id from ${links} l join treatment_specialties ts on ts.treatment_id = l.treatment_id
      union all select l.${owner}, 'concern', tc.concern_id from ${links} l join treatment_concerns tc on tc.treatment_id = l.treatment_id
      union all select l.${owner}, 'part', cp.part_id from ${links} l join treatment_concerns tc on tc.treatment_id = l.treatment_id
        join concern_parts cp on cp.concern_id = tc.concern_id) x)`;
  // A review a 임시조치 hides is neither popular nor with photos (docs/moderation.md).
  const popular = `(r.hidden_until is null and r.rating >= 4 and exists (select 1 from review_photos p where p.review_id = r.id and p.kind = 'BEFORE')
    and exists (select 1 from review_photos p where p.review_id = r.id and p.kind = 'AFTER'))`;
  const photos = '(r.hidden_until is null and exists (select 1 from review_photos p where p.review_id = r.id))';
  const tally = 'count(*)::int as n, coalesce(sum(r.rating), 0)::int as s';
  // Exact: the API rounds once (contracts/rating.ts).
  const avg = 'coalesce(a.s::float8 / nullif(a.n, 0), 0)';
  return {
    clinics: await rows(
      db,
      `select c.id, coalesce(a.n, 0) as review_count, coalesce(a.s, 0) as rating_sum, ${avg} as average_rating,
         coalesce(a.popular, 0) as popular_review_count, coalesce(a.photos, 0) as photo_review_count,
         (select count(*)::int from events e where e.clinic_id = c.id) as event_count
       from clinics c left join (select r.clinic_id, ${tally}, count(*) filter (where ${popular})::int as popular,
         count(*) filter (where ${photos})::int as photos from reviews r group by r.clinic_id) a on a.clinic_id = c.id order by c.id`,
    ),
    doctors: await rows(
      db,
      `select d.id, coalesce(a.n, 0) as review_count, coalesce(a.s, 0) as rating_sum, ${avg} as average_rating from doctors d
       left join (select rd.doctor_id, ${tally} from review_doctors rd join reviews r on r.id = rd.review_id group by rd.doctor_id) a on a.doctor_id = d.id order by d.id`,
    ),
    events: await rows(
      db,
      `select e.id, coalesce(a.n, 0) as review_count, coalesce(a.s, 0) as rating_sum, ${avg} as average_rating from events e
       left join (select r.event_id, ${tally} from reviews r group by r.event_id) a on a.event_id = e.id order by e.id`,
    ),
    flags: await rows(
      db,
      `select id from reviews r where ${popular} union all select -id from reviews r where ${photos} order by 1`,
    ),
    reviewTaxa: await rows(
      db,
      `select y.taxonomy, y.taxon_id, count(*)::int as reviews, count(*) filter (where ${photos})::int as photo_reviews,
         count(*) filter (where ${popular})::int as popular_reviews
       from reviews r join ${taxa('review_treatments', 'review_id')} y on y.owner_id = r.id group by 1, 2 order by 1, 2`,
    ),
    reviewSets: await rows(
      db,
      `select s.treatments::text, count(*)::int as reviews, count(*) filter (where ${photos})::int as photo_reviews,
         count(*) filter (where ${popular})::int as popular_reviews
       from reviews r join (select review_id, array_agg(treatment_id order by treatment_id) as treatments from review_treatments group by 1) s
         on s.review_id = r.id group by 1 order by 1`,
    ),
    eventTaxa: await rows(
      db,
      `select taxonomy, taxon_id, count(*)::int as events from ${taxa('event_treatments', 'event_id')} y group by 1, 2 order by 1, 2`,
    ),
    eventSets: await rows(
      db,
      `select treatments::text, count(*)::int as events from (select array_agg(treatment_id order by treatment_id) as treatments
       from event_treatments group by event_id) s group by 1 order by 1`,
    ),
  };
}

/** Counts as numbers (drivers may hand bigints over as strings). */
const plain = (value: unknown) =>
  JSON.parse(
    JSON.stringify(value, (_, v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v)),
  );

describe('recountRatings on the demo data set', () => {
  let db: Pg;
  beforeAll(async () => {
    if (existsSync(TEMPLATE_FILE) && !process.env.TEST_DATABASE_URL) {
      db = await openPglite(undefined, new Blob([await readFile(TEMPLATE_FILE)]));
    } else {
      db = await openPglite();
      await prepareDatabase(db, new LocalStorage(TEST_UPLOAD_DIR), { demo: true, log: () => {} });
    }
  }, 180_000);
  afterAll(() => db.close());

  it('puts back every counter, flag and taxonomy total the writes keep, from the rows alone', async () => {
    const kept = plain(await counters(db));
    expect(kept).toEqual(plain(await countersFromRows(db)));
    expect(kept.reviewTaxa.length).toBeGreaterThan(10);
    await db.client
      .exec(`update clinics set review_count = 0, rating_sum = 0, average_rating = 0, popular_review_count = 7, photo_review_count = 0, event_count = 0;
      update doctors set review_count = 3, rating_sum = 3, average_rating = 1; update events set review_count = 0, rating_sum = 9, average_rating = 5;
      update reviews set popular = not popular, has_photos = not has_photos where id % 3 = 0;
      delete from review_taxon_counts; delete from review_treatment_sets; delete from event_taxon_counts; delete from event_treatment_sets`);
    await recountRatings(db.db);
    expect(plain(await counters(db))).toEqual(kept);
  });
});

describe('seedScale', () => {
  let db: Pg;
  const statements: number[] = [];
  const COUNTS = { clinics: 100, doctors: 300, events: 3_000, reviews: 12_000 };
  // Above the review texts' lookup table (2,280 rows, written once whatever the counts).
  const BATCH = 2_500;

  beforeAll(async () => {
    db = await openPglite();
    await migrateDatabase(db);
    const fake = (kind: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        path: `/files/seed/${kind}-${i + 1}.webp`,
        name: `${kind}-${i + 1}.webp`,
        type: 'image/webp',
        size: 100 + i,
        hash: `${i}`.padStart(64, '0'),
      }));
    const pool = Object.fromEntries(
      Object.entries(POOL_SIZES).map(([kind, n]) => [kind, fake(kind, Math.min(n, 5))]),
    ) as ImagePool;
    // Every statement's rows written, as the drivers report them.
    const counting = (tx: DbOrTx): DbOrTx =>
      new Proxy(tx, {
        get(target, key, receiver) {
          if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
          return async (query: Parameters<DbOrTx['execute']>[0]) => {
            const result = (await target.execute(query)) as { affectedRows?: number; rowCount?: number | null };
            statements.push(result.affectedRows ?? result.rowCount ?? 0);
            return result;
          };
        },
      });
    await db.db.transaction((tx) => seedScale(counting(tx), pool, () => {}, COUNTS, BATCH));
  }, 180_000);
  afterAll(() => db.close());

  it('writes the counts asked for, no statement more than a batch of rows', async () => {
    const [n] = await rows<Record<string, number>>(
      db,
      'select (select count(*)::int from clinics) as clinics, (select count(*)::int from doctors) as doctors, (select count(*)::int from events) as events, (select count(*)::int from reviews) as reviews, (select count(*)::int from review_photos) as photos',
    );
    expect(n).toEqual({ ...COUNTS, photos: 2 * COUNTS.reviews });
    expect(statements.length).toBeGreaterThan(COUNTS.reviews / BATCH);
    expect(Math.max(...statements)).toBeLessThanOrEqual(BATCH);
  });

  it("numbers each clinic's reviews 1…n in the order they were written, across batches", async () => {
    const gaps = await rows(
      db,
      'select clinic_id from (select clinic_id, clinic_seq, row_number() over (partition by clinic_id order by id) as expected from reviews) x where clinic_seq <> expected limit 5',
    );
    expect(gaps).toEqual([]);
  });

  it('leaves every counter, flag and taxonomy total as the rows say', async () => {
    const seeded = plain(await counters(db));
    expect(seeded).toEqual(plain(await countersFromRows(db)));
    expect(seeded.flags.filter((r: { id: number }) => r.id > 0).length).toBeGreaterThan(0);
  });
});
