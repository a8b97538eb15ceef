import { useTranslations } from 'next-intl';
import type { Review } from '@/contracts/reviews';
import { DetailSection, Paragraphs } from '@/components/detail/detail-section';
import { ClinicLinkCard } from '@/components/doctor/doctor-detail';
import { AppLink } from '@/components/ui/app-link';
import { PhotoGallery } from '@/components/ui/photo-gallery';
import { Rating } from '@/components/ui/rating';
import { formatDate } from '@/lib/format';
import { reviewHeadline } from '@/lib/review-headline';
import { HelpfulButton } from './helpful-button';
import { ReviewAuthor } from './review-author';
import { galleryPhotosOf } from './review-photos';
import { ReviewTrust } from './review-trust';
import { HiddenReviewNotice } from '@/components/moderation/hidden-review-notice';
import { ReportReviewButton } from '@/components/moderation/report-review-button';

/**
 * Review detail (docs/product.md#screens): title, rating and date; treatments; before/after photos (full-screen gallery);
 * content; the clinic's reply (marked when the review was edited after it); linked event; clinic; doctors. '수정됨' with
 * the date once the writer changed the review.
 */
export function ReviewDetail({ review }: { review: Review }) {
  const t = useTranslations('Detail');
  const tc = useTranslations('Common');
  const tv = useTranslations('Verification');
  const photos = galleryPhotosOf(review, {
    before: tc('before'),
    after: tc('after'),
    afterDays: (n) => tv('afterDaysLabel', { n }),
  });
  const headline = reviewHeadline(review, tc('untitledReview'));
  if (review.moderation) return <HiddenReviewDetail review={review} moderation={review.moderation} />;
  return (
    <>
      <div className="detail-head">
        <h1 className="detail-head__name">{headline}</h1>
        <div className="review-detail__meta">
          <Rating value={review.rating} />
          <ReviewAuthor review={review} />
          <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
          {review.updated_at && (
            <time className="review-detail__edited" dateTime={review.updated_at}>
              {t('edited', { date: formatDate(review.updated_at) })}
            </time>
          )}
        </div>
        <ReviewTrust review={review} withPrice />
        {review.treatments.length > 0 && (
          <div className="tags" aria-label={t('treatments')}>
            {review.treatments.map((x, i) => (
              <span className="tag" key={`${x.id}-${i}`}>
                {x.name}
              </span>
            ))}
          </div>
        )}
      </div>
      <DetailSection title={t('photos')} empty={photos.length === 0 && t('noPhotos')}>
        <PhotoGallery photos={photos} title={headline} />
      </DetailSection>
      <DetailSection title={t('content')}>
        <Paragraphs text={review.content} />
        <p className="helpful-row">
          {review.helpfulCount !== undefined && (
            <HelpfulButton reviewId={review.id} initialCount={review.helpfulCount} />
          )}{' '}
          <ReportReviewButton reviewId={review.id} />
        </p>
      </DetailSection>
      {review.reply && (
        <DetailSection title={t('reply')}>
          <div className="clinic-reply">
            <p className="clinic-reply__head">
              <span>{t('replyFrom', { clinic: review.clinic.name })}</span>
              <time className="clinic-reply__date" dateTime={review.reply.updated_at ?? review.reply.created_at}>
                {formatDate(review.reply.updated_at ?? review.reply.created_at)}
              </time>
            </p>
            {review.reply.answersEarlierVersion && <p className="clinic-reply__earlier">{t('replyEarlier')}</p>}
            <Paragraphs text={review.reply.content} />
          </div>
        </DetailSection>
      )}
      {review.event && (
        <DetailSection title={t('linkedEvent')}>
          {review.event.id ? (
            <AppLink href={`/contents/event/${review.event.id}`} className="link-card">
              {review.event.title}
            </AppLink>
          ) : (
            <p className="link-card">{review.event.title}</p>
          )}
        </DetailSection>
      )}
      <DetailSection title={t('clinicInfo')}>
        <ClinicLinkCard clinic={review.clinic} />
      </DetailSection>
      {review.doctors.length > 0 && (
        <DetailSection title={t('doctors')}>
          {review.doctors.map((d, i) =>
            d.id ? (
              <AppLink key={`${d.id}-${i}`} href={`/contents/doctor/${d.id}`} className="link-card">
                {d.name} {tc('director')}
              </AppLink>
            ) : (
              <p key={i} className="link-card">
                {d.name}
              </p>
            ),
          )}
        </DetailSection>
      )}
    </>
  );
}

/** A review a 임시조치 hides: its rating, date and clinic, and the placeholder instead of its words and photos. */
function HiddenReviewDetail({ review, moderation }: { review: Review; moderation: NonNullable<Review['moderation']> }) {
  const t = useTranslations('Detail');
  const tm = useTranslations('Moderation');
  return (
    <>
      <div className="detail-head">
        <h1 className="detail-head__name">{tm('hiddenTitle')}</h1>
        <div className="review-detail__meta">
          <Rating value={review.rating} />
          <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
        </div>
        <HiddenReviewNotice moderation={moderation} />
      </div>
      <DetailSection title={t('clinicInfo')}>
        <ClinicLinkCard clinic={review.clinic} />
      </DetailSection>
    </>
  );
}
