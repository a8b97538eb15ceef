import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { EventForm } from '@/components/staff/event-form';
import { loadTaxonomy } from '@/lib/api/taxonomy';
import type { Locale } from '@/lib/i18n/config';
import { idString } from '@/contracts/common';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Console.events'))('editTitle') };
}

export default async function Page({ params }: { params: Promise<{ eventId: string }> }) {
  const id = idString('eventId').safeParse((await params).eventId);
  if (!id.success) notFound();
  const { treatments } = await loadTaxonomy((await getLocale()) as Locale);
  return <EventForm key={id.data} eventId={id.data} treatments={treatments.map(({ id, name }) => ({ id, name }))} />;
}
