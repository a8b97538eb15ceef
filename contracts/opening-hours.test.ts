import { describe, expect, it } from '@jest/globals';
import { isOpenAt, seoulClock, weekMinuteOf, type OpeningHours } from './opening-hours';

// Moments are given in Korean time (+09:00), as a clinic's hours are.
const at = (iso: string) => new Date(iso);

const weekdayClinic: OpeningHours = {
  days: {
    mon: { open: '10:00', close: '19:00', breakStart: '13:00', breakEnd: '14:00' },
    tue: { open: '10:00', close: '19:00', breakStart: '13:00', breakEnd: '14:00' },
    wed: { open: '10:00', close: '21:00' },
    thu: { open: '10:00', close: '19:00' },
    fri: { open: '10:00', close: '19:00' },
    sat: { open: '10:00', close: '15:00' },
    sun: null,
  },
  closedDates: ['2026-11-30'],
};

describe('seoulClock', () => {
  it('reads the Korean day and time of a UTC moment (UTC+9, no daylight saving)', () => {
    expect(seoulClock(at('2026-11-26T15:30:00Z'))).toEqual({ date: '2026-11-27', weekday: 'fri', minute: 30 });
    expect(seoulClock(at('2026-07-01T00:00:00+09:00'))).toEqual({ date: '2026-07-01', weekday: 'wed', minute: 0 });
  });
});

describe('isOpenAt', () => {
  it.each([
    ['2026-11-24T09:59:00+09:00', false, 'Tuesday before opening'],
    ['2026-11-24T10:00:00+09:00', true, 'Tuesday at opening'],
    ['2026-11-24T12:59:00+09:00', true, 'before the lunch break'],
    ['2026-11-24T13:00:00+09:00', false, 'lunch break starts'],
    ['2026-11-24T13:59:00+09:00', false, 'still lunch'],
    ['2026-11-24T14:00:00+09:00', true, 'after lunch'],
    ['2026-11-24T18:59:00+09:00', true, 'a minute before closing'],
    ['2026-11-24T19:00:00+09:00', false, 'closed at closing time'],
    ['2026-11-25T20:30:00+09:00', true, 'Wednesday late hours'],
    ['2026-11-28T14:59:00+09:00', true, 'Saturday short day'],
    ['2026-11-28T15:00:00+09:00', false, 'Saturday closed'],
    ['2026-11-29T11:00:00+09:00', false, 'Sunday: no hours'],
    ['2026-11-30T11:00:00+09:00', false, 'a Monday that is a day off'],
    ['2026-12-07T11:00:00+09:00', true, 'the next Monday'],
    ['2026-11-24T02:00:00Z', true, 'the same moment in UTC (11:00 in Seoul)'],
  ])('%s → %s (%s)', (moment, open) => expect(isOpenAt(weekdayClinic, at(moment))).toBe(open));

  const lateNight: OpeningHours = {
    days: { fri: { open: '18:00', close: '02:00' }, sat: { open: '18:00', close: '02:00' } },
    closedDates: ['2026-11-28'],
  };

  it.each([
    ['2026-11-27T17:59:00+09:00', false, 'Friday before opening'],
    ['2026-11-27T23:30:00+09:00', true, 'Friday before midnight'],
    ['2026-11-28T01:30:00+09:00', true, "after midnight, on Friday's hours"],
    ['2026-11-28T02:00:00+09:00', false, 'Friday night over'],
    ['2026-11-28T20:00:00+09:00', false, 'Saturday is a day off'],
    ['2026-11-29T01:00:00+09:00', false, "Sunday small hours: Saturday's hours did not run"],
    ['2026-11-30T01:00:00+09:00', false, 'Monday small hours: Sunday has no hours'],
  ])('across midnight: %s → %s (%s)', (moment, open) => expect(isOpenAt(lateNight, at(moment))).toBe(open));

  it('a break in the small hours of a night that runs past midnight counts', () => {
    const night: OpeningHours = {
      days: { fri: { open: '18:00', close: '02:00', breakStart: '00:30', breakEnd: '01:00' } },
    };
    expect(isOpenAt(night, at('2026-11-28T00:15:00+09:00'))).toBe(true);
    expect(isOpenAt(night, at('2026-11-28T00:45:00+09:00'))).toBe(false);
    expect(isOpenAt(night, at('2026-11-28T01:30:00+09:00'))).toBe(true);
  });

  it('no hours at all is never open', () => {
    expect(isOpenAt({ days: {} }, at('2026-11-24T11:00:00+09:00'))).toBe(false);
  });
});

describe('weekMinuteOf', () => {
  it('counts the minutes of the Korean week from Monday 00:00, and names the Korean day and the day before', () => {
    expect(weekMinuteOf(at('2026-12-07T00:00:00+09:00'))).toEqual({
      minute: 0,
      today: '2026-12-07',
      yesterday: '2026-12-06',
    });
    expect(weekMinuteOf(at('2026-12-06T23:59:00+09:00'))).toEqual({
      minute: 10079,
      today: '2026-12-06',
      yesterday: '2026-12-05',
    });
    // 15:30 UTC on Wednesday is 00:30 on Thursday in Seoul; the day before crosses a month.
    expect(weekMinuteOf(at('2026-12-30T15:30:00Z'))).toEqual({
      minute: 3 * 1440 + 30,
      today: '2026-12-31',
      yesterday: '2026-12-30',
    });
    expect(weekMinuteOf(at('2027-03-01T08:00:00+09:00')).yesterday).toBe('2027-02-28');
  });
});
