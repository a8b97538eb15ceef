import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CounselBoard } from '@/components/staff/counsel-board';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Console.counsels'))('title') };
}

export default function Page() {
  return <CounselBoard />;
}
