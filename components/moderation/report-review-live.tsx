'use client';

import { clientOnly } from '@/components/ui/client-only';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoginModal } from '@/components/member/login-modal';
import { useMember } from '@/lib/swr/use-member';
import styles from './report-button.module.css';

// The form is fetched when a member first opens it, not with every review card.
const ReportReviewDialog = clientOnly(() => import('./report-review-dialog').then((m) => m.ReportReviewDialog));

/**
 * '신고': a member reports a review to the operators with a reason (OTHER needs a text); visitors get the login
 * modal. Fetched after the page (report-review-button.tsx), with the session reader it needs.
 */
export function ReportReviewLive({ reviewId }: { reviewId: number }) {
  const t = useTranslations('Moderation');
  const { member } = useMember();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        className={styles.reportButton}
        disabled={member === undefined}
        onClick={() => {
          if (!member) return setLoginOpen(true);
          setUsed(true);
          setOpen(true);
        }}
      >
        {t('report')}
      </button>
      {used && <ReportReviewDialog reviewId={reviewId} open={open} onClose={() => setOpen(false)} />}
      <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} />
    </>
  );
}
