import 'server-only';
import { cache } from 'react';
import type { Taxonomy } from '@/components/explore/explore-state';
import type { Locale } from '@/lib/i18n/config';
import { listConcerns, listParts, listSpecialties, listTreatments } from './public';

/** The four taxonomy lists (small, cached per request) that the explore filters are built from. */
export const loadTaxonomy = cache(async (lang: Locale): Promise<Taxonomy> => {
  const [specialties, parts, concerns, treatments] = await Promise.all([
    listSpecialties(lang),
    listParts(lang),
    listConcerns(lang),
    listTreatments(lang),
  ]);
  return { specialties: specialties.data, parts: parts.data, concerns: concerns.data, treatments: treatments.data };
});
