import { count, eq, min, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { specialties, treatments, treatmentSpecialties } from '../../db/schema';
import type { Lang } from '../../lib/params';
import { preparedFor } from '../../lib/prepared';
import { nameIn, qb, scalar } from '../../lib/sql';
import { exactMatch, type Lookup } from './search-page.query';
import type { Values } from './search-page.listed';

/*
 * The taxonomy sections of the search page (about a hundred names per language) are read whole: the test runs
 * on each name in the request's language, its 초성 key computed as it goes, and the count is exact.
 */

export type TaxonSection = 'specialties' | 'treatments';

const firstSpecialty = () =>
  qb
    .select({ id: min(treatmentSpecialties.specialtyId) })
    .from(treatmentSpecialties)
    .where(eq(treatmentSpecialties.treatmentId, treatments.id));

const matches = (lookup: Lookup, name: PgColumn) => exactMatch(lookup, name, sql`search_initials(${name})`);
const page = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

function rows(db: DbOrTx, section: TaxonSection, lookup: Lookup, lang: Lang) {
  return preparedFor(db, `searchPage.${section}:${lookup}:${lang}`, () => {
    if (section === 'specialties') {
      const name = nameIn(specialties, lang);
      return db
        .select({ id: specialties.id, name })
        .from(specialties)
        .where(matches(lookup, name))
        .orderBy(specialties.id)
        .limit(page.limit)
        .offset(page.offset);
    }
    const name = nameIn(treatments, lang);
    return db
      .select({ id: treatments.id, name, specialtyId: scalar(firstSpecialty()) })
      .from(treatments)
      .where(matches(lookup, name))
      .orderBy(treatments.id)
      .limit(page.limit)
      .offset(page.offset);
  });
}

function total(db: DbOrTx, section: TaxonSection, lookup: Lookup, lang: Lang) {
  const table = section === 'specialties' ? specialties : treatments;
  return preparedFor(db, `searchPage.${section}.count:${lookup}:${lang}`, () =>
    db
      .select({ n: count() })
      .from(table)
      .where(matches(lookup, nameIn(table, lang))),
  );
}

/** The first view's rows of a taxonomy section, as one branch of a union (search-page.repository.ts). */
export function taxonBranch(db: DbOrTx, section: TaxonSection, lookup: Lookup, lang: Lang) {
  const table = section === 'specialties' ? specialties : treatments;
  const name = nameIn(table, lang);
  return db
    .select({
      section: sql<string>`${sql.raw(`'${section}'`)}`.as('section'),
      id: table.id,
      text: sql<string>`${name}`.as('text'),
      clinicName: sql<string | null>`null::text`.as('clinic_name'),
      rank: sql<number>`0::bigint`.mapWith(Number).as('rank'),
      specialtyId: sql<number | null>`${section === 'treatments' ? firstSpecialty() : sql`null::int`}`.as(
        'specialty_id',
      ),
    })
    .from(table)
    .where(matches(lookup, name))
    .orderBy(table.id)
    .limit(page.limit);
}

/** A page of a taxonomy section in catalogue order, and how many names match. */
export async function taxonPage(
  db: DbOrTx,
  section: TaxonSection,
  lookup: Lookup,
  lang: Lang,
  values: Values,
  counted: boolean,
) {
  const [found, n] = await Promise.all([
    rows(db, section, lookup, lang).execute(values) as Promise<
      { id: number; name: string; specialtyId?: number | null }[]
    >,
    counted
      ? total(db, section, lookup, lang)
          .execute(values)
          .then(([r]) => r.n)
      : null,
  ]);
  return { rows: found, total: n };
}
