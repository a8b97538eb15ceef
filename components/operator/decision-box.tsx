'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { fieldError } from '@/lib/client/operator-api';
import { logFailure } from '@/lib/client-log';

/**
 * An operator decision on one item: the reason (every operator action needs one; the backend checks it, 2–500
 * characters) and a button per choice. `extra` is shown above the buttons (e.g. the staff user id of an approval).
 */
export function DecisionBox<C extends string>({
  choices,
  reasonOptional,
  extra,
  onDecide,
}: {
  choices: { value: C; label: string; danger?: boolean }[];
  /** The first choice may go without a reason (an approval). */
  reasonOptional?: C;
  extra?: ReactNode;
  onDecide: (choice: C, reason: string) => Promise<void>;
}) {
  const t = useTranslations('Operator.decision');
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'reason' | 'failed' | null>(null);

  const decide = async (choice: C) => {
    if (choice !== reasonOptional && reason.trim().length < 2) return setProblem('reason');
    setProblem(null);
    setBusy(true);
    try {
      await onDecide(choice, reason.trim());
      setReason('');
      toast.success(t('done'));
    } catch (err) {
      if (fieldError(err, 'reason')) setProblem('reason');
      else {
        logFailure('operator decision failed', err);
        setProblem('failed');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="op-decision">
      <label htmlFor={id} className="form__label">
        {t('reason')}
      </label>
      <textarea
        id={id}
        className="form__textarea"
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={problem === 'reason' ? true : undefined}
      />
      {extra}
      {problem && (
        <p className="form__warning" role="alert">
          {t(problem === 'reason' ? 'reasonNeeded' : 'failed')}
        </p>
      )}
      <div className="op-decision__buttons">
        {choices.map((c) => (
          <button
            key={c.value}
            type="button"
            className={`button button--small${c.danger ? ' button--outline' : ''}`}
            disabled={busy}
            onClick={() => void decide(c.value)}
          >
            {c.label}
          </button>
        ))}
      </div>
    </div>
  );
}
