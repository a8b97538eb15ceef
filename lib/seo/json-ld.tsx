import type { Clinic, ClinicSummary } from '@/contracts/clinics';
import type { Image } from '@/contracts/common';
import type { Doctor } from '@/contracts/doctors';
import type { Event } from '@/contracts/events';
import type { Review } from '@/contracts/reviews';
import { absoluteUrl, imageUrl } from './metadata';

// schema.org structured data for the public detail pages. Builders return plain objects (easy to test);
// <JsonLd> renders them. Undefined/null/empty values are dropped so the output holds only what is known.

export type JsonLdObject = { '@context'?: string; '@type': string | string[]; [key: string]: unknown };

const CONTEXT = 'https://schema.org';

/** Reviews show no author's name: every review is attributed to the same generic author. */
export const REVIEW_AUTHOR_NAME = '뷰티노트 회원';

const clinicPath = (id: number) => `/contents/clinic/${id}`;

/** Drops undefined, null, '' and [] members (one level; nested objects are built compacted). */
function compact<T extends Record<string, unknown>>(obj: T): T {
  return Object.fromEntries(
    Object.entries(obj).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}

const images = (list: (Image | null | undefined)[]): string[] => [
  ...new Set(list.map((i) => imageUrl(i?.url)).filter((u): u is string => u !== null)),
];

const postalAddress = (street: string | null | undefined) =>
  compact({ '@type': 'PostalAddress', streetAddress: street?.trim() || undefined, addressCountry: 'KR' });

/** AggregateRating on a 1–5 scale, or undefined when there are no reviews (an empty rating is invalid). */
export function aggregateRating(averageRating: number, reviewCount: number): JsonLdObject | undefined {
  if (!(reviewCount > 0)) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: averageRating, // as the API rounded it, the figure the page shows
    reviewCount,
    bestRating: 5,
    worstRating: 1,
  };
}

/** The clinic as a nested reference (itemReviewed, memberOf, offeredBy). */
function clinicRef(clinic: ClinicSummary): JsonLdObject {
  const url = absoluteUrl(clinicPath(clinic.id));
  return compact({
    '@type': 'MedicalClinic',
    '@id': `${url}#clinic`,
    name: clinic.name,
    url,
    image: images([clinic.profileImage])[0],
    address: postalAddress(clinic.address),
  });
}

/** MedicalClinic for /contents/clinic/{id}; `url` is the page's canonical URL. */
export function medicalClinicJsonLd(clinic: Clinic, url: string): JsonLdObject {
  const street = [clinic.address.roadAddress, clinic.address.detailAddress].filter(Boolean).join(' ');
  return compact({
    '@context': CONTEXT,
    '@type': 'MedicalClinic',
    '@id': `${absoluteUrl(clinicPath(clinic.id))}#clinic`,
    name: clinic.name,
    description: clinic.description ?? undefined,
    url,
    image: images([clinic.profileImage, clinic.bannerImage, ...clinic.introductionImages]),
    address: postalAddress(street),
    aggregateRating: aggregateRating(clinic.averageRating, clinic.reviewCount),
  });
}

/**
 * Physician for /contents/doctor/{id}. In schema.org a Physician is a MedicalOrganization (not a Person),
 * so the clinic is linked with `memberOf` (valid on organisations) rather than the Person-only
 * `worksFor`/`affiliation`; its address is the clinic's.
 */
export function physicianJsonLd(doctor: Doctor, url: string): JsonLdObject {
  return compact({
    '@context': CONTEXT,
    '@type': 'Physician',
    name: doctor.name,
    description: doctor.description ?? undefined,
    url,
    image: images([doctor.profileImage])[0],
    address: postalAddress(doctor.clinic.address),
    memberOf: clinicRef(doctor.clinic),
    aggregateRating: aggregateRating(doctor.averageRating, doctor.reviewCount),
  });
}

/** Review for /contents/review/{id}: the clinic is the item reviewed; the author is anonymous. */
export function reviewJsonLd(review: Review, url: string, authorName: string = REVIEW_AUTHOR_NAME): JsonLdObject {
  return compact({
    '@context': CONTEXT,
    '@type': 'Review',
    name: review.title,
    reviewBody: review.content,
    url,
    datePublished: review.created_at,
    reviewRating: {
      '@type': 'Rating',
      ratingValue: Math.min(5, Math.max(1, Math.round(review.rating))),
      bestRating: 5,
      worstRating: 1,
    },
    itemReviewed: clinicRef(review.clinic),
    author: { '@type': 'Person', name: authorName },
  });
}

/**
 * A treatment event (promotion) for /contents/event/{id}, as an Offer by the clinic of the treatments
 * it covers, valid between its start and end.
 */
export function eventJsonLd(event: Event, url: string): JsonLdObject {
  return compact({
    '@context': CONTEXT,
    '@type': 'Offer',
    name: event.title,
    description: event.content ?? undefined,
    url,
    image: images([event.mainImage, event.cardImage, ...event.detailImages]),
    validFrom: event.startsAt ?? undefined,
    validThrough: event.endsAt ?? undefined,
    offeredBy: clinicRef(event.clinic),
    itemOffered: event.treatments.map((t) => ({ '@type': 'Service', name: t.name })),
  });
}

/**
 * JSON for a `<script type="application/ld+json">`: every `<` is escaped as \u003c (still the same JSON),
 * so user text such as `</script><script>…` can never end the script element or open a comment.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Renders structured data; a server component (no client JavaScript). */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
