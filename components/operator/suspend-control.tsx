'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { fieldError, operatorApi, operatorCall } from '@/lib/client/operator-api';
import { logFailure } from '@/lib/client-log';

type Target = { kind: 'member'; id: number } | { kind: 'staff'; id: number };

/**
 * A member's or staff account's suspension: its state, and suspending or lifting it with a reason (required; the
 * backend keeps it in the audit log and ends every session of the account at once).
 */
export function SuspendControl({
  target,
  suspendedAt,
  onChanged,
}: {
  target: Target;
  suspendedAt: string | null;
  onChanged: (suspendedAt: string | null) => void;
}) {
  const t = useTranslations('Operator.accounts');
  const format = useFormatter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const suspend = suspendedAt === null;

  const submit = async () => {
    if (busy) return;
    if (reason.trim().length < 2) return setProblem(t('reasonNeeded'));
    setBusy(true);
    setProblem(null);
    try {
      const json = { suspended: suspend, reason };
      const param = { id: String(target.id) };
      const { data } = await (target.kind === 'member'
        ? operatorCall(operatorApi.operator.members[':id'].suspension.$put({ param, json }))
        : operatorCall(operatorApi.operator.staff[':id'].suspension.$put({ param, json })));
      onChanged(data.suspendedAt);
      toast.success(t('done'));
      setOpen(false);
      setReason('');
    } catch (err) {
      if (fieldError(err, 'reason')) setProblem(t('reasonNeeded'));
      else {
        logFailure('suspension failed', err);
        setProblem(t('failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="op-suspend">
      <span className={`pc-badge${suspend ? '' : ' op-badge--alert'}`}>
        {suspend
          ? t('active')
          : t('suspended', { date: format.dateTime(new Date(suspendedAt), { dateStyle: 'medium' }) })}
      </span>
      {!open && (
        <button type="button" className="button button--ghost button--small" onClick={() => setOpen(true)}>
          {suspend ? t('suspend') : t('lift')}
        </button>
      )}
      {open && (
        <div className="op-suspend__form">
          <label className="form__label" htmlFor={`reason-${target.kind}-${target.id}`}>
            {t('reason')}
          </label>
          <textarea
            id={`reason-${target.kind}-${target.id}`}
            className="form__input"
            rows={2}
            maxLength={500}
            value={reason}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {problem && (
            <p className="pc-error" role="alert">
              {problem}
            </p>
          )}
          <div className="pc-row">
            <button type="button" className="button button--small" disabled={busy} onClick={() => void submit()}>
              {suspend ? t('confirmSuspend') : t('confirmLift')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                setOpen(false);
                setProblem(null);
              }}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
