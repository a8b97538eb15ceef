import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { DoctorForm } from '@/components/staff/doctor-form';
import { loadTaxonomy } from '@/lib/api/taxonomy';
import type { Locale } from '@/lib/i18n/config';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Console.doctors'))('newTitle') };
}

export default async function Page() {
  const { specialties } = await loadTaxonomy((await getLocale()) as Locale);
  return <DoctorForm doctorId={null} specialties={specialties} />;
}
