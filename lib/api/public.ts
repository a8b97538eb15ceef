import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { pageTag, recordPageTags } from '@/backend/page-cache/tags';
import { backend, dataOrNull } from './backend-client';
import { asQuery } from './query';
import type { ClinicSort } from '@/contracts/clinics';
import type { EventSort } from '@/contracts/events';
import type { ReviewSort } from '@/contracts/reviews';
import type { SearchPageSection } from '@/contracts/search-sections';

// Loaders for the public pages: one verb per backend call, wrapped in cache() so a page and its
// generateMetadata share one backend call. Their types come from the backend's routes. Each notes what the
// page shows (recordPageTags), so the page cache refreshes the page when any of it is written.

export type Filter = { specialtyId?: number; partId?: number; concernId?: number; treatmentId?: number };
type Paging = { offset?: number; limit?: number };

const api = backend.public;

const orEmpty = <T>(page: { data: T[]; total: number } | null) => page ?? { data: [] as T[], total: 0 };
const byId = (id: number, lang: Locale) => ({ param: { id: `${id}` }, query: { lang } });

/**
 * The taxonomy catalogue is reference data: it is written only when a database is prepared or seeded, never by a
 * request. Every explore page and /home shows it, so the process keeps each list for REFERENCE_TTL_MS instead of
 * asking the backend for four lists on every render (a re-seeded catalogue shows within that time). A failed call
 * is not kept.
 */
const REFERENCE_TTL_MS = 60_000;
const referenceData = new Map<string, { until: number; value: Promise<unknown> }>();
function reference<T>(key: string, load: () => Promise<T>): Promise<T> {
  const kept = referenceData.get(key);
  if (kept && kept.until > Date.now()) return kept.value as Promise<T>;
  const value = load();
  const entry = { until: Date.now() + REFERENCE_TTL_MS, value };
  referenceData.set(key, entry);
  value.catch(() => {
    if (referenceData.get(key) === entry) referenceData.delete(key);
  });
  return value;
}

export const listSpecialties = (lang: Locale) =>
  reference(`specialties:${lang}`, async () => orEmpty(await dataOrNull(api.specialties.$get({ query: { lang } }))));
export const listParts = (lang: Locale) =>
  reference(`parts:${lang}`, async () => orEmpty(await dataOrNull(api.parts.$get({ query: { lang } }))));
export const listConcerns = (lang: Locale) =>
  reference(`concerns:${lang}`, async () => orEmpty(await dataOrNull(api.concerns.$get({ query: { lang } }))));
export const listTreatments = (lang: Locale) =>
  reference(`treatments:${lang}`, async () => orEmpty(await dataOrNull(api.treatments.$get({ query: { lang } }))));

type Ref = { id: number };
type Shown = { id: number; clinic?: Ref; event?: Ref | null; doctors?: Ref[] };

/** Tags of what a card shows: the item itself and the clinic, doctors and event it names. */
function shown(kind: 'clinic' | 'doctor' | 'event' | 'review', item: Shown): string[] {
  const tags = [pageTag[kind](item.id)];
  if (item.clinic) tags.push(pageTag.clinic(item.clinic.id));
  if (item.event) tags.push(pageTag.event(item.event.id));
  for (const d of item.doctors ?? []) tags.push(pageTag.doctor(d.id));
  return tags;
}

/** A list may gain items: one clinic's (doctor's, event's) list is refreshed with it, any other with its kind. */
const listed = <T extends Shown>(
  kind: 'clinic' | 'doctor' | 'event' | 'review',
  page: { data: T[]; total: number },
  owner?: string,
) => {
  recordPageTags(owner ?? pageTag.list(`${kind}s`), ...page.data.flatMap((item) => shown(kind, item)));
  return page;
};
const ownerOf = (q: { clinicId?: number; doctorId?: number; eventId?: number }) =>
  q.doctorId
    ? pageTag.doctor(q.doctorId)
    : q.eventId
      ? pageTag.event(q.eventId)
      : q.clinicId
        ? pageTag.clinic(q.clinicId)
        : undefined;

export const listClinics = async (
  q: Filter & Paging & { district?: string; openAt?: 'now'; priceMin?: string; sort?: ClinicSort; lang: Locale },
) => listed('clinic', orEmpty(await dataOrNull(api.clinics.$get({ query: asQuery(q) }))));
export const listDoctors = async (q: Filter & Paging & { clinicId?: number; lang: Locale }) =>
  listed('doctor', orEmpty(await dataOrNull(api.doctors.$get({ query: asQuery(q) }))), ownerOf(q));
export const listEvents = async (
  q: Filter &
    Paging & {
      clinicId?: number;
      district?: string;
      ongoing?: boolean;
      ended?: boolean;
      sort?: EventSort;
      lang: Locale;
    },
) => listed('event', orEmpty(await dataOrNull(api.events.$get({ query: asQuery(q) }))), ownerOf(q));
export const listReviews = async (
  q: Filter & Paging & { clinicId?: number; doctorId?: number; eventId?: number; sort?: ReviewSort; lang: Locale },
) => listed('review', orEmpty(await dataOrNull(api.reviews.$get({ query: asQuery(q) }))), ownerOf(q));

/** The first page of a clinic's, doctor's or event's reviews (its 리뷰 tab), cached per request: see preload. */
export const firstReviewsOf = cache((owner: 'clinic' | 'doctor' | 'event', id: number, lang: Locale) =>
  listReviews({
    clinicId: owner === 'clinic' ? id : undefined,
    doctorId: owner === 'doctor' ? id : undefined,
    eventId: owner === 'event' ? id : undefined,
    offset: 0,
    limit: 10,
    lang,
  }),
);
/** A clinic's doctors (its 의료진 tab: up to 100, one page), cached per request. */
export const clinicDoctors = cache((clinicId: number, lang: Locale) =>
  listDoctors({ clinicId, offset: 0, limit: 100, lang }),
);
/** A clinic's ongoing events (its 이벤트 tab: up to 100, one page), cached per request. */
export const clinicOngoingEvents = cache((clinicId: number, lang: Locale) =>
  listEvents({ clinicId, ongoing: true, offset: 0, limit: 100, lang }),
);

/**
 * Starts loaders without waiting for them, so that a page asks for everything its id decides at once instead of
 * one call after another (the entity first, then what its sections show). The loaders are cache()d per request:
 * the component that later calls one with the same arguments gets the call already under way. A failure is left
 * to that component (here it is only kept from being an unhandled rejection when the page ends up not showing it,
 * e.g. a 404).
 */
export function preload(...pending: (Promise<unknown> | null | undefined | false)[]): void {
  for (const p of pending) if (p) p.catch(() => undefined);
}

// A missing entity is tagged too: the 404 page is refreshed when the id comes to exist.
const found = <T extends Shown>(
  kind: 'clinic' | 'doctor' | 'event' | 'review',
  id: number,
  item: T | null | undefined,
) => {
  recordPageTags(pageTag[kind](id), ...(item ? shown(kind, item) : []));
  return item ?? null;
};

export const getClinic = cache(async (id: number, lang: Locale) =>
  found('clinic', id, (await dataOrNull(api.clinics[':id'].$get(byId(id, lang))))?.data),
);
export const getDoctor = cache(async (id: number, lang: Locale) =>
  found('doctor', id, (await dataOrNull(api.doctors[':id'].$get(byId(id, lang))))?.data),
);
export const getEvent = cache(async (id: number, lang: Locale) =>
  found('event', id, (await dataOrNull(api.events[':id'].$get(byId(id, lang))))?.data),
);
/** An event's price-honoured figure (docs/trust.md); null when the call fails (the page shows none). */
export const getEventPriceFigure = cache(async (id: number) => {
  recordPageTags(pageTag.event(id));
  return (await dataOrNull(api.events[':id'].trust.$get({ param: { id: String(id) } })))?.data.price ?? null;
});
/** A treatment's or event's recovery curves (docs/trust.md#recovery); null when the call fails (no chart). */
export const getRecoveryCurves = cache(async (kind: 'treatment' | 'event', id: number) => {
  const param = { param: { id: String(id) } };
  if (kind === 'event') {
    recordPageTags(pageTag.event(id));
    return (await dataOrNull(api.events[':id'].recovery.$get(param)))?.data ?? null;
  }
  // Treatment figures follow within the page cache's TTL (backend/trust/recompute.ts touchFigurePages).
  return (await dataOrNull(api.treatments[':id'].recovery.$get(param)))?.data ?? null;
});
/** A review's public recovery timeline (its writer's check-ins); empty when the call fails. */
export const getReviewCheckins = cache(
  async (id: number) => (await dataOrNull(api.reviews[':id'].checkins.$get({ param: { id: String(id) } })))?.data ?? [],
);
/** A treatment's side-effect shares (docs/trust.md#side-effects); null when unknown or the call fails. */
export const getTreatmentSideEffects = cache(async (id: number) => {
  recordPageTags(pageTag.all);
  return (await dataOrNull(api.treatments[':id']['side-effects'].$get({ param: { id: String(id) } })))?.data ?? null;
});
/** A clinic's side-effect count with its reply; null when the call fails (the page shows none). */
export const getClinicSideEffects = cache(async (id: number) => {
  recordPageTags(pageTag.clinic(id));
  return (await dataOrNull(api.clinics[':id']['side-effects'].$get({ param: { id: String(id) } })))?.data ?? null;
});
/** The thresholds and last recomputation of the trust figures (the method pages). */
export const getTrustMethod = cache(async () => (await dataOrNull(api.trust.method.$get()))?.data ?? null);
export const getReview = cache(async (id: number, lang: Locale) => {
  recordPageTags(pageTag.reviewPage(id));
  return found('review', id, (await dataOrNull(api.reviews[':id'].$get(byId(id, lang))))?.data);
});

/** The integrated search (GET /public/search); `q` is what the search page already cleaned (1–50 characters). */
export const searchAll = cache(async (q: string, lang: Locale) => {
  const result = (await dataOrNull(api.search.$get({ query: { q, lang } })))?.data ?? null;
  // Any new or renamed clinic, doctor or event may match: the search pages go with every such write.
  recordPageTags(pageTag.list('clinics'), pageTag.list('doctors'), pageTag.list('events'));
  return result;
});

const searchPageTags = () =>
  recordPageTags(pageTag.list('clinics'), pageTag.list('doctors'), pageTag.list('events'), pageTag.list('reviews'));

/** The search page's first view (GET /public/search/overview): every section's first rows; null when it failed. */
export const searchOverview = cache(async (q: string, lang: Locale) => {
  const result = (await dataOrNull(api.search.overview.$get({ query: { q, lang } })))?.data ?? null;
  searchPageTags();
  return result;
});

/** One section of the search page, its first page and count (GET /public/search/sections/{section}); null when it failed. */
export const searchSection = cache(async (section: SearchPageSection, q: string, lang: Locale, limit: number) => {
  const result = await dataOrNull(
    api.search.sections[':section'].$get({ param: { section }, query: { q, lang, limit: `${limit}` } }),
  );
  searchPageTags();
  return result;
});

/** The areas clinics lie in, most clinics first (the explore hub's area chips). */
export const listDistricts = cache(async () => {
  const list = (await dataOrNull(api.districts.$get({ query: {} })))?.data ?? [];
  recordPageTags(pageTag.list('clinics')); // an address edit may add or empty an area
  return list;
});
