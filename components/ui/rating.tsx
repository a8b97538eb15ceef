import { useTranslations } from 'next-intl';
import { formatRating } from '@/lib/format';
import { StarIcon } from './icons/star';

export function Rating({ value }: { value: number }) {
  const t = useTranslations('Common');
  const text = formatRating(value);
  return (
    <span className="rating" role="img" aria-label={t('ratingLabel', { rating: text })}>
      <StarIcon />
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
