import { describe, expect, it } from '@jest/globals';
import * as catalogue from '../catalogue/taxonomy';
import { DEMO_COUNTS } from './demo-content';
import { planDemo } from './demo-plan';
import { POOL_SIZES, type ImagePool } from './image-pool';
import { spokenConcern } from './text/concern-words';
import { SPECIALTY_WORDS } from './text/specialty-words';
import { CRITICAL, finalOf, PARTICLE_FALLBACK, particleUses, PRAISE, RIEUL } from './text/text-test-kit';

const pool = Object.fromEntries(
  Object.entries(POOL_SIZES).map(([kind, n]) => [
    kind,
    Array.from({ length: n }, (_, i) => ({
      path: `seed/${kind}-${i + 1}.webp`,
      name: `${kind}-${i + 1}.webp`,
      type: 'image/webp',
      size: 1,
      hash: '0',
    })),
  ]),
) as ImagePool;
const NOW = Date.UTC(2026, 10, 22, 12);
const plan = planDemo(pool, NOW);
const reviews = plan.reviews;

/** Every piece of Korean the demo seed writes. */
const texts = [
  ...reviews.flatMap((r) => [r.title, r.content!]),
  ...plan.clinics.map((c) => c.description).filter((d): d is string => !!d),
  ...plan.doctors.map((d) => d.description!),
  ...plan.events.flatMap((e) => [e.title, e.content]).filter((t): t is string => !!t),
];

describe('planDemo', () => {
  it('plans the demo counts, deterministically', () => {
    expect([plan.clinics.length, plan.doctors.length, plan.events.length, reviews.length]).toEqual([
      DEMO_COUNTS.clinics,
      DEMO_COUNTS.doctors,
      DEMO_COUNTS.events,
      DEMO_COUNTS.reviews,
    ]);
    expect(planDemo(pool, NOW)).toEqual(plan);
  });

  it('writes 2,000 reviews that differ in body, title and length', () => {
    expect(new Set(reviews.map((r) => r.content)).size).toBeGreaterThanOrEqual(1500);
    expect(new Set(reviews.map((r) => r.title)).size).toBeGreaterThanOrEqual(300);
    const share = (f: (text: string) => boolean) => reviews.filter((r) => f(r.content!)).length / reviews.length;
    expect(share((t) => t.length < 60)).toBeGreaterThan(0.08); // one-liners
    expect(share((t) => t.length > 300)).toBeGreaterThan(0.1);
    expect(share((t) => t.split('\n\n').length >= 3)).toBeGreaterThan(0.3); // several paragraphs
    expect(Math.max(...reviews.map((r) => r.content!.length))).toBeGreaterThan(400);
  });

  it('writes one- and two-star reviews critically, without praise, and keeps complaints out of five-star ones', () => {
    const low = reviews.filter((r) => r.rating <= 2);
    expect(low.length).toBeGreaterThan(40);
    for (const r of low) {
      expect(r.content).toMatch(CRITICAL);
      expect(r.content).not.toMatch(PRAISE);
      expect(r.title).not.toMatch(PRAISE);
    }
    for (const r of reviews.filter((x) => x.rating === 5)) expect(r.content).not.toMatch(CRITICAL);
  });

  it('never ends an event before it starts; about a fifth have ended, the rest run past today', () => {
    expect(plan.events.filter((e) => e.endsAt! < e.startsAt!)).toEqual([]);
    const ended = plan.events.filter((e) => e.endsAt!.getTime() < NOW).length;
    expect(ended).toBeGreaterThan(10);
    expect(ended).toBeLessThan(plan.events.length / 3);
    expect(plan.events.every((e) => e.startsAt!.getTime() < NOW)).toBe(true);
  });

  it('mentions an event only in reviews that came from one', () => {
    expect(reviews.filter((r) => r.eventId === null && /이벤트/.test(r.content!))).toEqual([]);
    expect(reviews.filter((r) => r.eventId !== null && /이벤트/.test(r.content!)).length).toBeGreaterThan(100);
  });

  it('never writes "은(는)" style particle fallbacks or unfilled placeholders', () => {
    for (const text of texts) {
      expect(text).not.toMatch(PARTICLE_FALLBACK);
      expect(text).not.toMatch(/[{}]|undefined|NaN/);
    }
  });

  it('chooses every particle from the word before it, including 로 after ㄹ', () => {
    const words = [
      ...plan.clinics.map((c) => c.name),
      ...plan.doctors.map((d) => d.name),
      ...catalogue.treatments.map((t) => t.name.ko),
      ...catalogue.concerns.map((c) => spokenConcern(c.id)),
      ...Object.values(SPECIALTY_WORDS).map((w) => w.specialist),
      '시술',
      '수술',
      '치료',
      '관리',
      '처방',
      '교정',
    ];
    const uses = texts.flatMap((text) => particleUses(text, words));
    expect(uses.length).toBeGreaterThan(2000);
    expect(uses.filter((u) => u.particle !== u.expected)).toEqual([]);
    expect(uses.some((u) => finalOf(u.word) === RIEUL && u.particle === '로')).toBe(true);
  });

  it('gives a clinic ending in 센터 는/로 and one ending in 의원 은/으로', () => {
    const all = texts.join('\n');
    expect(all).toMatch(/센터는 /);
    expect(all).toMatch(/센터로 /);
    expect(all).toMatch(/의원은 /);
    expect(all).toMatch(/의원으로 /);
    expect(all).not.toMatch(/센터(은|이|을|과|으로)[\s.,]/);
    expect(all).not.toMatch(/의원(는|가|를|와|로)[\s.,]/);
  });

  it('varies clinic intros, doctor intros and event titles instead of repeating one template', () => {
    const intros = plan.clinics.filter((c) => c.description);
    // A paragraph with the clinic's own name and numbers taken out: the template it came from.
    const shapes = intros.flatMap((c) => c.description!.replaceAll(c.name, 'X').replace(/\d+/g, '#').split('\n\n'));
    const most = Math.max(...[...new Set(shapes)].map((p) => shapes.filter((x) => x === p).length));
    expect(most).toBeLessThanOrEqual(intros.length * 0.3);
    expect(new Set(plan.doctors.map((d) => d.description)).size).toBe(plan.doctors.length);
    expect(new Set(plan.events.map((e) => e.title)).size).toBeGreaterThanOrEqual(plan.events.length * 0.8);
  });
});
