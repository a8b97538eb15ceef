// A clinic's opening hours and whether it is open at a moment, in Korean time (Asia/Seoul, UTC+9 all year:
// Korea keeps no daylight saving time). Pure, so the browser computes '진료 중' at the moment it shows it.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 'HH:MM', 00:00–23:59: opening hours in Korean time. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** How many days off a clinic lists at once, and how far ahead one may be. */
export const DAYS_OFF_MAX = 60;
export const DAYS_OFF_AHEAD = 366;

const DAY_MS = 86_400_000;
/** The last day that may be listed as a day off, counted from `today` (Korean calendar day). */
export const lastDayOffFrom = (today: string) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + DAYS_OFF_AHEAD * DAY_MS).toISOString().slice(0, 10);

/** One day's hours as 'HH:MM'; `close` at or before `open` runs past midnight into the next day. */
export interface DayHours {
  open: string;
  close: string;
  breakStart?: string | null;
  breakEnd?: string | null;
}

export interface OpeningHours {
  /** null (or absent): closed that weekday. */
  days: Partial<Record<Weekday, DayHours | null>>;
  /** The clinic's days off (휴진일), 'YYYY-MM-DD' in Korean time. */
  closedDates?: string[];
}

const SEOUL_OFFSET_MS = 9 * 3600_000;
/** 'HH:MM', 00:00–23:59: how hours are written (the API and the console's rules check it with this). */

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The Korean calendar day, weekday and minute of the day of a moment. */
export function seoulClock(at: Date): { date: string; weekday: Weekday; minute: number } {
  const local = new Date(at.getTime() + SEOUL_OFFSET_MS);
  const date = local.toISOString().slice(0, 10);
  const weekday = WEEKDAYS[(local.getUTCDay() + 6) % 7];
  return { date, weekday, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/**
 * A moment as the '진료 중' list filter asks it of the database (clinics.open_minutes, migration 0013): its
 * minute of the week in Korean time (Monday 00:00 = 0), and its Korean day and the day before, whose days off
 * close the hours that start on them.
 */
export function weekMinuteOf(at: Date): { minute: number; today: string; yesterday: string } {
  const { date, weekday, minute } = seoulClock(at);
  return { minute: WEEKDAYS.indexOf(weekday) * 1440 + minute, today: date, yesterday: previousDay(date) };
}

const previousDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const previousWeekday = (d: Weekday) => WEEKDAYS[(WEEKDAYS.indexOf(d) + 6) % 7];
const inBreak = (h: DayHours, minute: number) =>
  Boolean(h.breakStart && h.breakEnd && minute >= minutes(h.breakStart) && minute < minutes(h.breakEnd));

/** Whether the clinic is seeing patients at `at`: within the day's hours, outside the lunch break, not a day off. */
export function isOpenAt(hours: OpeningHours, at: Date): boolean {
  const { date, weekday, minute } = seoulClock(at);
  const closed = new Set(hours.closedDates ?? []);
  const today = hours.days[weekday];
  if (today && !closed.has(date)) {
    const open = minutes(today.open);
    const close = minutes(today.close);
    const within = close > open ? minute >= open && minute < close : minute >= open;
    if (within && !inBreak(today, minute)) return true;
  }
  // Yesterday's hours that run past midnight (e.g. 18:00–02:00) reach into the small hours of today.
  const yesterday = hours.days[previousWeekday(weekday)];
  if (yesterday && !closed.has(previousDay(date))) {
    const open = minutes(yesterday.open);
    const close = minutes(yesterday.close);
    if (close <= open && minute < close && !inBreak(yesterday, minute)) return true;
  }
  return false;
}
