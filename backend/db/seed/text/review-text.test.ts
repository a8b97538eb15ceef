import { describe, expect, it } from '@jest/globals';
import * as catalogue from '../../catalogue/taxonomy';
import { createRandom } from '../random';
import { writeReview, type ReviewSubject } from './review-text';
import { CRITICAL, PARTICLE_FALLBACK, PRAISE, particleUses } from './text-test-kit';
import { KINDS, kindOf, type TreatmentKind } from './treatment-kinds';

const subject = (treatmentKey: string, rating: number, fromEvent = false): ReviewSubject => ({
  rating,
  treatment: catalogue.treatments.find((t) => t.key === treatmentKey)!,
  clinic: '신사 세예 피부과의원',
  doctor: '김서연',
  area: '신사',
  fromEvent,
});

// Every treatment in the catalogue, every rating, several seeds: 114 × 5 × 6 reviews.
const all = catalogue.treatments.flatMap((t) =>
  [1, 2, 3, 4, 5].flatMap((rating) =>
    [1, 2, 3, 4, 5, 6].map((seed) => ({
      key: t.key,
      rating,
      ...writeReview(createRandom(seed * 1000 + t.id), subject(t.key, rating, seed % 2 === 0)),
    })),
  ),
);

describe('writeReview', () => {
  it('fills every placeholder and never falls back to "은(는)" style particles', () => {
    for (const r of all) {
      for (const text of [r.title, r.content]) {
        expect(text).not.toMatch(/[{}]|undefined|NaN/);
        expect(text).not.toMatch(PARTICLE_FALLBACK);
      }
    }
  });

  it('writes critical reviews for one and two stars, with no praise in them', () => {
    const low = all.filter((r) => r.rating <= 2);
    for (const r of low) {
      expect(r.content).toMatch(CRITICAL);
      expect(r.content).not.toMatch(PRAISE);
    }
  });

  it('keeps critical wording out of five-star reviews and praise endings out of three-star ones', () => {
    for (const r of all.filter((x) => x.rating === 5)) expect(r.content).not.toMatch(CRITICAL);
    for (const r of all.filter((x) => x.rating === 3)) expect(r.content).not.toMatch(/재방문 의사 있|비추천|다시는 안/);
  });

  it("uses the treatment's own kind of experience (no botox sentences in a LASIK review)", () => {
    // Sentences without placeholders can be found verbatim; each must come from the review's own kind.
    const owner = new Map<string, Set<TreatmentKind>>();
    for (const [kind, phrases] of Object.entries(KINDS) as [TreatmentKind, (typeof KINDS)[TreatmentKind]][]) {
      for (const pool of [
        phrases.procedure,
        phrases.recovery,
        phrases.good,
        phrases.mixed,
        phrases.bad,
        phrases.later,
      ]) {
        for (const t of pool) if (!t.includes('{')) owner.set(t, (owner.get(t) ?? new Set()).add(kind));
      }
    }
    let found = 0;
    for (const r of all) {
      for (const [sentence, kinds] of owner) {
        if (!r.content.includes(sentence)) continue;
        found++;
        expect([r.key, [...kinds]]).toEqual([r.key, expect.arrayContaining([kindOf(r.key)])]);
      }
    }
    expect(found).toBeGreaterThan(all.length);
  });

  it('is deterministic for a seed and varies across seeds', () => {
    const s = subject('ulthera', 4);
    expect(writeReview(createRandom(7), s)).toEqual(writeReview(createRandom(7), s));
    const contents = new Set(Array.from({ length: 20 }, (_, seed) => writeReview(createRandom(seed), s).content));
    expect(contents.size).toBeGreaterThanOrEqual(18);
  });

  it('puts the particle that agrees with the last syllable after treatment and clinic names', () => {
    const words = [...catalogue.treatments.map((t) => t.name.ko), '신사 세예 피부과의원'];
    const uses = all.flatMap((r) => particleUses(r.content, words));
    expect(uses.length).toBeGreaterThan(1000);
    expect(uses.filter((u) => u.particle !== u.expected)).toEqual([]);
  });

  it.each([
    ['botox', '보톡스를'],
    ['thermage', '써마지를'],
    ['dental-implant', '임플란트를'],
    ['lasik', '라식을'],
    ['double-eyelid-incisional', '쌍꺼풀 수술(절개법)을'],
  ])('writes %s with its object particle: %s', (key, expected) => {
    const texts = Array.from(
      { length: 60 },
      (_, seed) => writeReview(createRandom(seed), subject(key, 5)).content,
    ).join('\n');
    expect(texts).toContain(expected);
  });
});
