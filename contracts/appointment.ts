// An appointment's date and time as the clinic gives it: Korea time (Asia/Seoul, UTC+9 all year, no daylight
// saving), written `YYYY-MM-DDTHH:mm` as a date and a time input give it. Stored and answered as an instant.
// No zod here: the console loads this module in the browser.

export const SEOUL_OFFSET_MINUTES = 9 * 60;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant a Korea-time `YYYY-MM-DDTHH:mm` names, or null when it is not one (a 31 February, a 24:00). */
export function seoulLocalToDate(local: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute) - SEOUL_OFFSET_MINUTES * 60_000;
  const back = new Date(utc + SEOUL_OFFSET_MINUTES * 60_000);
  // Date.UTC rolls a 31 February over into March: a date that does not come back as written does not exist.
  if (back.getUTCDate() !== day || back.getUTCMonth() !== month - 1) return null;
  return new Date(utc);
}

/** An instant's Korea-time date and time as numbers (month 1–12). */
export function seoulPartsOf(date: Date) {
  const k = new Date(date.getTime() + SEOUL_OFFSET_MINUTES * 60_000);
  return {
    year: k.getUTCFullYear(),
    month: k.getUTCMonth() + 1,
    day: k.getUTCDate(),
    hour: k.getUTCHours(),
    minute: k.getUTCMinutes(),
  };
}

/** An instant as the Korea-time `YYYY-MM-DDTHH:mm` a date and a time input show. */
export function dateToSeoulLocal(date: Date): string {
  const p = seoulPartsOf(date);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

const WEEKDAYS_KO = ['일', '월', '화', '수', '목', '금', '토'];

/** The appointment as Korean readers write it: 2026년 12월 3일 (목) 오후 2:30, Korea time. */
export function formatAppointmentKo(iso: string): string {
  const date = new Date(iso);
  const p = seoulPartsOf(date);
  const weekday = WEEKDAYS_KO[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()];
  const half = p.hour < 12 ? '오전' : '오후';
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${p.year}년 ${p.month}월 ${p.day}일 (${weekday}) ${half} ${hour12}:${String(p.minute).padStart(2, '0')}`;
}

export type AppointmentProblem = 'missing' | 'past' | null;

/** What is wrong with a date (`YYYY-MM-DD`) and a time (`HH:mm`) typed for an appointment in Korea time, if anything. */
export function appointmentProblem(date: string, time: string, now = Date.now()): AppointmentProblem {
  const at = date && time ? seoulLocalToDate(`${date}T${time}`) : null;
  if (!at) return 'missing';
  return at.getTime() < now - 60_000 ? 'past' : null;
}
