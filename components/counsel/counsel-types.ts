import type { Counsel } from '@/contracts/counsels';

/**
 * The counselled item's name (clinic, doctor) or title (event, review); null once it was deleted. A review's
 * title may be empty: it then reads `untitled`.
 */
export const sourceLabel = (c: Counsel, untitled: string): string | null =>
  c.source ? ('name' in c.source ? c.source.name : c.source.title.trim() || untitled) : null;

/** Each kind of counselled item: its Detail message key (병원, 의사, 이벤트, 리뷰) and its /contents/{kind} path. */
export const SOURCE_KIND = {
  CLINIC: 'clinic',
  DOCTOR: 'doctor',
  EVENT: 'event',
  REVIEW: 'review',
} as const satisfies Record<Counsel['sourceType'], string>;
