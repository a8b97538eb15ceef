'use client';

import { useTranslations } from 'next-intl';
import { TopBar } from '@/components/layout/top-bar';
import { useSignedInMember } from '@/components/member/member-gate';
import { InboxList } from './inbox-list';
import { NotificationSettingsForm } from './settings-form';

/** /notifications: the member's inbox. */
export function MemberInboxPage() {
  const t = useTranslations('Notifications');
  const member = useSignedInMember();
  return (
    <>
      <TopBar breadcrumb={[{ label: t('title') }]} />
      <InboxList actor="member" who={member.token.id} settingsHref="/my-page/notifications" />
    </>
  );
}

/** /my-page/notifications: the member's notification settings. */
export function MemberNotificationSettingsPage() {
  const t = useTranslations('Notifications');
  const tm = useTranslations('MyPage');
  const member = useSignedInMember();
  return (
    <>
      <TopBar breadcrumb={[{ label: tm('title'), href: '/my-page' }, { label: t('settings') }]} />
      <NotificationSettingsForm actor="member" who={member.token.id} />
    </>
  );
}
