'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { todayInKorea } from '@/contracts/common';
import { addDays, checkinClosesAfter, openCheckinDay } from '@/contracts/recovery';
import { useMyReviews } from '@/lib/swr/use-my-reviews';
import { dateTimeFormat } from '@/lib/format';

/** /my-page's "회복 기록": the member's reviews with a treatment date whose check-in day is open today. */
export function RecoveryInvites() {
  const t = useTranslations('Recovery');
  const locale = useLocale();
  const { data } = useMyReviews();
  if (!data) return null;
  const today = todayInKorea();
  const open = data.data.flatMap((r) => {
    const day = r.treatedOn ? openCheckinDay(r.treatedOn, today) : null;
    return r.treatedOn && day !== null
      ? [{ review: r, day, until: addDays(r.treatedOn, checkinClosesAfter(day) - 1) }]
      : [];
  });
  const dateOf = (d: string) =>
    dateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  return (
    <section className="section" aria-labelledby="recovery-invites" data-section="recovery-invites">
      <h2 id="recovery-invites" className="section__title">
        {t('myTitle')}
      </h2>
      <p className="section__desc">{t('myLead')}</p>
      {open.length === 0 ? (
        <p className="section__desc">{t('myNone')}</p>
      ) : (
        <nav className="menu-list" aria-label={t('myTitle')}>
          {open.map(({ review, day, until }) => (
            <AppLink key={review.id} href={`/review/${review.id}/checkin`}>
              <span>
                <strong>{t('myOpen', { day })}</strong> · {review.title}
                <span className="recovery-invite__until"> ({t('myUntil', { date: dateOf(until) })})</span>
              </span>
            </AppLink>
          ))}
        </nav>
      )}
    </section>
  );
}
