// Type-level tests, checked by `npm run typecheck` (tsc), never run: each `@ts-expect-error` line must
// fail to compile, or tsc reports the directive as unused. They pin what the typed data layer promises:
// a misspelled or renamed column, or a row field the query does not select, is a compile error.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { clinics, members, reviews, specialties } from '../db/schema';
import { clinicsIn } from '../routes/clinics/clinics.repository';
import type { Clinic } from '@/contracts/clinics';
import { clinicSummaryColumns, toClinicSummary } from './dto';
import { jsonAgg, jsonObject, nameIn, qb, scalar, type JsonRow } from './sql';

declare const db: DbOrTx;

export async function misspelledColumns() {
  // @ts-expect-error -- no column `reviewCnt`: a typo in a column name does not compile
  await db.select({ count: clinics.reviewCnt }).from(clinics);
  // @ts-expect-error -- columns are the schema's keys, not the SQL names (`session_version`)
  await db.select({ version: members.session_version }).from(members);
  // @ts-expect-error -- a condition on a column that does not exist
  await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.clinicSequence, 1));
}

export async function rowTypesComeFromTheQuery() {
  const [row] = await db.select({ id: clinics.id, name: clinics.name, rating: clinics.averageRating }).from(clinics);
  const id: number = row.id;
  const rating: number = row.rating;
  // @ts-expect-error -- `description` was not selected, so the row has no such field
  const description = row.description;
  // @ts-expect-error -- `name` is text: the row says string, not number
  const name: number = row.name;
  return { id, rating, description, name };
}

export function jsonListsAreTypedByTheirColumns() {
  const named = jsonObject({ id: specialties.id, name: nameIn(specialties, 'ja') });
  const ok: JsonRow<{ id: typeof specialties.id }> = { id: 1 };
  // @ts-expect-error -- the JSON object's `id` is an integer column: number, not string
  const wrongId: (typeof named)['_']['type'] = { id: '1', name: 'x' };
  const stamped = jsonAgg({ at: reviews.createdAt }, reviews.id);
  // @ts-expect-error -- timestamps read back from JSON are ISO strings, not Date
  const createdAt: NonNullable<(typeof stamped)['_']['type']>[number]['at'] = new Date();
  // @ts-expect-error -- only the taxonomy tables have name_ko/name_ja/name_en
  nameIn(clinics, 'ko');
  const count = scalar(qb.select({ n: clinics.reviewCount }).from(clinics));
  // @ts-expect-error -- a scalar subquery has its one field's type (number here)
  const countText: (typeof count)['_']['type'] = 'many';
  return { named, ok, wrongId, stamped, createdAt, count, countText };
}

export function mappersAnswerTheApiEntityTypes(row: Parameters<typeof toClinicSummary>[0]) {
  const summary = toClinicSummary(row);
  // @ts-expect-error -- a mapper's input is the selected columns: `road_address` is not one of them
  toClinicSummary({ id: 1, name: 'x', road_address: null, detailAddress: null, profileImage: null });
  // @ts-expect-error -- the API entity (z.infer of the zod schema) has no `reviewCnt` field
  const clinic: Clinic = { ...({} as Clinic), reviewCnt: 1 };
  return { summary, clinic, clinicSummaryColumns };
}

export async function idPagesMustYieldAnId() {
  await clinicsIn(
    db,
    { key: 'top', query: () => qb.select({ id: clinics.id }).from(clinics).limit(10), values: {} },
    'ko',
  );
  // @ts-expect-error -- a page of ids must select a column named `id`
  await clinicsIn(db, { key: 'top', query: () => qb.select({ clinicId: clinics.id }).from(clinics), values: {} }, 'ko');
}
