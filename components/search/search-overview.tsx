'use client';

import { useTranslations } from 'next-intl';
import type { SearchOverview } from '@/contracts/search';
import { SEARCH_PAGE_SECTIONS } from '@/contracts/search-sections';
import { AppLink } from '@/components/ui/app-link';
import { SearchRowList } from './search-results';
import { searchPageHref, searchRows } from './search-rows';

/** The search page's first view: each section with results, its first rows and a link to all of them. */
export function SearchOverviewResults({ q, result }: { q: string; result: SearchOverview }) {
  const t = useTranslations('Search');
  const visible = SEARCH_PAGE_SECTIONS.filter((id) => result[id].items.length > 0);
  if (visible.length === 0) return <p className="empty">{t('noResults')}</p>;
  return (
    <div className="search-results">
      {visible.map((id) => (
        <section key={id} aria-labelledby={`search-${id}`}>
          <h2 id={`search-${id}`} className="search-results__title">
            {t(id)}
          </h2>
          <SearchRowList rows={searchRows(id, result[id].items)} />
          {result[id].hasMore && (
            <AppLink href={searchPageHref(q, id)} className="search-results__all">
              {t('moreIn', { section: t(id) })}
            </AppLink>
          )}
        </section>
      ))}
    </div>
  );
}
