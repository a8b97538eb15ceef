import { describe, expect, it } from '@jest/globals';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { clinicImages, specialties } from '../db/schema';
import { jsonAgg, jsonList, jsonObject, nameIn, qb, toIso } from './sql';

const render = (query: SQL) => new PgDialect().sqlToQuery(query).sql;

describe('typed SQL helpers', () => {
  it.each([
    ['ko', '"specialties"."name_ko"'],
    ['ja', '"specialties"."name_ja"'],
    ['en', '"specialties"."name_en"'],
  ] as const)('nameIn(%s) reads the column %s', (lang, column) => {
    expect(render(jsonObject({ name: nameIn(specialties, lang) }))).toBe(`json_build_object('name', ${column})`);
  });

  it('refuses a JSON key that is not an identifier (keys are spliced into the SQL)', () => {
    expect(() => jsonObject({ "x', 'y": specialties.id })).toThrow('is not an identifier');
  });

  it('a JSON list is [] rather than null when the subquery finds nothing', () => {
    const images = qb
      .select({ list: jsonAgg(clinicImages.path, clinicImages.position) })
      .from(clinicImages)
      .where(eq(clinicImages.clinicId, 1));
    expect(render(jsonList(images))).toMatch(
      /^coalesce\(\(select json_agg\(.+ order by .+\) from "clinic_images" where .+\), '\[\]'::json\)$/,
    );
  });

  it.each([
    [new Date('2026-11-22T10:00:00Z'), '2026-11-22T10:00:00.000Z'],
    ['2026-11-22T19:00:00+09:00', '2026-11-22T10:00:00.000Z'],
    [null, null],
  ])('toIso(%p) is %p', (value, iso) => expect(toIso(value)).toBe(iso));
});
