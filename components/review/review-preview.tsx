'use client';

import { useTranslations } from 'next-intl';
import { PreviewShell } from '@/components/detail/preview-shell';
import { usePreview } from '@/components/detail/use-preview';
import { PREVIEW_KEYS, reviewPreviewSchema } from '@/lib/schemas/preview';
import { reviewHeadline } from '@/lib/review-headline';
import { ReviewDetail } from './review-detail';

/** /contents/review/pv: the review page rendered from localStorage tempReviewInfo. */
export function ReviewPreview() {
  const t = useTranslations('Detail');
  const tc = useTranslations('Common');
  const state = usePreview(PREVIEW_KEYS.review, reviewPreviewSchema);
  return (
    <PreviewShell
      state={state}
      crumbs={(review) => [
        { label: t('explore'), href: '/contents' },
        { label: t('review'), href: '/contents?tabId=reviews' },
        { label: review ? reviewHeadline(review, tc('untitledReview')) : t('previewBadge') },
      ]}
    >
      {(review) => <ReviewDetail review={review} />}
    </PreviewShell>
  );
}
