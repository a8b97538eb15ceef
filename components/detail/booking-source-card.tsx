import { useTranslations } from 'next-intl';
import { EventPrice } from '@/components/event/event-price';
import type { BookingSource } from '@/lib/booking-source';

/** The top of the booking sheet: what the consultation is booked from, as its page shows it. */
export function BookingSourceCard({ source }: { source: BookingSource }) {
  const t = useTranslations('Counsel');
  const tc = useTranslations('Common');
  return (
    <section className="booking-source" aria-label={t('bookingFrom')}>
      <p className="booking-source__kind">{t(`bookingKind.${source.type}`)}</p>
      {source.type === 'EVENT' && (
        <>
          <p className="booking-source__name">{source.title}</p>
          <p className="booking-source__clinic">{source.clinicName}</p>
          <EventPrice event={source.price} />
        </>
      )}
      {source.type === 'DOCTOR' && (
        <>
          <p className="booking-source__name">
            {source.name} {tc('director')}
          </p>
          <p className="booking-source__clinic">{source.clinicName}</p>
        </>
      )}
      {source.type === 'CLINIC' && <p className="booking-source__name">{source.name}</p>}
    </section>
  );
}
