import { seoulLocalToDate } from './appointment';
import { seoulClock, WEEKDAYS, type DayHours, type OpeningHours, type Weekday } from './opening-hours';

// The times a member may prefer when booking a consultation: every SLOT_MINUTES inside the clinic's opening
// hours (Korea time), from tomorrow for BOOKING_DAYS_AHEAD days, never on a day off or a closed weekday. One
// function for the booking sheet (which offers them) and the backend (which refuses anything else).
// No zod here: the booking sheet loads this module in the browser.

export const PREFERRED_SLOTS_MAX = 3;
export const SLOT_MINUTES = 30;
export const BOOKING_DAYS_AHEAD = 28;

const DAY_MS = 86_400_000;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The weekday of a Korean calendar day `YYYY-MM-DD`. */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];

/** The Korea-time days a booking may prefer: tomorrow through BOOKING_DAYS_AHEAD days after today. */
export function bookingDates(now: Date): string[] {
  const today = seoulClock(now).date;
  return Array.from({ length: BOOKING_DAYS_AHEAD }, (_, i) => addDays(today, i + 1));
}

/**
 * A day's slot starts, 'HH:mm': from opening, every SLOT_MINUTES, each slot ending by closing and not overlapping
 * the lunch break. Hours that run past midnight offer slots until midnight (the small hours are not offered).
 */
export function daySlots(h: DayHours): string[] {
  const open = minutes(h.open);
  const close = minutes(h.close) > open ? minutes(h.close) : 24 * 60;
  const breakStart = h.breakStart && h.breakEnd ? minutes(h.breakStart) : null;
  const breakEnd = h.breakStart && h.breakEnd ? minutes(h.breakEnd) : null;
  const slots: string[] = [];
  for (let t = open; t + SLOT_MINUTES <= close; t += SLOT_MINUTES) {
    const inBreak = breakStart !== null && breakEnd !== null && t < breakEnd && t + SLOT_MINUTES > breakStart;
    if (!inBreak) slots.push(hhmm(t));
  }
  return slots;
}

/** The slots of one Korean calendar day; none on a day off or a weekday the clinic is closed. */
export function slotsOn(hours: OpeningHours, date: string): string[] {
  if (hours.closedDates?.includes(date)) return [];
  const day = hours.days[weekdayOf(date)];
  return day ? daySlots(day) : [];
}

export interface BookableDay {
  date: string;
  weekday: Weekday;
  slots: string[];
}

/** The days a member may prefer, each with its slots; days without any are left out. */
export function bookableDays(hours: OpeningHours | null, now: Date): BookableDay[] {
  if (!hours) return [];
  return bookingDates(now)
    .map((date) => ({ date, weekday: weekdayOf(date), slots: slotsOn(hours, date) }))
    .filter((d) => d.slots.length > 0);
}

export type SlotProblem = 'format' | 'past' | 'tooSoon' | 'tooFar' | 'noHours' | 'dayOff' | 'closed' | 'outsideHours';

/** What is wrong with a preferred slot `YYYY-MM-DDTHH:mm` (Korea time) for a clinic with `hours`, if anything. */
export function slotProblem(hours: OpeningHours | null, local: string, now: Date): SlotProblem | null {
  const at = seoulLocalToDate(local);
  if (!at) return 'format';
  if (at.getTime() < now.getTime()) return 'past';
  const date = local.slice(0, 10);
  const dates = bookingDates(now);
  if (date < dates[0]) return 'tooSoon';
  if (date > dates[dates.length - 1]) return 'tooFar';
  if (!hours) return 'noHours';
  if (hours.closedDates?.includes(date)) return 'dayOff';
  if (!hours.days[weekdayOf(date)]) return 'closed';
  return slotsOn(hours, date).includes(local.slice(11)) ? null : 'outsideHours';
}

/** The API's words for each problem, after the field's name (`preferred_slots[1] is on a day off`). */
export const SLOT_PROBLEM_TEXT: Record<SlotProblem, string> = {
  format: 'must be a Korea-time date and time, YYYY-MM-DDTHH:mm',
  past: 'is in the past',
  tooSoon: 'must be from tomorrow (Korea time)',
  tooFar: `must be within ${BOOKING_DAYS_AHEAD} days`,
  noHours: 'cannot be chosen: the clinic has not given its opening hours',
  dayOff: "is on the clinic's day off",
  closed: 'is on a day the clinic is closed',
  outsideHours: `is outside the clinic's opening hours (a ${SLOT_MINUTES}-minute slot within them)`,
};
