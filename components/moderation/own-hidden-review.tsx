'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { OwnReviewModeration } from '@/contracts/moderation';
import { logFailure } from '@/lib/client-log';
import { formatDate } from '@/lib/format';
import { memberCall, MemberCallError } from '@/lib/swr/member-fetch';
import styles from './moderation.module.css';

/**
 * The writer's view of their review while a 임시조치 hides it (my-page): its status and, once, the objection (소명)
 * the operators read before deciding.
 */
export function OwnHiddenReview({
  reviewId,
  moderation,
  onSent,
}: {
  reviewId: number;
  moderation: OwnReviewModeration;
  onSent: () => void;
}) {
  const t = useTranslations('Moderation');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(t('textRequired'));
    setBusy(true);
    try {
      await memberCall((api) =>
        api.member.reviews[':id'].objection.$post({ param: { id: String(reviewId) }, json: { text: text.trim() } }),
      );
      toast.success(t('objectionSent'));
      onSent();
    } catch (err) {
      if (err instanceof MemberCallError && err.status === 409) onSent();
      else {
        logFailure('objection', err);
        toast.error(t('objectionFailed'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`${styles.notice} ${styles.own}`} role="note">
      <strong className={styles.noticeTitle}>{t('hiddenTitle')}</strong>
      {t('ownHidden', { date: formatDate(moderation.hiddenUntil) })}
      {moderation.objectedAt ? (
        <p className={styles.hint}>{t('objectionAlready', { date: formatDate(moderation.objectedAt) })}</p>
      ) : (
        <form className={styles.objection} onSubmit={send} noValidate>
          <label className={styles.label}>
            {t('objectionTitle')}
            <span className={styles.hint}>{t('objectionHint')}</span>
            <textarea
              className={styles.textarea}
              value={text}
              maxLength={1000}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
            />
          </label>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {t('objectionSubmit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
