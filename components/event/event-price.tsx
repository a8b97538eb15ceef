import { useTranslations, type Messages } from 'next-intl';
import type { EventPriceFacts } from '@/contracts/events';
import { formatWon } from '@/lib/format';
import { ApproxPrice } from './approx-price';

type PriceKey = keyof Messages['Detail']['price'];

/** A fact said beside the price (on cards too: prices are compared by them) or as a tag of what it includes (pages). */
type Said<V> = { place: 'note' | 'tag'; say: (value: V) => readonly [PriceKey, Record<string, number>?] | null };

/**
 * How each of the contract's price facts is said, in the order shown: the price itself (drawn above), or a note or tag
 * by its message. A fact the contract gains and this table lacks does not compile.
 */
const SAID: { [K in keyof EventPriceFacts]: 'price' | Said<EventPriceFacts[K]> } = {
  regularPrice: 'price',
  eventPrice: 'price',
  discountRate: 'price',
  sessions: { place: 'note', say: (n) => (n == null ? null : ['sessions', { count: n }]) },
  vatIncluded: { place: 'note', say: (v) => (v == null ? null : [v ? 'vatIncluded' : 'vatExcluded']) },
  anesthesiaIncluded: { place: 'tag', say: (v) => (v ? ['anesthesia'] : null) },
  aftercareIncluded: { place: 'tag', say: (v) => (v ? ['aftercare'] : null) },
};

/**
 * An event's price as the clinic set it: the event price, the regular one struck through with the discount
 * rate, the notes beside it (how many sessions it covers, whether VAT is included) and the tags of what else the
 * price includes (not on cards). Nothing when the clinic shows no price.
 */
export function EventPrice({ event, compact = false }: { event: EventPriceFacts; compact?: boolean }) {
  const t = useTranslations('Detail.price');
  const shown = event.eventPrice ?? event.regularPrice;
  if (shown == null) return null;
  const struck = event.eventPrice != null && event.regularPrice != null && event.regularPrice > event.eventPrice;
  const said = (place: Said<never>['place']) =>
    (Object.keys(SAID) as (keyof EventPriceFacts)[]).flatMap((fact) => {
      const how = SAID[fact] as 'price' | Said<EventPriceFacts[typeof fact]>;
      if (how === 'price' || how.place !== place) return [];
      const message = how.say(event[fact]);
      return message ? [{ fact, text: t(message[0], message[1]) }] : [];
    });
  const tags = compact ? [] : said('tag');
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
      {said('note').map((note) => (
        <span key={note.fact} className="price__note">
          {note.text}
        </span>
      ))}
      {tags.length > 0 && (
        <span className="price__includes">
          {tags.map((tag) => (
            <span key={tag.fact} className="tag">
              {tag.text}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
