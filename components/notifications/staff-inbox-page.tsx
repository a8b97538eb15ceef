'use client';

import { useTranslations } from 'next-intl';
import { useSignedInStaff } from '@/components/staff/staff-area';
import { InboxList } from './inbox-list';
import { NotificationSettingsForm } from './settings-form';

/** /partner/notifications: what happened at the clinic (new counsels, cancellations, reviews). */
export function StaffInboxPage() {
  const t = useTranslations('Notifications');
  const me = useSignedInStaff();
  return (
    <>
      <h1 className="pc-title">{t('title')}</h1>
      <InboxList actor="staff" who={me.user_id} settingsHref="/partner/notifications/settings" />
    </>
  );
}

/** /partner/notifications/settings: this staff account's notification settings. */
export function StaffNotificationSettingsPage() {
  const t = useTranslations('Notifications');
  const me = useSignedInStaff();
  return (
    <>
      <h1 className="pc-title">{t('settings')}</h1>
      <NotificationSettingsForm actor="staff" who={me.user_id} />
    </>
  );
}
