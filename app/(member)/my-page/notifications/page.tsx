import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MemberNotificationSettingsPage } from '@/components/notifications/member-inbox-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Notifications'))('settings') };
}

export default function Page() {
  return <MemberNotificationSettingsPage />;
}
