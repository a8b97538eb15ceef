import { describe, expect, it } from '@jest/globals';
import { bookableDays, bookingDates, daySlots, slotProblem, slotsOn } from './booking-slots';
import type { OpeningHours } from './opening-hours';

const hours: OpeningHours = {
  days: {
    mon: { open: '10:00', close: '13:00', breakStart: '11:00', breakEnd: '12:00' },
    tue: { open: '09:15', close: '11:00' },
    wed: { open: '22:00', close: '02:00' },
    thu: { open: '10:00', close: '12:00' },
    fri: { open: '10:00', close: '12:00' },
    sat: { open: '10:00', close: '11:00' },
    sun: null,
  },
  closedDates: ['2026-12-03'],
};

// Friday 27 November 2026, 15:00 in Korea.
const now = new Date('2026-11-27T15:00:00+09:00');

describe('daySlots', () => {
  it.each([
    ['a lunch break is skipped', hours.days.mon!, ['10:00', '10:30', '12:00', '12:30']],
    ['slots start at opening and end by closing', hours.days.tue!, ['09:15', '09:45', '10:15']],
    ['hours past midnight offer slots until midnight', hours.days.wed!, ['22:00', '22:30', '23:00', '23:30']],
    ['a half-hour day has one slot', { open: '10:00', close: '10:30' }, ['10:00']],
    ['a day shorter than a slot has none', { open: '10:00', close: '10:20' }, []],
  ])('%s', (_, day, slots) => {
    expect(daySlots(day)).toEqual(slots);
  });
});

describe('slotsOn and bookableDays', () => {
  it('offers none on a closed weekday or a day off', () => {
    expect(slotsOn(hours, '2026-11-29')).toEqual([]); // Sunday
    expect(slotsOn(hours, '2026-12-03')).toEqual([]); // a Thursday off
    expect(slotsOn(hours, '2026-12-04')).toEqual(['10:00', '10:30', '11:00', '11:30']);
  });

  it('runs from tomorrow for 28 days, Korea time, leaving out days without slots', () => {
    expect(bookingDates(now)).toHaveLength(28);
    expect(bookingDates(now)[0]).toBe('2026-11-28');
    // 23:30 on the 27th in UTC is already the 28th in Korea: tomorrow is the 29th.
    expect(bookingDates(new Date('2026-11-27T23:30:00Z'))[0]).toBe('2026-11-29');
    const days = bookableDays(hours, now);
    expect(days[0]).toEqual({ date: '2026-11-28', weekday: 'sat', slots: ['10:00', '10:30'] });
    expect(days.map((d) => d.date)).not.toContain('2026-11-29');
    expect(days.map((d) => d.date)).not.toContain('2026-12-03');
    expect(days[days.length - 1].date <= '2026-12-25').toBe(true);
    expect(bookableDays(null, now)).toEqual([]);
  });
});

describe('slotProblem', () => {
  it.each([
    ['2026-11-30T10:00', null],
    ['2026-11-30T12:30', null],
    ['2026-11-30T11:00', 'outsideHours'],
    ['2026-11-30T10:15', 'outsideHours'],
    ['2026-11-30T09:30', 'outsideHours'],
    ['2026-11-29T10:00', 'closed'],
    ['2026-12-03T10:00', 'dayOff'],
    ['2026-11-27T16:00', 'tooSoon'],
    ['2026-11-27T10:00', 'past'],
    ['2026-12-26T10:00', 'tooFar'],
    ['2026-12-25T10:00', null],
    ['2026-11-31T10:00', 'format'],
    ['2026-11-30 10:00', 'format'],
  ])('%s → %p', (slot, problem) => {
    expect(slotProblem(hours, slot, now)).toBe(problem);
  });

  it('refuses every slot of a clinic without hours', () => {
    expect(slotProblem(null, '2026-11-30T10:00', now)).toBe('noHours');
  });
});
