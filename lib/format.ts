// Display formats (docs/product.md#rules).

const SEOUL = 'Asia/Seoul';

// Making an Intl formatter costs far more than formatting with it (tens of microseconds each, with time zone
// data), and a list of cards used to make one per date and price: they are made once per locale and options.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** `new Intl.DateTimeFormat(locale, options)`, made once per process for each locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once per process for each locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * Rating with one decimal: 4.5, 5.0. The API's averageRating is already rounded once (contracts/rating.ts), so
 * this only pads it: a second rounding is what once showed 4.545 as 4.6.
 */
export const formatRating = (rating: number) => rating.toFixed(1);

function seoulParts(iso: string) {
  const parts = dateTimeFormat('en-GB', {
    timeZone: SEOUL,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** Review card date: YY.MM.DD HH:mm (Seoul time). */
export function formatReviewDateTime(iso: string): string {
  const p = seoulParts(iso);
  return `${p.year.slice(2)}.${p.month}.${p.day} ${p.hour}:${p.minute}`;
}

/** Review detail date: YYYY.MM.DD (Seoul time). */
export function formatDate(iso: string): string {
  const p = seoulParts(iso);
  return `${p.year}.${p.month}.${p.day}`;
}

/** Cuts text at `max` characters (default 12, docs/product.md#rules) and adds an ellipsis; counts code points, not UTF-16 units. */
export function truncate(text: string, max = 12): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** KRW amount with thousands separators: 1,250,000. */
export const formatWon = (amount: number) => numberFormat('ko-KR').format(amount);

/** A Korean phone number (digits) with its dashes: 0212345678 → 02-1234-5678, 01012345678 → 010-1234-5678, 15881234 → 1588-1234. */
export function formatPhone(digits: string): string {
  if (!/^\d+$/.test(digits)) return digits;
  if (digits.length === 8) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  const area = digits.startsWith('02') ? 2 : 3;
  const rest = digits.slice(area);
  if (rest.length < 7 || rest.length > 8) return digits;
  const mid = rest.length - 4;
  return `${digits.slice(0, area)}-${rest.slice(0, mid)}-${rest.slice(mid)}`;
}
