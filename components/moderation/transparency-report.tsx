import { useTranslations } from 'next-intl';
import type { TransparencyMonth } from '@/contracts/moderation';
import styles from './transparency.module.css';

const FIGURES = [
  'reportsReceived',
  'takedownRequests',
  'handledWithin7Days',
  'removed',
  'restored',
  'restoredExpired',
  'kept',
] as const satisfies readonly (keyof TransparencyMonth)[];

const active = (m: TransparencyMonth) => FIGURES.some((f) => m[f] > 0);

/**
 * The monthly moderation figures (newest first; a month with nothing is left out, the current one always shown) and the
 * plain rules they follow. Everything comes from the public log (GET /public/transparency).
 */
export function TransparencyReport({ months }: { months: TransparencyMonth[] }) {
  const t = useTranslations('Transparency');
  const tm = useTranslations('Moderation');
  const shown = months.filter((m, i) => i === 0 || active(m));
  const reasons = (counts: Record<string, number>, label: (code: string) => string) => {
    const entries = Object.entries(counts);
    return entries.length === 0
      ? t('none')
      : entries.map(([code, n]) => `${label(code)} ${t('count', { n })}`).join(' · ');
  };
  return (
    <article className="doc">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {shown.length === 0 && <p>{t('empty')}</p>}
      {shown.map((m) => (
        <section key={m.month} className={styles.month} aria-labelledby={`m-${m.month}`}>
          <h2 id={`m-${m.month}`}>{t('month', { month: m.month.replace('-', '.') })}</h2>
          <dl className={styles.figures}>
            {FIGURES.map((f) => (
              <div key={f} className={styles.figure}>
                <dt>{t(f)}</dt>
                <dd>{t('count', { n: m[f] })}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.reasons}>
            <strong>{t('byReason')}</strong> {reasons(m.reportsByReason, (c) => tm(`memberReason.${c as 'OTHER'}`))}
          </p>
          <p className={styles.reasons}>
            <strong>{t('removedByReason')}</strong>{' '}
            {reasons(m.removedByReason, (c) => tm(`decisionReason.${c as 'EXPIRED'}`))}
          </p>
        </section>
      ))}
      <section aria-labelledby="how">
        <h2 id="how">{t('howTitle')}</h2>
        <ul>
          {(['how1', 'how2', 'how3', 'how4', 'how5', 'how6'] as const).map((k) => (
            <li key={k}>{t(k)}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
