import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/layout/top-bar';
import { SearchPage } from '@/components/search/search-page';
import { searchAll } from '@/lib/api/public';
import { pageAlternates } from '@/lib/seo/metadata';
import { langOf, one, type SearchParams } from '@/lib/search-params';
import { cleanSearchQuery } from '@/lib/search-query';

type Props = { searchParams: Promise<SearchParams> };

const pathOf = (q: string) => (q ? `/search?${new URLSearchParams({ q })}` : '/search');

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const sp = await searchParams;
  const q = cleanSearchQuery(one(sp.q));
  const t = await getTranslations('Search');
  return { title: q ? t('resultsTitle', { q }) : t('pageTitle'), alternates: pageAlternates(pathOf(q), langOf(sp)) };
}

// /search: the integrated search as a page, its query in ?q= (shareable, rendered on the server).
export default async function Page({ searchParams }: Props) {
  const sp = await searchParams;
  const q = cleanSearchQuery(one(sp.q));
  const t = await getTranslations('Search');
  const result = q ? await searchAll(q, langOf(sp)) : null;
  return (
    <>
      <TopBar breadcrumb={[{ label: t('pageTitle') }]} />
      <h1 className="visually-hidden">{t('pageTitle')}</h1>
      <SearchPage key={q} initialQuery={q} initialResult={result} />
    </>
  );
}
