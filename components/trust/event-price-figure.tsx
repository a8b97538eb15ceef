import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { getEventPriceFigure } from '@/lib/api/public';
import { percentOf } from '@/lib/trust-format';

/** "검증된 방문자 n명 중 k명이 표시 가격대로 결제": only once the event's own figure is published (docs/trust.md). */
export async function EventPriceFigure({ eventId }: { eventId: number }) {
  const figure = await getEventPriceFigure(eventId);
  if (!figure || figure.rate === null || figure.k === null) return null;
  const t = await getTranslations('Trust');
  return (
    <p className="trust__sub" data-figure="event-price">
      <strong className="trust-badge">{percentOf(figure.rate)}%</strong> {t('eventPrice', { n: figure.n, k: figure.k })}{' '}
      <AppLink className="trust__how" href="/trust/price">
        {t('howComputed')}
      </AppLink>
    </p>
  );
}
