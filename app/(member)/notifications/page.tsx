import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MemberInboxPage } from '@/components/notifications/member-inbox-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Notifications'))('title') };
}

export default function Page() {
  return <MemberInboxPage />;
}
