import 'server-only';
import { cache } from 'react';
import type { SearchResult } from '@/backend/routes/search/search.repository';
import type { Clinic, Concern, Doctor, Event, Part, Review, Specialty, Treatment } from '@/backend/schemas/entities';
import type { Locale } from '@/lib/i18n/config';
import { backendGet } from './backend-client';

// Loaders for the public pages: one verb per call (the OpenAPI document), wrapped in cache() so a page and its
// generateMetadata share one backend call.

export type List<T> = { data: T[]; total: number };
export type Filter = { specialtyId?: number; partId?: number; concernId?: number; treatmentId?: number };
type Paging = { offset?: number; limit?: number };

const list = async <T>(path: string, query: Record<string, string | number | boolean | undefined>) =>
  (await backendGet<List<T>>(path, query)) ?? { data: [], total: 0 };
const one = async <T>(path: string, lang: Locale) => (await backendGet<{ data: T }>(path, { lang }))?.data ?? null;

export const listSpecialties = cache((lang: Locale) => list<Specialty>('/public/specialties', { lang }));
export const listParts = cache((lang: Locale) => list<Part>('/public/parts', { lang }));
export const listConcerns = cache((lang: Locale) => list<Concern>('/public/concerns', { lang }));
export const listTreatments = cache((lang: Locale) => list<Treatment>('/public/treatments', { lang }));

export const listClinics = (q: Filter & Paging & { lang: Locale }) => list<Clinic>('/public/clinics', q);
export const listDoctors = (q: Filter & Paging & { clinicId?: number; lang: Locale }) => list<Doctor>('/public/doctors', q);
export const listEvents = (q: Filter & Paging & { clinicId?: number; ongoing?: boolean; lang: Locale }) =>
  list<Event>('/public/events', q);
export const listReviews = (
  q: Filter & Paging & { clinicId?: number; doctorId?: number; eventId?: number; sort?: 'latest' | 'popular'; lang: Locale },
) =>
  list<Review>('/public/reviews', q);

export const getClinic = cache((id: number, lang: Locale) => one<Clinic>(`/public/clinics/${id}`, lang));
export const getDoctor = cache((id: number, lang: Locale) => one<Doctor>(`/public/doctors/${id}`, lang));
export const getEvent = cache((id: number, lang: Locale) => one<Event>(`/public/events/${id}`, lang));
export const getReview = cache((id: number, lang: Locale) => one<Review>(`/public/reviews/${id}`, lang));

/** The integrated search (GET /public/search); `q` is what the search page already cleaned (1–50 characters). */
export const searchAll = cache(async (q: string, lang: Locale) => (await backendGet<{ data: SearchResult }>('/public/search', { q, lang }))?.data ?? null);
