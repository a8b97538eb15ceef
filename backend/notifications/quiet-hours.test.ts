import { quietUntil } from './quiet-hours';

describe('quietUntil', () => {
  test.each([
    // [now (UTC), expected (UTC) or null]; KST = UTC+9
    ['2026-11-28T03:00:00Z', null], // 12:00 KST
    ['2026-11-27T23:00:00Z', null], // 08:00 KST exactly: sending is allowed again
    ['2026-11-28T11:59:59Z', null], // 20:59:59 KST
    ['2026-11-28T12:00:00Z', '2026-11-28T23:00:00Z'], // 21:00 KST → next day 08:00 KST
    ['2026-11-28T14:30:00Z', '2026-11-28T23:00:00Z'], // 23:30 KST
    ['2026-11-28T15:00:00Z', '2026-11-28T23:00:00Z'], // 00:00 KST (already the next Korean day)
    ['2026-11-28T22:59:59Z', '2026-11-28T23:00:00Z'], // 07:59:59 KST
    ['2026-12-31T13:00:00Z', '2026-12-31T23:00:00Z'], // 22:00 KST on New Year's Eve → 1 January 08:00 KST
    ['2027-02-28T12:30:00Z', '2027-02-28T23:00:00Z'], // end of February
  ])('%s → %s', (now, expected) => {
    expect(quietUntil(new Date(now))?.toISOString() ?? null).toBe(
      expected === null ? null : new Date(expected).toISOString(),
    );
  });
});
