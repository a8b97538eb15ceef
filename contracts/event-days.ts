// Events run from their first to their last day, inclusive, in Korean time (UTC+9, no daylight saving).

/** The first instant of a Seoul calendar day (YYYY-MM-DD). */
export const seoulDayStart = (day: string): Date => new Date(`${day}T00:00:00+09:00`);

/** The last instant of a Seoul calendar day (YYYY-MM-DD). */
export const seoulDayEnd = (day: string): Date => new Date(`${day}T23:59:59.999+09:00`);

/** The Seoul calendar day (YYYY-MM-DD) of an instant; null for none or an invalid one. */
export function seoulDayOf(iso: string | null | undefined): string | null {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? null : new Date(t + 9 * 3_600_000).toISOString().slice(0, 10);
}

export type EventStatus = 'UPCOMING' | 'ONGOING' | 'ENDED';

/** Where an event stands at `now`: before its start, running, or past its end. */
export function eventStatus(startsAt: string | null, endsAt: string | null, now = Date.now()): EventStatus {
  if (endsAt && Date.parse(endsAt) < now) return 'ENDED';
  if (startsAt && Date.parse(startsAt) > now) return 'UPCOMING';
  return 'ONGOING';
}
