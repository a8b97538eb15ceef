import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DoctorList } from '@/components/partner/doctor-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Console.doctors'))('title') };
}

export default function Page() {
  return <DoctorList />;
}
