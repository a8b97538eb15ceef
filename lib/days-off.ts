import { DAYS_OFF_MAX, lastDayOffFrom } from '@/contracts/opening-hours';

// Days off (휴진일) as the console adds them: one day or a run of days (a holiday week), within limits that keep
// the list meaningful. Pure, so the form and its test share it; the API checks the stored list again
// (contracts/clinics.ts).

/** The longest run of days off added in one go (the list's size and reach: contracts/opening-hours.ts). */
export const DAYS_OFF_RUN_MAX = 31;

export type DaysOffProblem = 'invalidDate' | 'past' | 'tooFar' | 'endBeforeStart' | 'runTooLong' | 'tooMany';

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** A calendar day that exists, as 'YYYY-MM-DD' ('2026-02-30' does not). */
export const isRealDay = (d: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(dayNumber(d)) && dayOf(dayNumber(d)) === d;

/**
 * The list with the days from `from` to `to` (inclusive; `to` empty for one day) added, sorted and without
 * repeats; or the problem that stops it. Days before `today` are refused: a day off is news for patients.
 */
export function addDaysOff(
  list: string[],
  from: string,
  to: string,
  today: string,
): { dates: string[] } | { problem: DaysOffProblem } {
  const end = to || from;
  if (!isRealDay(from) || !isRealDay(end)) return { problem: 'invalidDate' };
  if (end < from) return { problem: 'endBeforeStart' };
  if (from < today) return { problem: 'past' };
  if (end > lastDayOffFrom(today)) return { problem: 'tooFar' };
  const first = dayNumber(from);
  const length = dayNumber(end) - first + 1;
  if (length > DAYS_OFF_RUN_MAX) return { problem: 'runTooLong' };
  const dates = [...new Set([...list, ...Array.from({ length }, (_, i) => dayOf(first + i))])].sort();
  if (dates.length > DAYS_OFF_MAX) return { problem: 'tooMany' };
  return { dates };
}
