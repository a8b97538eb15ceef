/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { type Clinic, clinicBody } from '@/contracts/clinics';
import { renderKo } from '@/components/ui/test-intl';
import { type Facts, factsOf, HoursBox, SafetyBox, StationBox } from './clinic-facts-fields';

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

/** One facts editor over a part of the body, as the form holds it: `seen` is each value it hands back. */
function Edited<T>({
  initial,
  box,
  seen,
}: {
  initial: T;
  box: (value: T, onValue: (value: T) => void) => ReactNode;
  seen: (value: T) => void;
}) {
  const [value, setValue] = useState(initial);
  return box(value, (next) => {
    seen(next);
    setValue(next);
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('clinic facts in the console form', () => {
  it('what the form sends for an unchanged clinic is what the clinic has, and passes the shared rules', () => {
    const body = factsOf(clinic);
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
    let safety: Facts['safety'];
    renderKo(
      <Edited
        initial={body.safety}
        box={(value, onValue) => <SafetyBox value={value} onValue={onValue} />}
        seen={(s) => (safety = s)}
      />,
    );
    expect((screen.getByLabelText('응급 장비 구비') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByLabelText('응급 장비 구비'));
    expect(safety?.emergencyEquipment).toBe(true);
    expect(safety).toMatchObject({ operatingRoomCctv: true, anesthesiologist: false, specialistCount: 2 });
  });

  it('a clinic without facts sends them cleared; a blank station or walk is null', () => {
    const empty = factsOf({ openingHours: null, station: null, languages: [], safety: undefined } as unknown as Clinic);
    expect(empty).toEqual({
      openingHours: null,
      station: null,
      languages: [],
      safety: { operatingRoomCctv: null, anesthesiologist: null, specialistCount: null, emergencyEquipment: null },
    });
    let station: Facts['station'] = empty.station;
    renderKo(
      <Edited
        initial={empty.station}
        box={(value, onValue) => <StationBox value={value} onValue={onValue} />}
        seen={(s) => (station = s)}
      />,
    );
    type('역 이름', '역삼역');
    expect(station).toEqual({ name: '역삼역', walkMinutes: null });
    // A walk typed while the name is blank is no station yet; it is kept for the name.
    type('역 이름', ' ');
    expect(station).toBeNull();
    type('도보 (분)', '4');
    expect(station).toBeNull();
    expect((screen.getByLabelText('역 이름') as HTMLInputElement).value).toBe(' ');
    type('역 이름', '선릉역');
    expect(station).toEqual({ name: '선릉역', walkMinutes: 4 });
  });

  it('a lunch break with only a start is refused by the shared rules (the form says so before sending)', () => {
    let hours: Facts['openingHours'];
    renderKo(
      <Edited
        initial={factsOf(clinic).openingHours}
        box={(value, onValue) => <HoursBox value={value} onValue={onValue} />}
        seen={(h) => (hours = h)}
      />,
    );
    type('월요일 점심 끝', '');
    expect(hours?.days.mon).toEqual({ open: '10:00', close: '19:00', breakStart: '13:00', breakEnd: null });
    const checked = clinicBody.safeParse({ openingHours: hours });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0].message).toMatch(/lunch break/);
  });

  it('hours unticked come back as they were when ticked again, and so does a day closed and opened again', () => {
    let hours: Facts['openingHours'];
    renderKo(
      <Edited
        initial={factsOf(clinic).openingHours}
        box={(value, onValue) => <HoursBox value={value} onValue={onValue} />}
        seen={(h) => (hours = h)}
      />,
    );
    fireEvent.click(screen.getByLabelText('진료 시간을 알려요'));
    expect(hours).toBeNull();
    expect(screen.queryByLabelText('월요일 진료 시작')).toBeNull();
    fireEvent.click(screen.getByLabelText('진료 시간을 알려요'));
    expect(hours).toEqual(factsOf(clinic).openingHours);

    const monday = within(screen.getByRole('group', { name: '월' }));
    fireEvent.click(monday.getByLabelText('휴진'));
    expect(hours?.days.mon).toBeNull();
    fireEvent.click(monday.getByLabelText('휴진'));
    expect(hours?.days.mon).toEqual({ open: '10:00', close: '19:00', breakStart: '13:00', breakEnd: '14:00' });
    // A day that was closed opens at 10:00–19:00, without a lunch break.
    fireEvent.click(within(screen.getByRole('group', { name: '화' })).getByLabelText('휴진'));
    expect(hours?.days.tue).toEqual({ open: '10:00', close: '19:00', breakStart: null, breakEnd: null });
  });
});
