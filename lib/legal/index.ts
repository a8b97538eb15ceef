import { locationTerms } from './location';
import { privacyPolicy } from './privacy';
import { termsOfService } from './terms';
import type { LegalDocument, Locale } from './types';

export type LegalSlug = 'terms' | 'privacy' | 'location-terms';

export const legalSlugs: readonly LegalSlug[] = ['terms', 'privacy', 'location-terms'] as const;

const documents: Record<LegalSlug, Record<Locale, LegalDocument>> = {
  terms: termsOfService,
  privacy: privacyPolicy,
  'location-terms': locationTerms,
};

export function getLegalDocument(slug: LegalSlug, locale: Locale): LegalDocument {
  const bySlug = documents[slug];
  if (!bySlug) throw new Error(`Unknown legal document: ${String(slug)}`);
  return bySlug[locale] ?? bySlug.ko;
}

export * from './types';
export { company } from './company';
