import { describe, expect, it } from '@jest/globals';
import { type Clinic, clinicBody } from '@/contracts/clinics';
import { factsBodyOf, factsOf } from './clinic-facts-fields';

const clinic = {
  openingHours: {
    days: {
      mon: { open: '10:00', close: '19:00', breakStart: '13:00', breakEnd: '14:00' },
      sat: { open: '10:00', close: '15:00' },
      sun: null,
    },
    closedDates: ['2026-12-25'],
  },
  station: { name: '강남역', walkMinutes: 3 },
  languages: ['ja', 'ko'],
  safety: { operatingRoomCctv: true, anesthesiologist: false, specialistCount: 2, emergencyEquipment: null },
} as unknown as Clinic;

describe('clinic facts in the console form', () => {
  it('what the form sends for an unchanged clinic is what the clinic has, and passes the shared rules', () => {
    const body = factsBodyOf(factsOf(clinic));
    expect(clinicBody.safeParse(body).success).toBe(true);
    expect(body.station).toEqual({ name: '강남역', walkMinutes: 3 });
    expect(body.languages).toEqual(['ko', 'ja']);
    expect(body.openingHours?.days.mon).toEqual({
      open: '10:00',
      close: '19:00',
      breakStart: '13:00',
      breakEnd: '14:00',
    });
    expect(body.openingHours?.days.sat).toEqual({ open: '10:00', close: '15:00', breakStart: null, breakEnd: null });
    expect(body.openingHours?.days.tue).toBeNull();
    expect(body.openingHours?.closedDates).toEqual(['2026-12-25']);
    // What the clinic has not said stays unsaid (null), though the form shows it as an unticked box.
    expect(body.safety).toEqual({
      operatingRoomCctv: true,
      anesthesiologist: false,
      specialistCount: 2,
      emergencyEquipment: null,
    });
    expect(factsBodyOf({ ...factsOf(clinic), emergency: true }).safety?.emergencyEquipment).toBe(true);
  });

  it('a clinic without facts sends them cleared; a blank station or walk is null', () => {
    const empty = factsOf({ openingHours: null, station: null, languages: [], safety: undefined } as unknown as Clinic);
    expect(factsBodyOf(empty)).toEqual({
      openingHours: null,
      station: null,
      languages: [],
      safety: { operatingRoomCctv: null, anesthesiologist: null, specialistCount: null, emergencyEquipment: null },
    });
    expect(factsBodyOf({ ...empty, station: '역삼역', walkMinutes: '' }).station).toEqual({
      name: '역삼역',
      walkMinutes: null,
    });
  });

  it('a lunch break with only a start is refused by the shared rules (the form says so before sending)', () => {
    const f = factsOf(clinic);
    const body = factsBodyOf({ ...f, days: { ...f.days, mon: { ...f.days.mon, breakEnd: '' } } });
    const checked = clinicBody.safeParse(body);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0].message).toMatch(/lunch break/);
  });
});
