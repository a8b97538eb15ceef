import {
  appointmentProblem,
  dateToSeoulLocal,
  formatAppointmentKo,
  seoulLocalToDate,
  seoulPartsOf,
} from './appointment';

describe('appointment times (Korea time)', () => {
  it('reads a Korea-time date and time as the instant nine hours earlier in UTC', () => {
    expect(seoulLocalToDate('2026-12-03T14:30')?.toISOString()).toBe('2026-12-03T05:30:00.000Z');
    // Just after midnight in Seoul is the day before in UTC.
    expect(seoulLocalToDate('2027-01-01T00:15')?.toISOString()).toBe('2026-12-31T15:15:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    for (const bad of [
      '2026-02-31T10:00',
      '2026-13-01T10:00',
      '2026-12-03T24:00',
      '2026-12-03T10:60',
      '2026-12-03',
      '2026-12-03T10:00Z',
      'tomorrow',
      '',
    ]) {
      expect(seoulLocalToDate(bad)).toBeNull();
    }
  });

  it('gives the instant back in Korea time', () => {
    const d = new Date('2026-12-31T15:15:00.000Z');
    expect(seoulPartsOf(d)).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 15 });
    expect(dateToSeoulLocal(d)).toBe('2027-01-01T00:15');
    expect(dateToSeoulLocal(seoulLocalToDate('2026-06-09T09:05')!)).toBe('2026-06-09T09:05');
  });

  it('writes the appointment as Korean readers do', () => {
    expect(formatAppointmentKo('2026-12-03T05:30:00.000Z')).toBe('2026년 12월 3일 (목) 오후 2:30');
    expect(formatAppointmentKo('2026-12-31T15:05:00.000Z')).toBe('2027년 1월 1일 (금) 오전 12:05');
  });
});

describe('appointmentProblem', () => {
  const now = Date.parse('2026-12-03T05:30:00.000Z'); // 14:30 in Seoul
  it('asks for both the date and the time, and a real one', () => {
    expect(appointmentProblem('', '10:00', now)).toBe('missing');
    expect(appointmentProblem('2026-12-04', '', now)).toBe('missing');
    expect(appointmentProblem('2026-02-30', '10:00', now)).toBe('missing');
  });
  it('refuses a time already past in Korea, whatever zone the browser is in', () => {
    expect(appointmentProblem('2026-12-03', '14:00', now)).toBe('past');
    expect(appointmentProblem('2026-12-03', '15:00', now)).toBeNull();
    expect(appointmentProblem('2026-12-04', '09:00', now)).toBeNull();
  });
});
