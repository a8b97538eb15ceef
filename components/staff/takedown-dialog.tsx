'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Modal } from '@/components/ui/modal';
import { TAKEDOWN_REASONS, type TakedownReason } from '@/contracts/moderation-rules';
import { staffApi, staffCall } from '@/lib/client/staff-api';
import { StaffCallError } from '@/lib/swr/staff-fetch';
import { formatDate } from '@/lib/format';
import { useSaveFailure } from './form-kit';

/**
 * '권리침해 신고' (정보통신망법 §44-2) on one of the clinic's reviews: a reason and an explanation. The review is hidden
 * for 30 days at most while an operator decides; a clinic never edits, hides or deletes a review itself.
 */
export function TakedownButton({ reviewId, onDone }: { reviewId: number; onDone: () => void }) {
  const t = useTranslations('Moderation');
  const id = useId();
  const failed = useSaveFailure();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<TakedownReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason) return setError(t('reasonRequired'));
    if (!text.trim()) return setError(t('textRequired'));
    setBusy(true);
    try {
      const { data } = await staffCall(
        staffApi.staff.reviews[':id'].takedown.$post({
          param: { id: String(reviewId) },
          json: { reason, text: text.trim() },
        }),
      );
      toast.success(t('takedownDone', { date: formatDate(data.hiddenUntil) }));
      setOpen(false);
      onDone();
    } catch (err) {
      if (err instanceof StaffCallError && err.status === 409) {
        toast.error(t('takedownConflict'));
        setOpen(false);
      } else failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button button--outline button--small" onClick={() => setOpen(true)}>
        {t('takedown')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('takedownTitle')} closeLabel={t('cancel')}>
        <form onSubmit={(e) => void submit(e)} noValidate style={{ padding: '0 20px 16px' }}>
          <p className="pc-lead">{t('takedownIntro')}</p>
          <fieldset className="form__fieldset" style={{ border: 0, padding: 0, margin: '12px 0' }}>
            <legend className="form__label">{t('takedownReasonLabel')}</legend>
            {TAKEDOWN_REASONS.map((r) => (
              <label key={r} className="pc-row" style={{ minHeight: 36 }}>
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setError(null);
                  }}
                />
                {t(`takedownReason.${r}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-text`} className="form__label">
            {t('takedownText')}
          </label>
          <textarea
            id={`${id}-text`}
            className="form__textarea"
            rows={4}
            maxLength={1000}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p className="form__warning" role="alert">
              {error}
            </p>
          )}
          <div className="pc-row pc-row--end" style={{ marginTop: 12 }}>
            <button type="button" className="button button--outline button--small" onClick={() => setOpen(false)}>
              {t('cancel')}
            </button>
            <button type="submit" className="button button--small" disabled={busy}>
              {t('takedownSubmit')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
