'use client';

import { useTranslations } from 'next-intl';
import { deferred } from '@/components/ui/deferred';
import styles from './report-button.module.css';

// The live button (the session check, the login modal, the form) is fetched after the page: review cards carry
// only the label, and the page's first load no session reader.
const ReportReviewLive = deferred(() => import('./report-review-live').then((m) => m.ReportReviewLive));

/** '신고' on a review: inert (as the live one is until the session is known) until its code is in. */
export function ReportReviewButton({ reviewId }: { reviewId: number }) {
  const t = useTranslations('Moderation');
  return (
    <ReportReviewLive
      reviewId={reviewId}
      fallback={
        <button type="button" className={styles.reportButton} disabled>
          {t('report')}
        </button>
      }
    />
  );
}
