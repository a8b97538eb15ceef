import { describe, expect, it } from '@jest/globals';
import { addDaysOff, isRealDay } from './days-off';

const TODAY = '2026-11-28';

describe('addDaysOff', () => {
  it('adds one day, or a run of days, sorted and without repeats', () => {
    expect(addDaysOff(['2026-12-31'], '2026-12-25', '', TODAY)).toEqual({ dates: ['2026-12-25', '2026-12-31'] });
    expect(addDaysOff(['2026-12-30'], '2026-12-29', '2027-01-02', TODAY)).toEqual({
      dates: ['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'],
    });
    expect(addDaysOff(['2026-12-25'], '2026-12-25', '', TODAY)).toEqual({ dates: ['2026-12-25'] });
    expect(addDaysOff([], TODAY, '', TODAY)).toEqual({ dates: [TODAY] });
  });

  it.each([
    ['2026-02-30', '', 'invalidDate'],
    ['', '', 'invalidDate'],
    ['2026-12-10', '2026-12-01', 'endBeforeStart'],
    ['2026-11-27', '', 'past'],
    ['2027-11-30', '', 'tooFar'],
    ['2026-12-01', '2027-01-15', 'runTooLong'],
  ] as const)('refuses %s–%s: %s', (from, to, problem) => expect(addDaysOff([], from, to, TODAY)).toEqual({ problem }));

  it('keeps the list at 60 days at most', () => {
    const full = addDaysOff([], '2027-01-01', '2027-01-31', TODAY);
    const fuller = 'dates' in full ? addDaysOff(full.dates, '2027-02-01', '2027-02-28', TODAY) : full;
    expect('dates' in fuller && fuller.dates.length).toBe(59);
    expect(addDaysOff('dates' in fuller ? fuller.dates : [], '2027-03-01', '2027-03-02', TODAY)).toEqual({
      problem: 'tooMany',
    });
  });

  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
  ])('isRealDay(%s) = %s', (d, real) => expect(isRealDay(d)).toBe(real));
});
