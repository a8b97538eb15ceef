import { useTranslations } from 'next-intl';
import type { ModerationLogEntry } from '@/contracts/moderation';
import { AppLink } from '@/components/ui/app-link';
import { formatDate } from '@/lib/format';
import styles from './moderation.module.css';

/**
 * A clinic's '리뷰 관리 기록' (docs/moderation.md): each case with its date, who asked (by role), the reason category
 * and where it stands, collapsed under its count; an empty state sentence when there is none.
 */
export function ModerationLog({ entries, total }: { entries: ModerationLogEntry[]; total: number }) {
  const t = useTranslations('Moderation');
  const reasonLabel = (e: ModerationLogEntry) =>
    e.requestedBy === 'CLINIC'
      ? t(`takedownReason.${e.reason as 'DEFAMATION'}`)
      : t(`memberReason.${e.reason as 'OTHER'}`);
  return (
    <section className={styles.log} aria-labelledby="moderation-log-title">
      <h2 id="moderation-log-title" className={styles.logSummary}>
        {t('logTitle')}
      </h2>
      {total === 0 ? (
        <p className={styles.logIntro}>{t('logEmpty')}</p>
      ) : (
        <details>
          <summary className={styles.logMeta}>{t('logShow', { count: total })}</summary>
          <p className={styles.logIntro}>{t('logIntro')}</p>
          <ul className={styles.logList}>
            {entries.map((e) => (
              <li key={e.caseId} className={styles.logItem}>
                <span className={styles.logHead}>
                  <time dateTime={e.openedAt}>{formatDate(e.openedAt)}</time>
                  <span>{t(`requestedBy.${e.requestedBy}`)}</span>
                  <span className={styles.logState}>
                    {t(`state.${e.state}`, { date: e.hiddenUntil ? formatDate(e.hiddenUntil) : '' })}
                  </span>
                </span>
                <span className={styles.logMeta}>
                  {t('logReason', { reason: reasonLabel(e) })}
                  {e.decidedAt && ` · ${t('logDecided', { date: formatDate(e.decidedAt) })}`}
                  {e.decisionReason && ` · ${t(`decisionReason.${e.decisionReason as 'EXPIRED'}`)}`}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <AppLink href="/transparency" className={styles.logMore}>
        {t('logMore')}
      </AppLink>
    </section>
  );
}
