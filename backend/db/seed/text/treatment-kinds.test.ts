import { describe, expect, it } from '@jest/globals';
import * as catalogue from '../../catalogue/taxonomy';
import { fill } from './josa';
import * as P from './review-phrases';
import * as T from './review-titles';
import { hasKind, KINDS } from './treatment-kinds';

const SAMPLE = {
  clinic: '강남 라라 모발이식센터',
  treatment: '울쎄라',
  concern: '탄력 저하',
  doctor: '김서연',
  area: '강남',
  act: '시술',
  past: '받았어요',
  d: 3,
  n: 2,
  w: 4,
  m: 6,
  kg: 5,
  wait: 50,
  price: '30만 원',
};

const kindPools = Object.entries(KINDS).flatMap(([kind, k]) =>
  (['procedure', 'recovery', 'good', 'mixed', 'bad', 'later'] as const).map(
    (pool) => [`${kind}.${pool}`, k[pool]] as const,
  ),
);
const sharedPools = [
  ...Object.entries({
    OPENINGS: P.OPENINGS,
    FIRST_OPENINGS: P.FIRST_OPENINGS,
    EVENT_OPENINGS: P.EVENT_OPENINGS,
    BAD_OPENINGS: P.BAD_OPENINGS,
  }),
  ...Object.entries(P.CONSULT).map(([k, v]) => [`CONSULT.${k}`, v] as const),
  ...Object.entries(P.SERVICE).map(([k, v]) => [`SERVICE.${k}`, v] as const),
  ...Object.entries(P.LATER).map(([k, v]) => [`LATER.${k}`, v] as const),
  ['MINOR_COMPLAINTS', P.MINOR_COMPLAINTS] as const,
  ['SOFTENERS', P.SOFTENERS] as const,
  ...Object.entries(P.REPEAT.openings).map(([k, v]) => [`REPEAT.openings.${k}`, v] as const),
  ...(['consultGood', 'consultBad', 'endings', 'oneLiners', 'titles'] as const).map(
    (k) => [`REPEAT.${k}`, P.REPEAT[k]] as const,
  ),
  ...Object.entries(T.TITLES).map(([k, v]) => [`TITLES.${k}`, v] as const),
  ...Object.entries(T.ONE_LINERS).map(([k, v]) => [`ONE_LINERS.${k}`, v] as const),
  ...Object.entries(T.ENDINGS).map(([k, v]) => [`ENDINGS.${k}`, v] as const),
  ['FIRST_TITLES', T.FIRST_TITLES] as const,
];

describe('review sentence tables', () => {
  it('give every catalogue treatment a kind', () => {
    expect(catalogue.treatments.filter((t) => !hasKind(t.key)).map((t) => t.key)).toEqual([]);
  });

  it.each([...kindPools, ...sharedPools])(
    '%s: non-empty, each template fills with known placeholders and particles',
    (_name, pool) => {
      expect(pool.length).toBeGreaterThan(0);
      for (const template of pool) {
        expect(template).not.toMatch(/\((?:은|는|이|가|을|를|으)\)/);
        expect(fill(template, SAMPLE)).not.toMatch(/[{}]/);
      }
    },
  );

  it('quotes days only where a kind counts at least two, so no review says "1일 만에"', () => {
    const usesDays = (k: (typeof KINDS)[keyof typeof KINDS]) =>
      [k.procedure, k.recovery, k.good, k.mixed, k.bad, k.later].some((pool) => pool.some((t) => t.includes('{d}')));
    expect(
      Object.entries(KINDS)
        .filter(([, k]) => usesDays(k) && k.days[0] < 2)
        .map(([kind]) => kind),
    ).toEqual([]);
  });

  it('keeps "my third visit" wording out of surgery done once', () => {
    const once = Object.entries(KINDS)
      .filter(([, k]) => !k.repeatable)
      .map(([kind]) => kind);
    expect(once).toEqual(expect.arrayContaining(['eyes', 'nose', 'contour', 'vision', 'implant', 'hairTransplant']));
    for (const template of [...P.OPENINGS, ...T.TITLES.good, ...T.ENDINGS.good, ...T.ONE_LINERS.good]) {
      expect(template).not.toMatch(/번째|재방문 후기|회 차 기록|또 받으러/);
    }
  });
});
