'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PREFERRED_SLOTS_MAX, type BookableDay } from '@/contracts/booking-slots';
import { CloseIcon } from '@/components/ui/icons/close';

/** '11월 28일 (토)' of a Korean calendar day and its weekday. */
export function useDayLabel() {
  const t = useTranslations('Counsel.slots');
  return (date: string) => {
    const [, month, day] = date.split('-').map(Number);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return t('day', { month, day, weekday: t(`weekday.${weekday}` as 'weekday.0') });
  };
}

/**
 * Up to PREFERRED_SLOTS_MAX preferred times, best first: a day of the clinic's bookable days, then one tap on a
 * time adds it (a second tap removes it). Each chosen time can be removed; `errors` are the server's, by index.
 */
export function SlotPicker({
  days,
  value,
  onChange,
  errors,
}: {
  days: BookableDay[];
  value: string[];
  onChange: (slots: string[]) => void;
  errors: Record<number, string>;
}) {
  const t = useTranslations('Counsel.slots');
  const dayLabel = useDayLabel();
  const [date, setDate] = useState(days[0]?.date ?? '');
  const day = days.find((d) => d.date === date) ?? days[0];
  const full = value.length >= PREFERRED_SLOTS_MAX;
  const toggle = (slot: string) =>
    onChange(value.includes(slot) ? value.filter((s) => s !== slot) : full ? value : [...value, slot]);

  return (
    <fieldset className="form__field slot-picker">
      <legend className="form__label">{t('label', { max: PREFERRED_SLOTS_MAX })}</legend>
      <p className="form__hint">{t('hint')}</p>
      {value.length > 0 && (
        <ol className="slot-picker__chosen" aria-label={t('chosen')}>
          {value.map((slot, i) => (
            <li key={slot} className="slot-picker__choice">
              <span className="slot-picker__rank">{t('rank', { n: i + 1 })}</span>
              <span className="slot-picker__when">
                {dayLabel(slot.slice(0, 10))} {slot.slice(11)}
              </span>
              <button
                type="button"
                className="chip__remove"
                aria-label={t('remove', { when: `${dayLabel(slot.slice(0, 10))} ${slot.slice(11)}` })}
                onClick={() => toggle(slot)}
              >
                <CloseIcon />
              </button>
              {errors[i] && <span className="form__warning slot-picker__error">{errors[i]}</span>}
            </li>
          ))}
        </ol>
      )}
      {day ? (
        <>
          <label htmlFor="slot-day" className="visually-hidden">
            {t('dayLabel')}
          </label>
          <select id="slot-day" className="form__select" value={day.date} onChange={(e) => setDate(e.target.value)}>
            {days.map((d) => (
              <option key={d.date} value={d.date}>
                {dayLabel(d.date)}
              </option>
            ))}
          </select>
          <div className="slot-picker__times" role="group" aria-label={t('timesOf', { day: dayLabel(day.date) })}>
            {day.slots.map((time) => {
              const slot = `${day.date}T${time}`;
              const on = value.includes(slot);
              return (
                <button
                  key={slot}
                  type="button"
                  className={`chip slot-picker__time${on ? ' chip--on' : ''}`}
                  aria-pressed={on}
                  disabled={!on && full}
                  onClick={() => toggle(slot)}
                >
                  {time}
                </button>
              );
            })}
          </div>
          {full && <p className="form__hint">{t('full', { max: PREFERRED_SLOTS_MAX })}</p>}
        </>
      ) : (
        <p className="form__hint">{t('noHours')}</p>
      )}
    </fieldset>
  );
}
