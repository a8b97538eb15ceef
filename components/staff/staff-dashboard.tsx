'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { formatReviewDateTime } from '@/lib/format';
import type { StaffAuditEntry } from '@/contracts/staff';
import { useStaffAudit, useStaffDoctors, useStaffEvents } from '@/lib/swr/use-staff';
import { useSignedInStaff } from './staff-area';

/** /partner: what awaits the clinic (counsels to confirm, reviews to answer) and its latest changes. */
export function StaffDashboard() {
  const t = useTranslations('Console.dashboard');
  const me = useSignedInStaff();
  const doctors = useStaffDoctors();
  const events = useStaffEvents();
  const audit = useStaffAudit(10);
  const ongoing = events.data?.data.filter((e) => e.status === 'ONGOING').length;
  return (
    <>
      <h1 className="pc-title">{t('greeting', { clinic: me.clinic.name })}</h1>
      <p className="pc-lead">{t('account', { userId: me.user_id })}</p>
      <div className="pc-stats">
        <AppLink className="pc-stat" href="/partner/counsels?state=AWAITING_CLINIC_CONFIRMATION">
          <strong>{me.counselsAwaiting}</strong>
          <span>{t('awaiting')}</span>
        </AppLink>
        <AppLink className="pc-stat" href="/partner/reviews">
          <strong>{me.reviewsUnanswered}</strong>
          <span>{t('unanswered')}</span>
        </AppLink>
        <AppLink className="pc-stat" href="/partner/doctors">
          <strong>{doctors.data?.total ?? '–'}</strong>
          <span>{t('doctors')}</span>
        </AppLink>
        <AppLink className="pc-stat" href="/partner/events">
          <strong>{ongoing ?? '–'}</strong>
          <span>{t('ongoingEvents')}</span>
        </AppLink>
      </div>
      <AppLink className="button button--outline" href={`/contents/clinic/${me.clinic.id}`}>
        {t('viewPage')}
      </AppLink>
      <section className="pc-section" aria-labelledby="pc-recent">
        <h2 id="pc-recent">{t('recent')}</h2>
        {audit.data && audit.data.data.length === 0 && <p className="pc-lead">{t('noRecent')}</p>}
        <ul className="pc-list">
          {audit.data?.data.map((entry) => (
            <AuditLine key={entry.id} entry={entry} />
          ))}
        </ul>
      </section>
    </>
  );
}

function AuditLine({ entry }: { entry: StaffAuditEntry }) {
  const t = useTranslations('Console');
  const key = `audit.${entry.action}`;
  const what = t.has(key as 'audit.other') ? t(key as 'audit.other') : t('audit.other');
  return (
    <li className="pc-card">
      <div className="pc-row pc-row--between">
        <strong>{t('dashboard.entry', { who: entry.user_id, what })}</strong>
        <time className="pc-item__meta" dateTime={entry.created_at}>
          {formatReviewDateTime(entry.created_at)}
        </time>
      </div>
      {entry.fields.length > 0 && (
        <p className="pc-item__meta">
          {t('dashboard.fields', {
            fields: entry.fields
              .map((f) =>
                t.has(`fieldNames.${f}` as 'fieldNames.name') ? t(`fieldNames.${f}` as 'fieldNames.name') : f,
              )
              .join(', '),
          })}
        </p>
      )}
    </li>
  );
}
