'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { type AppointmentProblem, appointmentProblem, dateToSeoulLocal } from '@/contracts/appointment';
import { Modal } from '@/components/ui/modal';

export type { AppointmentProblem };

/**
 * Before a move that sets an appointment (상담 예약 확정, 시술 예약 확정): its date and time in Korea time, the
 * clinic's own zone, whatever zone the staff member's laptop is set to. The member's preferred times (still
 * ahead) are offered as one-tap choices that fill both; any other date and time may be typed. Confirms with
 * `YYYY-MM-DDTHH:mm`.
 */
export function AppointmentDialog({
  open,
  title,
  body,
  confirmLabel,
  busy,
  problem,
  onConfirm,
  onClose,
  preferred = [],
  formatSlot,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  /** The server's word on the last try (a time passed meanwhile). */
  problem: AppointmentProblem;
  onConfirm: (local: string) => void;
  onClose: () => void;
  /** The member's preferred times (instants), best first. */
  preferred?: string[];
  formatSlot?: (iso: string) => string;
}) {
  const t = useTranslations('Console.counsels');
  const tc = useTranslations('Console.common');
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [shown, setShown] = useState<AppointmentProblem>(null);
  // A warning stays until the next change; the server's word until the next try.
  const warning = shown ?? problem;
  const nowLocal = dateToSeoulLocal(new Date());
  const today = nowLocal.slice(0, 10);
  // `YYYY-MM-DDTHH:mm` strings compare like times: only the preferred times still ahead are offered.
  const ahead = preferred.filter((iso) => dateToSeoulLocal(new Date(iso)) > nowLocal);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = appointmentProblem(date, time);
    setShown(found);
    if (!found) onConfirm(`${date}T${time}`);
  };

  return (
    <Modal open={open} onClose={() => !busy && onClose()} title={title} variant="center" closeLabel={tc('cancel')}>
      <form className="section form" onSubmit={submit} noValidate>
        <p>{body}</p>
        {ahead.length > 0 && (
          <div className="form__field" role="group" aria-labelledby={`${id}-preferred`}>
            <p id={`${id}-preferred`} className="form__label">
              {t('preferredPick')}
            </p>
            <div className="appointment-picks">
              {ahead.map((iso) => {
                const local = dateToSeoulLocal(new Date(iso));
                const chosen = `${date}T${time}` === local;
                return (
                  <button
                    key={iso}
                    type="button"
                    className={`chip appointment-pick${chosen ? ' chip--on' : ''}`}
                    aria-pressed={chosen}
                    onClick={() => {
                      setDate(local.slice(0, 10));
                      setTime(local.slice(11));
                      setShown(null);
                    }}
                  >
                    <span className="appointment-pick__rank">{t('slotRank', { n: preferred.indexOf(iso) + 1 })}</span>
                    {formatSlot ? formatSlot(iso) : local.replace('T', ' ')}
                  </button>
                );
              })}
            </div>
            <p className="form__hint">{t('otherTime')}</p>
          </div>
        )}
        <div className="appointment-fields">
          <div className="form__field">
            <label htmlFor={`${id}-date`} className="form__label">
              {t('appointmentDate')}
            </label>
            <input
              id={`${id}-date`}
              className="form__input"
              type="date"
              min={today}
              value={date}
              aria-invalid={warning ? 'true' : undefined}
              aria-describedby={warning ? `${id}-warning` : undefined}
              onChange={(e) => {
                setDate(e.target.value);
                setShown(null);
              }}
            />
          </div>
          <div className="form__field">
            <label htmlFor={`${id}-time`} className="form__label">
              {t('appointmentTime')}
            </label>
            <input
              id={`${id}-time`}
              className="form__input"
              type="time"
              step={300}
              value={time}
              aria-invalid={warning ? 'true' : undefined}
              aria-describedby={warning ? `${id}-warning` : undefined}
              onChange={(e) => {
                setTime(e.target.value);
                setShown(null);
              }}
            />
          </div>
        </div>
        {warning && (
          <p id={`${id}-warning`} className="form__warning" role="alert">
            {t(warning === 'past' ? 'appointmentPast' : 'appointmentMissing')}
          </p>
        )}
        <div className="consent__actions">
          <button type="submit" className="button" disabled={busy}>
            {confirmLabel}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            {tc('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
