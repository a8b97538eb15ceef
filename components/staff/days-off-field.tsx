'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { lastDayOffFrom } from '@/contracts/opening-hours';
import { addDaysOff, type DaysOffProblem } from '@/lib/days-off';
import { seoulClock } from '@/contracts/opening-hours';

/**
 * The clinic's days off (휴진일, shown on its info tab): a list to take days out of, and a day or a run of
 * days (a holiday week) to add. Weekly closing days are the weekday rows' 휴진 box above.
 */
export function DaysOffField({ dates, onChange }: { dates: string[]; onChange: (dates: string[]) => void }) {
  const t = useTranslations('Console.clinic.daysOff');
  const locale = useLocale();
  const today = seoulClock(new Date()).date;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<DaysOffProblem | null>(null);
  const label = (d: string) =>
    new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      weekday: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${d}T00:00:00Z`));

  const add = () => {
    const result = addDaysOff(dates, from, to, today);
    if ('problem' in result) return setProblem(result.problem);
    setProblem(null);
    setFrom('');
    setTo('');
    onChange(result.dates);
  };

  return (
    <div className="pc-daysoff" role="group" aria-labelledby="clinic-daysoff-title">
      <p id="clinic-daysoff-title" className="pc-daysoff__title">
        {t('title')}
      </p>
      {dates.length === 0 ? (
        <p className="pc-item__meta">{t('none')}</p>
      ) : (
        <ul className="pc-daysoff__list" aria-label={t('listLabel')}>
          {[...dates].sort().map((d) => (
            <li key={d} className={`pc-daysoff__day${d < today ? ' pc-daysoff__day--past' : ''}`}>
              <span>
                {label(d)}
                {d < today && ` · ${t('past')}`}
              </span>
              <button
                type="button"
                className="pc-daysoff__remove"
                aria-label={t('remove', { day: label(d) })}
                onClick={() => onChange(dates.filter((x) => x !== d))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="pc-daysoff__add">
        <label>
          {t('from')}
          <input
            type="date"
            min={today}
            max={lastDayOffFrom(today)}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label>
          {t('to')}
          <input
            type="date"
            min={from || today}
            max={lastDayOffFrom(today)}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <button type="button" className="button button--small button--ghost" onClick={add}>
          {t('add')}
        </button>
      </div>
      <p className="pc-hint">{t('hint')}</p>
      {problem && (
        <p className="form__warning" role="alert">
          {t(`problems.${problem}`)}
        </p>
      )}
    </div>
  );
}
