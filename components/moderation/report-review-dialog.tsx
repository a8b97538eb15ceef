'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { MEMBER_REPORT_REASONS, type MemberReportReason } from '@/contracts/moderation-rules';
import { logFailure } from '@/lib/client-log';
import { memberCall, MemberCallError } from '@/lib/swr/member-fetch';
import { toast } from '@/lib/toast';
import styles from './moderation.module.css';

/** The report form of '신고' (ReportReviewButton): a reason (OTHER needs a text), sent to the operators. */
export function ReportReviewDialog({
  reviewId,
  open,
  onClose,
}: {
  reviewId: number;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('Moderation');
  const [reason, setReason] = useState<MemberReportReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason) return setError(t('reasonRequired'));
    if (reason === 'OTHER' && !text.trim()) return setError(t('textRequired'));
    setBusy(true);
    try {
      await memberCall((api) =>
        api.member.reviews[':id'].reports.$post({
          param: { id: String(reviewId) },
          json: { reason, text: text.trim() || undefined },
        }),
      );
      toast.success(t('reported'));
      onClose();
    } catch (err) {
      const status = err instanceof MemberCallError ? err.status : 0;
      if (status === 409) toast(t('reportDuplicate'));
      else if (status === 403) toast(t('reportOwn'));
      else if (status === 429) toast.error(t('tooMany'));
      else {
        logFailure('report', err);
        toast.error(t('reportFailed'));
      }
      if (status === 409 || status === 403) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('reportTitle')} closeLabel={t('cancel')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('reportReason')}</legend>
          {MEMBER_REPORT_REASONS.map((r) => (
            <label key={r} className={styles.option}>
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setError(null);
                }}
              />
              {t(`memberReason.${r}`)}
            </label>
          ))}
        </fieldset>
        <label className={styles.label}>
          {t('reportText')}
          <textarea
            className={styles.textarea}
            value={text}
            maxLength={1000}
            onChange={(e) => setText(e.target.value)}
          />
          <span className={styles.hint}>{t('reportTextHint')}</span>
        </label>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('reportSubmit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
