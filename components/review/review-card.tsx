import { useTranslations } from 'next-intl';
import type { Review } from '@/contracts/reviews';
import { AppLink } from '@/components/ui/app-link';
import { PhotoGallery } from '@/components/ui/photo-gallery';
import { Rating } from '@/components/ui/rating';
import { formatReviewDateTime, truncate } from '@/lib/format';
import { reviewHeadline } from '@/lib/review-headline';
import { ReviewAuthor } from './review-author';
import { galleryPhotosOf } from './review-photos';
import { ReviewTrust } from './review-trust';
import { HiddenReviewNotice } from '@/components/moderation/hidden-review-notice';
import { ReportReviewButton } from '@/components/moderation/report-review-button';

const CONTENT_LIMIT = 100;

/**
 * Review card: before/after strip (labels 전/후), title, rating, YY.MM.DD HH:mm, content cut at 100
 * characters. The photos are their own buttons that open the full-screen gallery (docs/product.md#screens); the rest of
 * the card is one link to the review.
 */
export function ReviewCard({ review, reportable = true }: { review: Review; reportable?: boolean }) {
  const t = useTranslations('Common');
  const tv = useTranslations('Verification');
  const photos = galleryPhotosOf(review, {
    before: t('before'),
    after: t('after'),
    afterDays: (n) => tv('afterDays', { n }),
  });
  const headline = reviewHeadline(review, t('untitledReview'));
  // A 임시조치 keeps the review's place in the list: a placeholder stands where its words and photos were.
  if (review.moderation)
    return (
      <article className="review-card">
        <span className="review-card__meta">
          <Rating value={review.rating} />
          <time dateTime={review.created_at}>{formatReviewDateTime(review.created_at)}</time>
        </span>
        <HiddenReviewNotice moderation={review.moderation} />
        <span className="review-card__clinic">{review.clinic.name}</span>
      </article>
    );
  return (
    <article className="review-card">
      {photos.length > 0 && <PhotoGallery photos={photos} title={headline} className="review-card__photos" />}
      <ReviewTrust review={review} />
      <AppLink href={`/contents/review/${review.id}`} className="review-card__link">
        <h3 className="review-card__title">{headline}</h3>
        <span className="review-card__meta">
          <Rating value={review.rating} />
          <ReviewAuthor review={review} />
          <time dateTime={review.created_at}>{formatReviewDateTime(review.created_at)}</time>
        </span>
        <span className="review-card__content" title={review.content}>
          {truncate(review.content, CONTENT_LIMIT)}
        </span>
        {review.treatments.length > 0 && (
          <span className="tags">
            {review.treatments.map((tr) => (
              <span className="tag" key={tr.id}>
                {tr.name}
              </span>
            ))}
          </span>
        )}
        <span className="review-card__clinic">{review.clinic.name}</span>
      </AppLink>
      {reportable && <ReportReviewButton reviewId={review.id} />}
    </article>
  );
}
