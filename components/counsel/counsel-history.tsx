'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatAppointmentKo } from '@/contracts/appointment';
import { DetailSection } from '@/components/detail/detail-section';
import type { CounselDetail } from '@/contracts/counsels';
import { dateTimeFormat, formatReviewDateTime } from '@/lib/format';

/** The appointment in the reader's language, always in Korea time (where the clinic is). */
export function formatAppointment(iso: string, locale: string): string {
  if (locale === 'ko') return formatAppointmentKo(iso);
  return dateTimeFormat(locale, {
    timeZone: 'Asia/Seoul',
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** The counsel's current appointment, with its .ics download ('캘린더에 추가'). */
export function CounselAppointment({ counsel }: { counsel: CounselDetail }) {
  const t = useTranslations('Counsel');
  const locale = useLocale();
  if (!counsel.appointment_at) return null;
  const kind = counsel.state === 'TREATMENT_APPOINTMENT_CONFIRMED' ? 'TREATMENT' : 'CONSULTATION';
  return (
    <DetailSection title={t(`appointmentKind.${kind}`)} id="counsel-appointment">
      <p className="appointment__when">
        <time dateTime={counsel.appointment_at}>{formatAppointment(counsel.appointment_at, locale)}</time>
      </p>
      <p className="appointment__zone">{t('koreaTime')}</p>
      <a
        className="button button--ghost appointment__calendar"
        href={`/api/member/counsels/${counsel.id}/appointment.ics`}
        download
      >
        {t('addToCalendar')}
      </a>
    </DetailSection>
  );
}

/** What the member asked for when booking: the preferred times, best first, and the phone left for the clinic. */
export function CounselBooking({ counsel }: { counsel: CounselDetail }) {
  const t = useTranslations('Counsel');
  const locale = useLocale();
  return (
    <>
      <DetailSection
        title={t('preferredSlots')}
        id="counsel-slots"
        empty={!counsel.preferred_slots.length && t('noPreferredSlots')}
      >
        <ol className="slot-list" aria-label={t('preferredSlots')}>
          {counsel.preferred_slots.map((slot, i) => (
            <li key={slot}>
              <span className="slot-list__rank">{t('slots.rank', { n: i + 1 })}</span>
              <time dateTime={slot}>{formatAppointment(slot, locale)}</time>
            </li>
          ))}
        </ol>
        <p className="appointment__zone">{t('koreaTime')}</p>
      </DetailSection>
      {counsel.contact_phone && (
        <DetailSection title={t('contactPhone')} id="counsel-phone">
          <p>{formatPhone(counsel.contact_phone)}</p>
        </DetailSection>
      )}
    </>
  );
}

/** Digits as Koreans write a number: 010-1234-5678, 02-123-4567; other lengths as they are. */
export function formatPhone(digits: string): string {
  if (/^02\d{7,8}$/.test(digits)) return digits.replace(/^(02)(\d{3,4})(\d{4})$/, '$1-$2-$3');
  if (/^0\d{9,10}$/.test(digits)) return digits.replace(/^(0\d{2})(\d{3,4})(\d{4})$/, '$1-$2-$3');
  if (/^1\d{7}$/.test(digits)) return digits.replace(/^(\d{4})(\d{4})$/, '$1-$2');
  return digits;
}

/** Every move of the counsel, oldest first, from its booking: the new state, who moved it, when. */
export function CounselHistory({ counsel }: { counsel: CounselDetail }) {
  const t = useTranslations('Counsel');
  const locale = useLocale();
  return (
    <DetailSection title={t('history')} id="counsel-history">
      <ol className="history" aria-label={t('history')}>
        <li className="history__item">
          <span className="history__state">{t('historyBooked')}</span>
          <span className="history__meta">
            {t('by.MEMBER')} · {formatReviewDateTime(counsel.created_at)}
          </span>
        </li>
        {counsel.history.map((h, i) => (
          <li key={i} className="history__item">
            <span className="history__state">
              {t(`state.${h.state}`)}
              {h.undo && <span className="history__undo"> {t('historyUndo')}</span>}
            </span>
            {h.appointment_at && (
              <span className="history__appointment">{formatAppointment(h.appointment_at, locale)}</span>
            )}
            <span className="history__meta">
              {t(`by.${h.by}`)} · {formatReviewDateTime(h.at)}
            </span>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
