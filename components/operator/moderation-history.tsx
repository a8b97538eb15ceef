'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { LoadState } from '@/components/staff/load-state';
import { AppLink } from '@/components/ui/app-link';
import { useModerationHistory } from '@/lib/swr/use-operator-moderation';
import { useModerationLabels } from './moderation-labels';
import styles from './moderation.module.css';

/** A member's or a clinic's moderation history (/admin/members/{id}, /admin/clinics/{id}). */
export function ModerationHistory({ of, id }: { of: 'members' | 'clinics'; id: number }) {
  const t = useTranslations('Operator.moderation');
  const labels = useModerationLabels();
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const { data, error, isLoading, mutate } = useModerationHistory(of, id);
  const h = data?.data;
  return (
    <LoadState loading={isLoading} error={error} onRetry={() => void mutate()}>
      {h && of === 'members' && (
        <div className={styles.panel}>
          <h2>{t('reportsFiled')}</h2>
          {h.reportsFiled.length === 0 ? (
            <p className={styles.rowMeta}>{t('none')}</p>
          ) : (
            <ul className={styles.history}>
              {h.reportsFiled.map((r) => (
                <li key={`${r.caseId}-${r.reviewId}`}>
                  {when(r.created_at)} · {labels.reason(r.reason)} ·{' '}
                  <AppLink href={`/admin/moderation/${r.caseId}`}>{t('case', { id: r.caseId })}</AppLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {h && (
        <div className={styles.panel}>
          <h2>{of === 'members' ? t('casesOfMember') : t('casesOfClinic')}</h2>
          {h.cases.length === 0 ? (
            <p className={styles.rowMeta}>{t('none')}</p>
          ) : (
            <ul className={styles.history}>
              {h.cases.map((c) => (
                <li key={c.id}>
                  <AppLink href={`/admin/moderation/${c.id}`}>{t('case', { id: c.id })}</AppLink> ·{' '}
                  {labels.kind(c.kind)} · {when(c.openedAt)} · {labels.reason(c.requestReason)} →{' '}
                  {labels.decision(c.decision)}
                  {c.decisionReason && ` (${labels.reason(c.decisionReason)})`}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </LoadState>
  );
}
