// How the trust figures read (docs/trust.md): a duration in the largest unit that stays honest when rounded up
// ("보통 3시간 안에" for a median of 2 h 10 min), and a share as a whole percent.

export type DurationUnit = 'minutes' | 'hours' | 'days';

/** A median in minutes as the unit and count a sentence says ("within N units"): always rounded up. */
export function durationOf(minutes: number): { unit: DurationUnit; count: number } {
  const m = Math.max(1, Math.ceil(minutes));
  if (m < 60) return { unit: 'minutes', count: m <= 10 ? 10 : Math.ceil(m / 10) * 10 };
  if (m <= 48 * 60) return { unit: 'hours', count: Math.ceil(m / 60) };
  return { unit: 'days', count: Math.ceil(m / (24 * 60)) };
}

/** A share (0–1) as a whole percent. */
export const percentOf = (rate: number) => Math.round(rate * 100);
