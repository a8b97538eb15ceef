// Quiet hours for marketing-like notifications: nothing of the kind is sent between 21:00 and 08:00 Korea time
// (정보통신망법 art. 50: advertising at night needs separate consent). Korea keeps no daylight saving: UTC+9 always.

const KST_OFFSET_MS = 9 * 3_600_000;
const QUIET_FROM = 21;
const QUIET_UNTIL = 8;

/** When a marketing-like message created at `now` may be sent: null when now is outside quiet hours, else the next 08:00 KST. */
export function quietUntil(now: Date): Date | null {
  const kst = new Date(now.getTime() + KST_OFFSET_MS);
  const hour = kst.getUTCHours();
  if (hour >= QUIET_UNTIL && hour < QUIET_FROM) return null;
  // 08:00 of the same Korean day (before 08:00) or of the next one (from 21:00).
  const day = Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate() + (hour >= QUIET_FROM ? 1 : 0));
  return new Date(day + QUIET_UNTIL * 3_600_000 - KST_OFFSET_MS);
}
