import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EventList } from '@/components/staff/event-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Console.events'))('title') };
}

export default function Page() {
  return <EventList />;
}
