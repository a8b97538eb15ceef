import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReviewPreview } from '@/components/review/review-preview-slot';
import { ActionBar } from '@/components/detail/action-bar';
import { TopBar } from '@/components/layout/top-bar';
import { ReviewCheckins } from '@/components/trust/review-checkins';
import { ReviewDetail } from '@/components/review/review-detail';
import { ReviewSideEffects } from '@/components/trust/side-effects';
import { getReview, getReviewCheckins, preload } from '@/lib/api/public';
import { detailId } from '@/lib/detail-page';
import { truncate } from '@/lib/format';
import { reviewHeadline } from '@/lib/review-headline';
import { JsonLd, reviewJsonLd } from '@/lib/seo/json-ld';
import { ogImage, pageAlternates, siteUrl } from '@/lib/seo/metadata';
import { langOf, type SearchParams } from '@/lib/search-params';

type Props = { params: Promise<{ reviewId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const id = detailId((await params).reviewId);
  if (id === 'pv') return { robots: { index: false } };
  const lang = langOf(await searchParams);
  const review = id ? await getReview(id, lang) : null;
  if (!review) return {};
  // A review a 임시조치 hides is not indexed while it holds.
  if (review.moderation) return { robots: { index: false }, title: review.clinic.name };
  const description = truncate(review.content, 150);
  const headline = reviewHeadline(review, (await getTranslations('Common'))('untitledReview'));
  return {
    title: `${headline} · ${review.clinic.name}`,
    description,
    alternates: pageAlternates(`/contents/review/${review.id}`, lang),
    openGraph: {
      title: headline,
      description,
      images: [ogImage(review.afterPhotos[0]?.url ?? review.clinic.profileImage?.url)],
    },
  };
}

export default async function ReviewPage({ params, searchParams }: Props) {
  const id = detailId((await params).reviewId);
  if (id === null) notFound();
  if (id === 'pv') return <ReviewPreview />;
  const lang = langOf(await searchParams);
  // The check-ins depend only on the id: asked for with the review (a hidden review does not show them).
  preload(getReviewCheckins(id));
  const review = await getReview(id, lang);
  if (!review) notFound();
  const t = await getTranslations('Detail');
  // A review a 임시조치 hides is named as such, not by its title or treatments.
  const headline = review.moderation
    ? (await getTranslations('Moderation'))('hiddenTitle')
    : reviewHeadline(review, (await getTranslations('Common'))('untitledReview'));
  return (
    <>
      <TopBar
        breadcrumb={[
          { label: t('explore'), href: '/contents' },
          { label: t('review'), href: '/contents?tabId=reviews' },
          { label: headline },
        ]}
      />
      <ReviewDetail review={review} />
      {!review.moderation && <ReviewCheckins reviewId={review.id} />}
      {review.sideEffects && review.sideEffects.length > 0 && (
        <div className="side-effects__review-wrap">
          <ReviewSideEffects entries={review.sideEffects} />
        </div>
      )}
      <ActionBar target={{ type: 'REVIEW', id: review.id }} clinicId={review.clinic.id} consult={false} />
      {!review.moderation && <JsonLd data={reviewJsonLd(review, `${siteUrl()}/contents/review/${review.id}`)} />}
    </>
  );
}
