import { describe, it, expect } from '@jest/globals';
import { company, getLegalDocument, legalSlugs, type LegalDocument, type Locale } from './index';
import { locationTerms } from './location';
import { privacyPolicy } from './privacy';
import { termsOfService } from './terms';

const locales: Locale[] = ['ko', 'ja', 'en'];
const HANGUL = /[\uAC00-\uD7A3]/;
const KANA = /[\u3040-\u309F\u30A0-\u30FF]/;

function fullText(doc: LegalDocument): string {
  return [doc.title, doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])].join(
    '\n',
  );
}

function sectionText(section: LegalDocument['sections'][number]): string {
  return [section.heading, ...section.paragraphs, ...(section.items ?? [])].join('\n');
}

describe('legal documents', () => {
  it('exposes the three slugs', () => {
    expect([...legalSlugs].sort()).toEqual(['location-terms', 'privacy', 'terms']);
  });

  for (const slug of legalSlugs) {
    for (const locale of locales) {
      it(`${slug} (${locale}) is complete`, () => {
        const doc = getLegalDocument(slug, locale);
        expect(doc.title.trim().length).toBeGreaterThan(0);
        expect(doc.intro.trim().length).toBeGreaterThan(0);
        expect(doc.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(doc.effectiveDate).toBe('2026-11-22');
        expect(doc.sections.length).toBeGreaterThanOrEqual(8);
        expect(doc.sections.length).toBeLessThanOrEqual(14);
        for (const section of doc.sections) {
          expect(section.heading.trim().length).toBeGreaterThan(0);
          expect(section.paragraphs.length).toBeGreaterThan(0);
          for (const p of section.paragraphs) expect(p.trim().length).toBeGreaterThan(0);
          for (const item of section.items ?? []) expect(item.trim().length).toBeGreaterThan(0);
        }
        if (locale === 'ko') expect(fullText(doc)).toMatch(HANGUL);
        if (locale === 'ja') expect(fullText(doc)).toMatch(KANA);
      });
    }

    it(`${slug} has the same number of sections in every locale`, () => {
      const counts = locales.map((l) => getLegalDocument(slug, l).sections.length);
      expect(new Set(counts).size).toBe(1);
    });
  }

  it('returns the exported documents', () => {
    expect(getLegalDocument('terms', 'ja')).toBe(termsOfService.ja);
    expect(getLegalDocument('privacy', 'en')).toBe(privacyPolicy.en);
    expect(getLegalDocument('location-terms', 'ko')).toBe(locationTerms.ko);
  });

  it('privacy policy lists the privacy officer contact email in every locale', () => {
    for (const locale of locales) {
      const doc = getLegalDocument('privacy', locale);
      const { email, privacyOfficer } = company[locale];
      expect(email).toMatch(/@example\.com$/);
      const officerSection = doc.sections.find((s) => {
        const text = sectionText(s);
        return text.includes(email) && text.includes(privacyOfficer);
      });
      expect(officerSection).toBeDefined();
    }
  });

  it('Korean privacy policy covers sensitive information and destruction', () => {
    const text = fullText(getLegalDocument('privacy', 'ko'));
    expect(text).toContain('민감정보');
    expect(text).toContain('파기');
    expect(text).toContain('제23조');
  });

  it('company info is present for every locale', () => {
    for (const locale of locales) {
      const info = company[locale];
      expect(info.businessNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
      expect(info.csPhone).toBe('1588-0000');
      for (const value of Object.values(info)) expect(value.trim().length).toBeGreaterThan(0);
    }
  });
});
