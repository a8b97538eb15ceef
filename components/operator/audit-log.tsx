'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { LoadState } from '@/components/staff/load-state';
import { useOperatorAudit } from '@/lib/swr/use-operator';

/** /admin/audit: every operator action, newest first, with who, when, what, on which target and why. */
export function AuditLog() {
  const t = useTranslations('Operator.audit');
  const format = useFormatter();
  const { data, error, isLoading, mutate } = useOperatorAudit();
  return (
    <section>
      <h1 className="pc-title">{t('title')}</h1>
      <p className="pc-lead">{t('intro')}</p>
      <LoadState loading={isLoading} error={error} onRetry={() => void mutate()}>
        {data && data.data.length === 0 && <p>{t('empty')}</p>}
        {data && data.data.length > 0 && (
          <ul className="op-list">
            {data.data.map((e) => (
              <li key={e.id} className="op-row">
                <span className="op-row__when">
                  {format.dateTime(new Date(e.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
                <strong>{e.action}</strong>
                <span>
                  {t('who')}: {e.operator} · {t('target')}: {e.targetType}
                  {e.targetId !== null ? ` #${e.targetId}` : ''}
                </span>
                <span>
                  {t('reason')}: {e.reason ?? t('noReason')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
