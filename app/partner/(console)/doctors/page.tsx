import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DoctorList } from '@/components/staff/doctor-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Console.doctors'))('title') };
}

export default function Page() {
  return <DoctorList />;
}
