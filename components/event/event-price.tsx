import { useTranslations } from 'next-intl';
import type { Event } from '@/contracts/events';
import { formatWon } from '@/lib/format';
import { ApproxPrice } from './approx-price';

type Priced = Pick<
  Event,
  | 'regularPrice'
  | 'eventPrice'
  | 'discountRate'
  | 'vatIncluded'
  | 'anesthesiaIncluded'
  | 'aftercareIncluded'
  | 'sessions'
>;

/**
 * An event's price as the clinic set it: the event price, the regular one struck through with the discount
 * rate, how many sessions it covers and whether VAT is included (on cards too: the price is compared by them),
 * and what else the price includes. Nothing when the clinic shows no price.
 */
export function EventPrice({ event, compact = false }: { event: Priced; compact?: boolean }) {
  const t = useTranslations('Detail.price');
  const shown = event.eventPrice ?? event.regularPrice;
  if (shown == null) return null;
  const struck = event.eventPrice != null && event.regularPrice != null && event.regularPrice > event.eventPrice;
  const vat = event.vatIncluded == null ? null : event.vatIncluded ? t('vatIncluded') : t('vatExcluded');
  const includes = [event.anesthesiaIncluded && t('anesthesia'), event.aftercareIncluded && t('aftercare')].filter(
    Boolean,
  ) as string[];
  return (
    <span className={`price${compact ? ' price--compact' : ''}`}>
      {struck && event.discountRate != null && (
        <span className="price__rate">{t('discount', { rate: event.discountRate })}</span>
      )}
      <strong className="price__now">{t('won', { price: formatWon(shown) })}</strong>
      <ApproxPrice krw={shown} />
      {struck && (
        <del className="price__was">
          <span className="visually-hidden">{t('regular')} </span>
          {t('won', { price: formatWon(event.regularPrice!) })}
        </del>
      )}
      {event.sessions != null && <span className="price__note">{t('sessions', { count: event.sessions })}</span>}
      {vat && <span className="price__note">{vat}</span>}
      {!compact && includes.length > 0 && (
        <span className="price__includes">
          {includes.map((x) => (
            <span key={x} className="tag">
              {x}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
