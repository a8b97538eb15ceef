import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffNotificationSettingsPage } from '@/components/notifications/staff-inbox-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Notifications'))('settings') };
}

export default function Page() {
  return <StaffNotificationSettingsPage />;
}
