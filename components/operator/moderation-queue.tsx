'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadState } from '@/components/staff/load-state';
import { AppLink } from '@/components/ui/app-link';
import type { ModerationCaseSummary } from '@/contracts/moderation';
import { useModerationCases } from '@/lib/swr/use-operator-moderation';
import { useModerationLabels } from './moderation-labels';
import styles from './moderation.module.css';

const DAY = 86_400_000;

/** /admin/moderation: open cases oldest first (or the decided ones), each with its kind, clinic, age and flags. */
export function ModerationQueue() {
  const t = useTranslations('Operator.moderation');
  const [state, setState] = useState<'OPEN' | 'DECIDED'>('OPEN');
  const [kind, setKind] = useState<'REPORT' | 'TAKEDOWN' | undefined>(undefined);
  const { data, error, isLoading, mutate } = useModerationCases(state, kind);
  // Ages are counted from when the page opened.
  const [now] = useState(() => Date.now());
  const chip = (on: boolean, label: string, pick: () => void) => (
    <button type="button" className="chip" aria-pressed={on} aria-current={on} onClick={pick}>
      {label}
    </button>
  );
  return (
    <section>
      <h1 className="pc-title">{t('title')}</h1>
      <p className="pc-lead">{t('intro')}</p>
      <div className={styles.filters} role="group" aria-label={t('filters')}>
        {chip(state === 'OPEN', t('stateOpen'), () => setState('OPEN'))}
        {chip(state === 'DECIDED', t('stateDecided'), () => setState('DECIDED'))}
        {chip(kind === undefined, t('kindAll'), () => setKind(undefined))}
        {chip(kind === 'REPORT', t('kind.REPORT'), () => setKind('REPORT'))}
        {chip(kind === 'TAKEDOWN', t('kind.TAKEDOWN'), () => setKind('TAKEDOWN'))}
      </div>
      <LoadState loading={isLoading} error={error} onRetry={() => void mutate()}>
        <p className="pc-item__meta">{t('total', { count: data?.total ?? 0 })}</p>
        {data?.data.length === 0 && <p>{t('empty')}</p>}
        <ul className={styles.list} aria-label={t('title')}>
          {data?.data.map((c) => (
            <li key={c.id}>
              <CaseRow c={c} now={now} />
            </li>
          ))}
        </ul>
      </LoadState>
    </section>
  );
}

function CaseRow({ c, now }: { c: ModerationCaseSummary; now: number }) {
  const t = useTranslations('Operator.moderation');
  const labels = useModerationLabels();
  const format = useFormatter();
  const days = Math.floor((now - new Date(c.openedAt).getTime()) / DAY);
  return (
    <AppLink href={`/admin/moderation/${c.id}`} className={styles.row}>
      <span className={styles.rowTitle}>
        #{c.id} {c.reviewTitle || t('untitled')}
      </span>
      <span className={styles.rowMeta}>{t('age', { days })}</span>
      <span className={styles.rowMeta}>
        {c.clinic.name} · {format.dateTime(new Date(c.openedAt), { dateStyle: 'medium' })}
        {c.decision && ` · ${labels.decision(c.decision)} (${labels.reason(c.decisionReason)})`}
      </span>
      <span className={styles.badges}>
        <span className={`${styles.badge} ${c.kind === 'TAKEDOWN' ? styles.badgeInfo : ''}`}>
          {labels.kind(c.kind)}
        </span>
        {c.kind === 'REPORT' && <span className={styles.badge}>{t('reports', { count: c.reportCount })}</span>}
        {c.requestReason && <span className={styles.badge}>{labels.reason(c.requestReason)}</span>}
        {c.objection && <span className={`${styles.badge} ${styles.badgeInfo}`}>{t('objection')}</span>}
        {c.adWordingCount > 0 && (
          <span className={`${styles.badge} ${styles.badgeWarn}`}>{t('adWording', { count: c.adWordingCount })}</span>
        )}
      </span>
    </AppLink>
  );
}
