import { useTranslations } from 'next-intl';
import type { Review } from '@/backend/schemas/entities';
import { AppLink } from '@/components/ui/app-link';
import { Rating } from '@/components/ui/rating';
import { Thumb } from '@/components/ui/thumb';
import { formatReviewDateTime, truncate } from '@/lib/format';

const CONTENT_LIMIT = 100;

/** Review card: before/after strip (labels 전/후), title, rating, YY.MM.DD HH:mm, content cut at 100 characters. */
export function ReviewCard({ review }: { review: Review }) {
  const t = useTranslations('Common');
  const photos = [
    ...review.beforePhotos.map((p) => ({ ...p, label: t('before') })),
    ...review.afterPhotos.map((p) => ({ ...p, label: t('after') })),
  ];
  return (
    <AppLink href={`/contents/review/${review.id}`} className="review-card">
      {photos.length > 0 && (
        <div className="review-card__photos">
          {photos.map((p, i) => (
            <div className="review-card__photo" key={`${p.path}-${i}`}>
              <Thumb url={p.url} alt={`${review.title} ${p.label}`} sizes="96px" />
              <span className="photo-label">{p.label}</span>
            </div>
          ))}
        </div>
      )}
      <h3 className="review-card__title">{review.title}</h3>
      <div className="review-card__meta">
        <Rating value={review.rating} />
        <time dateTime={review.created_at}>{formatReviewDateTime(review.created_at)}</time>
      </div>
      <p className="review-card__content" title={review.content}>
        {truncate(review.content, CONTENT_LIMIT)}
      </p>
      {review.treatments.length > 0 && (
        <div className="tags">
          {review.treatments.map((tr) => (
            <span className="tag" key={tr.id}>
              {tr.name}
            </span>
          ))}
        </div>
      )}
      <p className="review-card__clinic">{review.clinic.name}</p>
    </AppLink>
  );
}
