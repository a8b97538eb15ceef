import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffInboxPage } from '@/components/notifications/staff-inbox-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Notifications'))('title') };
}

export default function Page() {
  return <StaffInboxPage />;
}
