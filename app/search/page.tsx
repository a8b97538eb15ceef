import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/layout/top-bar';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Member'))('searchTitle') };
}

// Spec §2 lists /search without its content; the top bar's search opens the integrated search.
export default function SearchPage() {
  const t = useTranslations();
  return (
    <>
      <TopBar breadcrumb={[{ label: t('Member.searchTitle') }]} />
      <p className="empty">{t('Search.hint')}</p>
    </>
  );
}
