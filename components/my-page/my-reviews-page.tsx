'use client';

import { useTranslations } from 'next-intl';
import { TopBar } from '@/components/layout/top-bar';
import { CardListSkeleton, LoadingStatus } from '@/components/ui/skeleton';
import { ReviewCard } from '@/components/review/review-card';
import { OwnHiddenReview } from '@/components/moderation/own-hidden-review';
import { useMyReviews } from '@/lib/swr/use-my-reviews';

/** /my-page/reviews: the member's reviews (offset 0, limit 100 — docs/product.md#rules), breadcrumb from my page. */
export function MyReviewsPage() {
  const t = useTranslations('MyPage');
  const { data, mutate } = useMyReviews();
  return (
    <>
      <TopBar breadcrumb={[{ label: t('title'), href: '/my-page' }, { label: t('myReviews') }]} />
      {!data ? (
        <>
          <CardListSkeleton rows={4} />
          <LoadingStatus label={t('loading')} />
        </>
      ) : data.data.length === 0 ? (
        <p className="empty">{t('noReviews')}</p>
      ) : (
        <ul className="card-list">
          {data.data.map((r) => (
            <li key={r.id} id={`review-${r.id}`}>
              {/* Its writer reads a hidden review in full, with its status and the objection form. */}
              <ReviewCard review={{ ...r, moderation: null }} reportable={false} />
              {r.moderation && (
                <OwnHiddenReview reviewId={r.id} moderation={r.moderation} onSent={() => void mutate()} />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
