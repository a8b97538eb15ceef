import { useTranslations } from 'next-intl';
import type { ReviewModeration } from '@/contracts/moderation';
import { formatDate } from '@/lib/format';
import styles from './moderation.module.css';

/** What a review a 임시조치 hides shows in place of its words and photos (docs/moderation.md). */
export function HiddenReviewNotice({ moderation }: { moderation: ReviewModeration }) {
  const t = useTranslations('Moderation');
  return (
    <p className={styles.notice} role="note">
      <strong className={styles.noticeTitle}>{t('hiddenTitle')}</strong>
      {t('hiddenNotice', { date: formatDate(moderation.hiddenUntil) })}
    </p>
  );
}
