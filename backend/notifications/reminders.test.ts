import { reminderTime } from './reminders';

describe('reminderTime', () => {
  const now = new Date('2026-12-01T01:00:00Z'); // 10:00 Korea time, 1 December

  it('is 10:00 Korea time the day before', () => {
    expect(reminderTime(new Date('2026-12-03T05:30:00Z'), now)?.toISOString()).toBe('2026-12-02T01:00:00.000Z');
  });

  it('is now when 10:00 the day before has passed and the appointment is more than an hour away', () => {
    expect(reminderTime(new Date('2026-12-02T00:00:00Z'), now)).toEqual(now); // tomorrow 09:00
    expect(reminderTime(new Date('2026-12-01T05:00:00Z'), now)).toEqual(now); // today 14:00
  });

  it('is none within the hour before the appointment', () => {
    expect(reminderTime(new Date('2026-12-01T01:30:00Z'), now)).toBeNull();
  });

  it('uses the Korea-time calendar day (a 00:30 appointment is reminded at 10:00 two UTC days earlier)', () => {
    // 2026-12-05 00:30 KST = 2026-12-04 15:30 UTC; the day before in Korea is 4 December, 10:00 KST = 01:00 UTC.
    expect(reminderTime(new Date('2026-12-04T15:30:00Z'), now)?.toISOString()).toBe('2026-12-04T01:00:00.000Z');
  });
});
