'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { memberCall, MemberCallError } from '@/lib/swr/member-fetch';
import { logFailure } from '@/lib/client-log';

/**
 * 상담 신청 취소, while the clinic has not confirmed the counsel: a confirmation, then the cancel call;
 * `onDone` reloads the counsel (now 취소됨, or whatever the clinic moved it to meanwhile).
 */
export function CancelCounsel({ counselId, onDone }: { counselId: number; onDone: () => Promise<unknown> }) {
  const t = useTranslations('Counsel');
  const [step, setStep] = useState<'closed' | 'open' | 'busy'>('closed');

  const cancel = async () => {
    setStep('busy');
    try {
      await memberCall((api) => api.member.counsels[':id'].cancel.$post({ param: { id: String(counselId) } }));
      toast.success(t('canceled'));
      setStep('closed');
    } catch (err) {
      const tooLate = err instanceof MemberCallError && err.status === 409;
      if (!tooLate) logFailure('counsel cancel', err);
      toast.error(tooLate ? t('cancelTooLate') : t('cancelFailed'));
      setStep(tooLate ? 'closed' : 'open');
    }
    await onDone();
  };

  return (
    <>
      <button type="button" className="button button--ghost" style={{ width: '100%' }} onClick={() => setStep('open')}>
        {t('cancel')}
      </button>
      <ConfirmDialog
        open={step !== 'closed'}
        busy={step === 'busy'}
        title={t('cancelTitle')}
        text={t('cancelText')}
        confirmLabel={t('cancelConfirm')}
        backLabel={t('cancelKeep')}
        closeLabel={t('close')}
        onConfirm={() => void cancel()}
        onClose={() => setStep('closed')}
      />
    </>
  );
}
