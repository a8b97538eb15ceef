import { describe, it, expect } from '@jest/globals';
import { specialties, parts, concerns, treatments } from './taxonomy';

interface Entry {
  id: number;
  key: string;
  name: { ko: string; ja: string; en: string };
}

const HANGUL = /[\uAC00-\uD7A3]/;
const JAPANESE = /[\u3040-\u309F\u30A0-\u30FF\u4E00-\u9FFF]/; // hiragana, katakana, CJK ideographs
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const lists: ReadonlyArray<readonly [string, readonly Entry[]]> = [
  ['specialties', specialties],
  ['parts', parts],
  ['concerns', concerns],
  ['treatments', treatments],
];

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dups = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) dups.add(v);
    seen.add(v);
  }
  return [...dups];
}

describe('taxonomy catalogue', () => {
  it('has the minimum number of entries in each list', () => {
    expect(specialties.length).toBeGreaterThanOrEqual(8);
    expect(parts.length).toBeGreaterThanOrEqual(8);
    expect(concerns.length).toBeGreaterThanOrEqual(30);
    expect(treatments.length).toBeGreaterThanOrEqual(60);
  });

  describe.each(lists)('%s', (_label, list) => {
    it('has ids that are consecutive integers starting at 1', () => {
      expect(list.map((e) => e.id)).toEqual(list.map((_e, i) => i + 1));
    });

    it('has unique kebab-case keys', () => {
      const keys = list.map((e) => e.key);
      expect(keys.filter((k) => !KEBAB.test(k))).toEqual([]);
      expect(duplicates(keys)).toEqual([]);
    });

    it('has non-empty names in every locale', () => {
      const blank = list.filter((e) => e.name.ko.trim() === '' || e.name.ja.trim() === '' || e.name.en.trim() === '');
      expect(blank.map((e) => e.key)).toEqual([]);
    });

    it('has Korean names containing Hangul', () => {
      expect(list.filter((e) => !HANGUL.test(e.name.ko)).map((e) => e.key)).toEqual([]);
    });

    it('has Japanese names containing kana or kanji', () => {
      expect(list.filter((e) => !JAPANESE.test(e.name.ja)).map((e) => e.key)).toEqual([]);
    });

    it('has Japanese names without Hangul', () => {
      expect(list.filter((e) => HANGUL.test(e.name.ja)).map((e) => e.key)).toEqual([]);
    });

    it('has no duplicate Korean names', () => {
      expect(duplicates(list.map((e) => e.name.ko))).toEqual([]);
    });
  });

  it('links every concern to at least one existing part', () => {
    const partIds = new Set(parts.map((p) => p.id));
    for (const concern of concerns) {
      expect(concern.partIds.length).toBeGreaterThan(0);
      expect(concern.partIds.filter((id) => !partIds.has(id))).toEqual([]);
      expect(duplicates(concern.partIds.map(String))).toEqual([]);
    }
  });

  it('links every treatment to at least one existing concern and specialty', () => {
    const concernIds = new Set(concerns.map((c) => c.id));
    const specialtyIds = new Set(specialties.map((s) => s.id));
    for (const treatment of treatments) {
      expect(treatment.concernIds.length).toBeGreaterThan(0);
      expect(treatment.specialtyIds.length).toBeGreaterThan(0);
      expect(treatment.concernIds.filter((id) => !concernIds.has(id))).toEqual([]);
      expect(treatment.specialtyIds.filter((id) => !specialtyIds.has(id))).toEqual([]);
      expect(duplicates(treatment.concernIds.map(String))).toEqual([]);
      expect(duplicates(treatment.specialtyIds.map(String))).toEqual([]);
    }
  });

  it('uses every part in at least one concern', () => {
    const used = new Set(concerns.flatMap((c) => c.partIds));
    expect(parts.filter((p) => !used.has(p.id)).map((p) => p.key)).toEqual([]);
  });

  it('uses every concern in at least one treatment', () => {
    const used = new Set(treatments.flatMap((t) => t.concernIds));
    expect(concerns.filter((c) => !used.has(c.id)).map((c) => c.key)).toEqual([]);
  });

  it('uses every specialty in at least one treatment', () => {
    const used = new Set(treatments.flatMap((t) => t.specialtyIds));
    expect(specialties.filter((s) => !used.has(s.id)).map((s) => s.key)).toEqual([]);
  });

  it('links well-known treatments sensibly', () => {
    const byKey = <T extends Entry>(list: readonly T[], key: string): T => {
      const found = list.find((e) => e.key === key);
      if (!found) throw new Error(`missing ${key}`);
      return found;
    };
    const lasik = byKey(treatments, 'lasik');
    expect(lasik.specialtyIds).toContain(byKey(specialties, 'ophthalmology').id);
    expect(lasik.concernIds).toContain(byKey(concerns, 'poor-eyesight').id);

    const implant = byKey(treatments, 'dental-implant');
    expect(implant.specialtyIds).toEqual([byKey(specialties, 'dentistry').id]);

    const botox = byKey(treatments, 'botox');
    expect(botox.specialtyIds).toContain(byKey(specialties, 'dermatology').id);
    expect(botox.concernIds).toContain(byKey(concerns, 'wrinkles').id);

    const doubleEyelid = byKey(treatments, 'double-eyelid-non-incisional');
    expect(doubleEyelid.concernIds).toContain(byKey(concerns, 'monolids').id);
    expect(doubleEyelid.specialtyIds).toContain(byKey(specialties, 'plastic-surgery').id);

    const hairLoss = byKey(concerns, 'hair-loss');
    expect(hairLoss.partIds).toContain(byKey(parts, 'scalp-hair').id);
  });
});
