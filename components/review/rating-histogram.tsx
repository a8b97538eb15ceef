import { useTranslations } from 'next-intl';
import { formatRating } from '@/lib/format';
import { StarIcon } from '@/components/ui/icons/star';

/**
 * The review tab's summary: the average and how many reviews gave each rating (5 down to 1), as bars.
 * Nothing when there are no reviews or the counts are not known (a preview).
 */
export function RatingHistogram({ average, counts }: { average: number; counts: number[] | undefined }) {
  const t = useTranslations('Detail.histogram');
  const total = counts?.reduce((a, b) => a + b, 0) ?? 0;
  if (!counts || total === 0) return null;
  const most = Math.max(...counts);
  return (
    <section className="histogram" aria-label={t('label')}>
      <p className="histogram__average">
        <StarIcon />
        <strong>{formatRating(average)}</strong>
        <span>{t('total', { count: total })}</span>
      </p>
      <ol className="histogram__bars">
        {[5, 4, 3, 2, 1].map((rating) => {
          const n = counts[rating - 1];
          return (
            <li key={rating} className="histogram__row" aria-label={t('row', { rating, count: n })}>
              <span className="histogram__label" aria-hidden="true">
                {t('stars', { rating })}
              </span>
              <span className="histogram__track" aria-hidden="true">
                <span className="histogram__fill" style={{ width: `${most ? (n / most) * 100 : 0}%` }} />
              </span>
              <span className="histogram__count" aria-hidden="true">
                {n}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
