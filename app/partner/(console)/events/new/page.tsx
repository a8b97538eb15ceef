import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { EventForm } from '@/components/staff/event-form';
import { loadTaxonomy } from '@/lib/api/taxonomy';
import type { Locale } from '@/lib/i18n/config';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Console.events'))('newTitle') };
}

export default async function Page() {
  const { treatments } = await loadTaxonomy((await getLocale()) as Locale);
  return <EventForm eventId={null} treatments={treatments.map(({ id, name }) => ({ id, name }))} />;
}
