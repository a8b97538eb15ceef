'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { memberCall } from '@/lib/swr/member-fetch';
import { logFailure } from '@/lib/client-log';

/** 후기 삭제 in edit mode: a confirmation, then DELETE; `onDeleted` runs once the review is gone. */
export function DeleteReview({
  reviewId,
  disabled,
  onDeleted,
}: {
  reviewId: number;
  disabled: boolean;
  onDeleted: () => Promise<void>;
}) {
  const t = useTranslations('Editor');
  const [step, setStep] = useState<'closed' | 'open' | 'busy'>('closed');

  const remove = async () => {
    setStep('busy');
    try {
      await memberCall((api) => api.member.reviews[':id'].$delete({ param: { id: String(reviewId) } }));
      toast.success(t('deleted'));
      await onDeleted();
    } catch (err) {
      logFailure('review delete', err);
      setStep('open');
      toast.error(t('deleteFailed'));
    }
  };

  return (
    <div className="section">
      <button
        type="button"
        className="text-button review-form__delete"
        onClick={() => setStep('open')}
        disabled={disabled}
      >
        {t('delete')}
      </button>
      <ConfirmDialog
        open={step !== 'closed'}
        busy={step === 'busy'}
        title={t('deleteTitle')}
        text={t('deleteBody')}
        confirmLabel={t('deleteConfirm')}
        backLabel={t('cancel')}
        closeLabel={t('cancel')}
        onConfirm={() => void remove()}
        onClose={() => setStep('closed')}
      />
    </div>
  );
}
