// Display formats (docs/product.md#rules).

const SEOUL = 'Asia/Seoul';

/** Rating with one decimal: 4.5, 5.0. */
export const formatRating = (rating: number) => (Math.round(rating * 10) / 10).toFixed(1);

function seoulParts(iso: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
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
