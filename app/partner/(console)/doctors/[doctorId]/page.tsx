import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { DoctorForm } from '@/components/staff/doctor-form';
import { loadTaxonomy } from '@/lib/api/taxonomy';
import type { Locale } from '@/lib/i18n/config';
import { idString } from '@/contracts/common';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Console.doctors'))('editTitle') };
}

export default async function Page({ params }: { params: Promise<{ doctorId: string }> }) {
  const id = idString('doctorId').safeParse((await params).doctorId);
  if (!id.success) notFound();
  const { specialties } = await loadTaxonomy((await getLocale()) as Locale);
  return <DoctorForm key={id.data} doctorId={id.data} specialties={specialties} />;
}
