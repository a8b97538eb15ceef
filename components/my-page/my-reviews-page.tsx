'use client';

import { useTranslations } from 'next-intl';
import type { Review } from '@/backend/schemas/entities';
import { TopBar } from '@/components/layout/top-bar';
import { CardListSkeleton, LoadingStatus } from '@/components/ui/skeleton';
import { MemberGate } from '@/components/member/member-gate';
import { ReviewCard } from '@/components/review/review-card';
import { useMemberData } from '@/lib/swr/use-member-data';

/** /my-page/reviews: the member's reviews (offset 0, limit 100 — spec §9), breadcrumb from my page. */
export function MyReviewsPage() {
  const t = useTranslations('MyPage');
  return <MemberGate title={t('myReviews')}>{() => <MyReviews />}</MemberGate>;
}

function MyReviews() {
  const t = useTranslations('MyPage');
  const { data } = useMemberData<{ data: Review[]; total: number }>('/api/member/reviews?offset=0&limit=100');
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
            <li key={r.id}>
              <ReviewCard review={r} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
