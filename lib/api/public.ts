import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { backend, dataOrNull } from './backend-client';
import { asQuery } from './query';

// Loaders for the public pages: one verb per backend call, wrapped in cache() so a page and its
// generateMetadata share one backend call. Their types come from the backend's routes.

export type Filter = { specialtyId?: number; partId?: number; concernId?: number; treatmentId?: number };
type Paging = { offset?: number; limit?: number };

const api = backend.public;

const orEmpty = <T>(page: { data: T[]; total: number } | null) => page ?? { data: [] as T[], total: 0 };
const byId = (id: number, lang: Locale) => ({ param: { id: `${id}` }, query: { lang } });

export const listSpecialties = cache(async (lang: Locale) => orEmpty(await dataOrNull(api.specialties.$get({ query: { lang } }))));
export const listParts = cache(async (lang: Locale) => orEmpty(await dataOrNull(api.parts.$get({ query: { lang } }))));
export const listConcerns = cache(async (lang: Locale) => orEmpty(await dataOrNull(api.concerns.$get({ query: { lang } }))));
export const listTreatments = cache(async (lang: Locale) => orEmpty(await dataOrNull(api.treatments.$get({ query: { lang } }))));

export const listClinics = async (q: Filter & Paging & { lang: Locale }) => orEmpty(await dataOrNull(api.clinics.$get({ query: asQuery(q) })));
export const listDoctors = async (q: Filter & Paging & { clinicId?: number; lang: Locale }) =>
  orEmpty(await dataOrNull(api.doctors.$get({ query: asQuery(q) })));
export const listEvents = async (q: Filter & Paging & { clinicId?: number; ongoing?: boolean; lang: Locale }) =>
  orEmpty(await dataOrNull(api.events.$get({ query: asQuery(q) })));
export const listReviews = async (q: Filter & Paging & { clinicId?: number; doctorId?: number; eventId?: number; sort?: 'latest' | 'popular'; lang: Locale }) =>
  orEmpty(await dataOrNull(api.reviews.$get({ query: asQuery(q) })));

export const getClinic = cache(async (id: number, lang: Locale) => (await dataOrNull(api.clinics[':id'].$get(byId(id, lang))))?.data ?? null);
export const getDoctor = cache(async (id: number, lang: Locale) => (await dataOrNull(api.doctors[':id'].$get(byId(id, lang))))?.data ?? null);
export const getEvent = cache(async (id: number, lang: Locale) => (await dataOrNull(api.events[':id'].$get(byId(id, lang))))?.data ?? null);
export const getReview = cache(async (id: number, lang: Locale) => (await dataOrNull(api.reviews[':id'].$get(byId(id, lang))))?.data ?? null);

/** The integrated search (GET /public/search); `q` is what the search page already cleaned (1–50 characters). */
export const searchAll = cache(async (q: string, lang: Locale) => (await dataOrNull(api.search.$get({ query: { q, lang } })))?.data ?? null);
