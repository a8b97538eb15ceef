import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CounselListPage } from '@/components/counsel/counsel-list-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Counsel'))('title') };
}

export default function Page() {
  return <CounselListPage />;
}
