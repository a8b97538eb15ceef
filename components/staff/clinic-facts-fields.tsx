'use client';

import { useTranslations } from 'next-intl';
import { type Clinic, CLINIC_LANGUAGES, type ClinicBody } from '@/contracts/clinics';
import { type OpeningHours, type Weekday, WEEKDAYS } from '@/contracts/opening-hours';
import { DaysOffField } from './days-off-field';
import { FieldError, type FieldErrors } from './form-kit';

// The clinic form's facts: opening hours per weekday (with the lunch break) and the days off, the nearest station, the
// languages the staff speak and the safety facts. Shown on the clinic's info tab (components/clinic).

interface DayState {
  closed: boolean;
  open: string;
  close: string;
  breakStart: string;
  breakEnd: string;
}

export interface FactsState {
  hoursGiven: boolean;
  days: Record<Weekday, DayState>;
  closedDates: string[];
  station: string;
  walkMinutes: string;
  languages: string[];
  // null: the clinic has not said (kept as it is until the box is ticked or unticked).
  cctv: boolean | null;
  anesthesiologist: boolean | null;
  emergency: boolean | null;
  specialistCount: string;
}

const CLOSED: DayState = { closed: true, open: '', close: '', breakStart: '', breakEnd: '' };

export const factsOf = (c: Clinic): FactsState => ({
  hoursGiven: Boolean(c.openingHours),
  days: Object.fromEntries(
    WEEKDAYS.map((d) => {
      const h = c.openingHours?.days[d];
      return [
        d,
        h
          ? { closed: false, open: h.open, close: h.close, breakStart: h.breakStart ?? '', breakEnd: h.breakEnd ?? '' }
          : CLOSED,
      ];
    }),
  ) as Record<Weekday, DayState>,
  closedDates: c.openingHours?.closedDates ?? [],
  station: c.station?.name ?? '',
  walkMinutes: c.station?.walkMinutes != null ? String(c.station.walkMinutes) : '',
  languages: c.languages ?? [],
  cctv: c.safety?.operatingRoomCctv ?? null,
  anesthesiologist: c.safety?.anesthesiologist ?? null,
  emergency: c.safety?.emergencyEquipment ?? null,
  specialistCount: c.safety?.specialistCount != null ? String(c.safety.specialistCount) : '',
});

const number = (s: string) => (s.trim() === '' ? null : Number(s));

/** The facts' part of the PATCH body. */
export const factsBodyOf = (f: FactsState): Pick<ClinicBody, 'openingHours' | 'station' | 'languages' | 'safety'> => {
  const days = Object.fromEntries(
    WEEKDAYS.map((d) => {
      const s = f.days[d];
      return [
        d,
        s.closed
          ? null
          : { open: s.open, close: s.close, breakStart: s.breakStart || null, breakEnd: s.breakEnd || null },
      ];
    }),
  ) as OpeningHours['days'];
  return {
    openingHours: f.hoursGiven ? { days, closedDates: f.closedDates } : null,
    station: f.station.trim() ? { name: f.station, walkMinutes: number(f.walkMinutes) } : null,
    languages: CLINIC_LANGUAGES.filter((l) => f.languages.includes(l)),
    safety: {
      operatingRoomCctv: f.cctv,
      anesthesiologist: f.anesthesiologist,
      specialistCount: number(f.specialistCount),
      emergencyEquipment: f.emergency,
    },
  };
};

export function ClinicFactsFields({
  facts,
  onChange,
  errors,
}: {
  facts: FactsState;
  onChange: (f: FactsState) => void;
  errors: FieldErrors;
}) {
  const t = useTranslations('Console.clinic.facts');
  const tf = useTranslations('ClinicFacts');
  const set = (patch: Partial<FactsState>) => onChange({ ...facts, ...patch });
  const setDay = (d: Weekday, patch: Partial<DayState>) =>
    set({ days: { ...facts.days, [d]: { ...facts.days[d], ...patch } } });
  const error = (prefix: string) => Object.entries(errors).find(([k]) => k.startsWith(prefix))?.[1];
  return (
    <>
      <fieldset>
        <legend>{tf('hours')}</legend>
        <label className="pc-check">
          <input type="checkbox" checked={facts.hoursGiven} onChange={(e) => set({ hoursGiven: e.target.checked })} />{' '}
          {t('hoursGiven')}
        </label>
        {facts.hoursGiven && (
          <div className="pc-hours">
            {WEEKDAYS.map((d) => {
              const day = facts.days[d];
              const name = tf(`weekdays.${d}`);
              return (
                <div key={d} className="pc-hours__row" role="group" aria-label={name}>
                  <span className="pc-hours__day">{name}</span>
                  <label className="pc-check">
                    <input
                      type="checkbox"
                      checked={day.closed}
                      onChange={(e) =>
                        setDay(
                          d,
                          e.target.checked
                            ? { closed: true }
                            : { closed: false, open: day.open || '10:00', close: day.close || '19:00' },
                        )
                      }
                    />{' '}
                    {tf('closedDay')}
                  </label>
                  {!day.closed && (
                    <>
                      <span className="pc-hours__span">
                        <input
                          type="time"
                          aria-label={t('open', { day: name })}
                          value={day.open}
                          onChange={(e) => setDay(d, { open: e.target.value })}
                        />
                        <span aria-hidden="true">–</span>
                        <input
                          type="time"
                          aria-label={t('close', { day: name })}
                          value={day.close}
                          onChange={(e) => setDay(d, { close: e.target.value })}
                        />
                      </span>
                      <span className="pc-hours__span">
                        <span className="pc-hours__label" aria-hidden="true">
                          {t('lunch')}
                        </span>
                        <input
                          type="time"
                          aria-label={t('breakStart', { day: name })}
                          value={day.breakStart}
                          onChange={(e) => setDay(d, { breakStart: e.target.value })}
                        />
                        <span aria-hidden="true">–</span>
                        <input
                          type="time"
                          aria-label={t('breakEnd', { day: name })}
                          value={day.breakEnd}
                          onChange={(e) => setDay(d, { breakEnd: e.target.value })}
                        />
                      </span>
                    </>
                  )}
                </div>
              );
            })}
            <p className="pc-hint">{t('hoursHint')}</p>
            <DaysOffField dates={facts.closedDates} onChange={(closedDates) => set({ closedDates })} />
          </div>
        )}
        <FieldError id="clinic-hours-error" error={error('openingHours')} />
      </fieldset>
      <fieldset>
        <legend>{tf('station')}</legend>
        <div className="pc-station">
          <label>
            {t('station')}
            <input
              value={facts.station}
              maxLength={30}
              placeholder={t('stationPlaceholder')}
              onChange={(e) => set({ station: e.target.value })}
            />
          </label>
          <label>
            {t('walkMinutes')}
            <input
              type="number"
              min={0}
              max={60}
              inputMode="numeric"
              value={facts.walkMinutes}
              onChange={(e) => set({ walkMinutes: e.target.value })}
            />
          </label>
        </div>
        <FieldError id="clinic-station-error" error={error('station')} />
      </fieldset>
      <fieldset>
        <legend>{tf('languagesTitle')}</legend>
        <div className="pc-checks">
          {CLINIC_LANGUAGES.map((l) => (
            <label key={l} className="pc-check">
              <input
                type="checkbox"
                checked={facts.languages.includes(l)}
                onChange={(e) =>
                  set({
                    languages: e.target.checked ? [...facts.languages, l] : facts.languages.filter((x) => x !== l),
                  })
                }
              />{' '}
              {tf(`languages.${l}`)}
            </label>
          ))}
        </div>
        <FieldError id="clinic-languages-error" error={error('languages')} />
      </fieldset>
      <fieldset>
        <legend>{tf('safetyTitle')}</legend>
        <div className="pc-checks">
          <label className="pc-check">
            <input type="checkbox" checked={facts.cctv === true} onChange={(e) => set({ cctv: e.target.checked })} />{' '}
            {tf('safety.cctv')}
          </label>
          <label className="pc-check">
            <input
              type="checkbox"
              checked={facts.anesthesiologist === true}
              onChange={(e) => set({ anesthesiologist: e.target.checked })}
            />{' '}
            {tf('safety.anesthesiologist')}
          </label>
          <label className="pc-check">
            <input
              type="checkbox"
              checked={facts.emergency === true}
              onChange={(e) => set({ emergency: e.target.checked })}
            />{' '}
            {tf('safety.emergency')}
          </label>
          <label>
            {t('specialistCount')}{' '}
            <input
              type="number"
              min={0}
              max={500}
              inputMode="numeric"
              className="pc-small-number"
              value={facts.specialistCount}
              onChange={(e) => set({ specialistCount: e.target.value })}
            />
          </label>
        </div>
        <FieldError id="clinic-safety-error" error={error('safety')} />
      </fieldset>
    </>
  );
}
