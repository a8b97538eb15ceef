'use client';

import { useTranslations, type Messages } from 'next-intl';
import { useRef, useState } from 'react';
import { type Clinic, CLINIC_LANGUAGES, type ClinicBody } from '@/contracts/clinics';
import { type Weekday, WEEKDAYS } from '@/contracts/opening-hours';
import { CheckBox, NumberInput, readNumber } from './body-inputs';
import { DaysOffField } from './days-off-field';
import type { AllOf, TextKeys } from './form-kit';

// The clinic form's facts, each editor's value the body's own part: opening hours per weekday (with the lunch break)
// and the days off, the nearest station, the languages the staff speak and the safety facts. Shown on the clinic's
// info tab (components/clinic).

/** The facts' part of the clinic's body. */
export type Facts = Pick<ClinicBody, 'openingHours' | 'station' | 'languages' | 'safety'>;
type Hours = NonNullable<Facts['openingHours']>;
type DayHours = NonNullable<Hours['days'][Weekday]>;
type Station = NonNullable<Facts['station']>;
type Language = (typeof CLINIC_LANGUAGES)[number];
type Safety = NonNullable<Facts['safety']>;

/** The facts' part of a saved clinic's body: what the form starts from. What the clinic has not said stays null. */
export const factsOf = (c: Clinic): AllOf<Facts> => ({
  openingHours: c.openingHours && {
    days: Object.fromEntries(
      WEEKDAYS.map((d) => {
        const h = c.openingHours?.days[d];
        return [
          d,
          h ? { open: h.open, close: h.close, breakStart: h.breakStart ?? null, breakEnd: h.breakEnd ?? null } : null,
        ];
      }),
    ) as Hours['days'],
    closedDates: c.openingHours.closedDates ?? [],
  },
  station: stationOf(c.station?.name ?? '', c.station?.walkMinutes ?? null),
  languages: CLINIC_LANGUAGES.filter((l) => c.languages?.includes(l)),
  safety: {
    operatingRoomCctv: c.safety?.operatingRoomCctv ?? null,
    anesthesiologist: c.safety?.anesthesiologist ?? null,
    specialistCount: c.safety?.specialistCount ?? null,
    emergencyEquipment: c.safety?.emergencyEquipment ?? null,
  },
});

/** Hours first given: every weekday closed until its 휴진 box is unticked, no days off. */
const NO_HOURS: Hours = { days: Object.fromEntries(WEEKDAYS.map((d) => [d, null])), closedDates: [] };

/**
 * Opening hours per weekday and the days off, over the body's `openingHours` (null: not given). What unticking
 * hides comes back when the box is ticked again: the week's hours, and a closed day's own (a new one: 10:00–19:00).
 */
export function HoursBox({
  value,
  onValue,
}: {
  value: Hours | null | undefined;
  onValue: (hours: Hours | null) => void;
}) {
  const t = useTranslations('Console.clinic.facts');
  const tf = useTranslations('ClinicFacts');
  const hidden = useRef<{ week: Hours | null; days: Partial<Record<Weekday, DayHours>> }>({ week: null, days: {} });
  const hours = value ?? null;
  return (
    <>
      <label className="pc-check">
        <input
          type="checkbox"
          checked={hours !== null}
          onChange={(e) => {
            if (e.target.checked) return onValue(hidden.current.week ?? NO_HOURS);
            hidden.current.week = hours;
            onValue(null);
          }}
        />{' '}
        {t('hoursGiven')}
      </label>
      {hours && (
        <div className="pc-hours">
          {WEEKDAYS.map((d) => {
            const day = hours.days[d] ?? null;
            const name = tf(`weekdays.${d}`);
            const setDay = (next: DayHours | null) => onValue({ ...hours, days: { ...hours.days, [d]: next } });
            return (
              <div key={d} className="pc-hours__row" role="group" aria-label={name}>
                <span className="pc-hours__day">{name}</span>
                <label className="pc-check">
                  <input
                    type="checkbox"
                    checked={day === null}
                    onChange={(e) => {
                      if (!e.target.checked) {
                        const was = hidden.current.days[d];
                        return setDay({
                          open: was?.open || '10:00',
                          close: was?.close || '19:00',
                          breakStart: was?.breakStart ?? null,
                          breakEnd: was?.breakEnd ?? null,
                        });
                      }
                      if (day) hidden.current.days[d] = day;
                      setDay(null);
                    }}
                  />{' '}
                  {tf('closedDay')}
                </label>
                {day && (
                  <>
                    <span className="pc-hours__span">
                      <input
                        type="time"
                        aria-label={t('open', { day: name })}
                        value={day.open}
                        onChange={(e) => setDay({ ...day, open: e.target.value })}
                      />
                      <span aria-hidden="true">–</span>
                      <input
                        type="time"
                        aria-label={t('close', { day: name })}
                        value={day.close}
                        onChange={(e) => setDay({ ...day, close: e.target.value })}
                      />
                    </span>
                    <span className="pc-hours__span">
                      <span className="pc-hours__label" aria-hidden="true">
                        {t('lunch')}
                      </span>
                      <input
                        type="time"
                        aria-label={t('breakStart', { day: name })}
                        value={day.breakStart ?? ''}
                        onChange={(e) => setDay({ ...day, breakStart: e.target.value || null })}
                      />
                      <span aria-hidden="true">–</span>
                      <input
                        type="time"
                        aria-label={t('breakEnd', { day: name })}
                        value={day.breakEnd ?? ''}
                        onChange={(e) => setDay({ ...day, breakEnd: e.target.value || null })}
                      />
                    </span>
                  </>
                )}
              </div>
            );
          })}
          <p className="pc-hint">{t('hoursHint')}</p>
          <DaysOffField
            dates={hours.closedDates ?? []}
            onChange={(closedDates) => onValue({ ...hours, closedDates })}
          />
        </div>
      )}
    </>
  );
}

/** The body's station for a typed name and walk: none while the name is blank. */
export const stationOf = (name: string, walkMinutes: number | null): Station | null =>
  name.trim() ? { name, walkMinutes } : null;

const sameStation = (a: Station | null, b: Station | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.name === b.name &&
    (a.walkMinutes === b.walkMinutes || (Number.isNaN(a.walkMinutes) && Number.isNaN(b.walkMinutes))));

/**
 * The nearest station and the walk from it, over the body's `station`. The body has no station while the name is
 * blank, though a walk may already be typed: the boxes keep what was typed while it reads as the value, and follow a
 * value set from outside (a reset after a save).
 */
export function StationBox({
  value,
  onValue,
}: {
  value: Station | null | undefined;
  onValue: (station: Station | null) => void;
}) {
  const t = useTranslations('Console.clinic.facts');
  const textOf = (s: Station | null | undefined) => ({
    name: s?.name ?? '',
    walk: s?.walkMinutes == null ? '' : String(s.walkMinutes),
  });
  const [typed, setTyped] = useState(() => textOf(value));
  const read = (text: { name: string; walk: string }) => stationOf(text.name, readNumber(text.walk));
  const shown = sameStation(read(typed), value ?? null) ? typed : textOf(value);
  const set = (patch: Partial<typeof typed>) => {
    const next = { ...shown, ...patch };
    setTyped(next);
    onValue(read(next));
  };
  return (
    <div className="pc-station">
      <label>
        {t('station')}
        <input
          value={shown.name}
          maxLength={30}
          placeholder={t('stationPlaceholder')}
          onChange={(e) => set({ name: e.target.value })}
        />
      </label>
      <label>
        {t('walkMinutes')}
        <input
          type="number"
          min={0}
          max={60}
          inputMode="numeric"
          value={shown.walk}
          onChange={(e) => set({ walk: e.target.value })}
        />
      </label>
    </div>
  );
}

/** The languages the staff speak, over the body's `languages` (in the contract's order). */
export function LanguagesBox({
  value,
  onValue,
}: {
  value: Language[] | undefined;
  onValue: (languages: Language[]) => void;
}) {
  const tf = useTranslations('ClinicFacts');
  const chosen = value ?? [];
  return (
    <div className="pc-checks">
      {CLINIC_LANGUAGES.map((l) => (
        <CheckBox
          key={l}
          className="pc-check"
          label={tf(`languages.${l}`)}
          value={chosen.includes(l)}
          onValue={(checked) => onValue(CLINIC_LANGUAGES.filter((x) => (x === l ? checked : chosen.includes(x))))}
        />
      ))}
    </div>
  );
}

type FactLabel =
  | `ClinicFacts.safety.${TextKeys<Messages['ClinicFacts']['safety']> & string}`
  | `Console.clinic.facts.${TextKeys<Messages['Console']['clinic']['facts']> & string}`;

/** Each safety fact, in the order shown: one the contract gains and this table lacks does not compile. */
const SAFETY: { [K in keyof Safety]-?: { input: 'check' | 'count'; label: FactLabel } } = {
  operatingRoomCctv: { input: 'check', label: 'ClinicFacts.safety.cctv' },
  anesthesiologist: { input: 'check', label: 'ClinicFacts.safety.anesthesiologist' },
  emergencyEquipment: { input: 'check', label: 'ClinicFacts.safety.emergency' },
  specialistCount: { input: 'count', label: 'Console.clinic.facts.specialistCount' },
};

const NOT_SAID: AllOf<Safety> = {
  operatingRoomCctv: null,
  anesthesiologist: null,
  specialistCount: null,
  emergencyEquipment: null,
};

/**
 * The safety facts, over the body's `safety`: a box the clinic has not said is unticked and stays null until it is
 * ticked or unticked.
 */
export function SafetyBox({ value, onValue }: { value: Safety | undefined; onValue: (safety: Safety) => void }) {
  const t = useTranslations();
  const safety = value ?? NOT_SAID;
  return (
    <div className="pc-checks">
      {(Object.keys(SAFETY) as (keyof Safety)[]).map((fact) => {
        const { input, label } = SAFETY[fact];
        const set = (v: boolean | number | null) => onValue({ ...safety, [fact]: v });
        return input === 'check' ? (
          <CheckBox
            key={fact}
            className="pc-check"
            label={t(label)}
            value={safety[fact] as boolean | null}
            onValue={set}
          />
        ) : (
          <label key={fact}>
            {t(label)}{' '}
            <NumberInput
              min={0}
              max={500}
              inputMode="numeric"
              className="pc-small-number"
              value={safety[fact] as number | null}
              onValue={set}
            />
          </label>
        );
      })}
    </div>
  );
}
