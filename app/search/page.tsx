import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/layout/top-bar';
import { SearchPage } from '@/components/search/search-page';
import { searchOverview, searchSection } from '@/lib/api/public';
import { pageAlternates } from '@/lib/seo/metadata';
import { langOf, one, type SearchParams } from '@/lib/search-params';
import { cleanSearchQuery, searchQueryNotice, searchSectionParam } from '@/lib/search-query';
import { SEARCH_PAGE_SIZE } from '@/contracts/search-sections';

type Props = { searchParams: Promise<SearchParams> };

const pathOf = (q: string) => (q ? `/search?${new URLSearchParams({ q })}` : '/search');

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const sp = await searchParams;
  const q = cleanSearchQuery(one(sp.q));
  const t = await getTranslations('Search');
  return { title: q ? t('resultsTitle', { q }) : t('pageTitle'), alternates: pageAlternates(pathOf(q), langOf(sp)) };
}

// /search: every section for the query in ?q= (rendered on the server), or one section in full with ?section=.
export default async function Page({ searchParams }: Props) {
  const sp = await searchParams;
  const q = cleanSearchQuery(one(sp.q));
  const section = searchSectionParam(one(sp.section));
  const lang = langOf(sp);
  const t = await getTranslations('Search');
  const initial = !q
    ? {}
    : section
      ? { list: await searchSection(section, q, lang, SEARCH_PAGE_SIZE) }
      : { overview: await searchOverview(q, lang) };
  return (
    <>
      <TopBar breadcrumb={[{ label: t('pageTitle') }]} />
      <h1 className="visually-hidden">{t('pageTitle')}</h1>
      <SearchPage
        key={`${q}|${section ?? ''}`}
        initialQuery={q}
        section={section}
        initial={initial}
        notice={searchQueryNotice(one(sp.q))}
      />
    </>
  );
}
