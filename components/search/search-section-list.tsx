'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { SearchPageList } from '@/contracts/search';
import type { SearchPageSection } from '@/contracts/search-sections';
import type { Locale } from '@/lib/i18n/config';
import { PublicCallError } from '@/lib/client/public-call-error';
import { useSearchSection } from '@/lib/swr/use-search-page';
import { SearchRowList } from './search-results';
import { searchRows } from './search-rows';

/**
 * One section of the search page in full: its count ('병원 1,234개', past the cap '1,000개 이상'), its rows and
 * '더 보기' for the next page, until every counted row is shown.
 */
export function SearchSectionList({
  section,
  q,
  first,
}: {
  section: SearchPageSection;
  q: string;
  first?: SearchPageList;
}) {
  const t = useTranslations('Search');
  const locale = useLocale() as Locale;
  const { items, total, capped, done, loading, error, loadMore, retry } = useSearchSection(section, q, locale, first);

  if (error && items.length === 0) {
    return (
      <p className="empty" role="alert">
        {error instanceof PublicCallError && error.status === 429 ? t('tooMany') : t('failed')}
      </p>
    );
  }
  if (total === undefined) return <p className="empty">{t('searching')}</p>;
  if (total === 0) return <p className="empty">{t('noResults')}</p>;
  return (
    <div className="search-results">
      <section aria-labelledby="search-section-title">
        <h2 id="search-section-title" className="search-results__count">
          {t(capped ? 'countCapped' : 'count', { section: t(section), count: total })}
        </h2>
        <SearchRowList rows={searchRows(section, items)} />
        {error && (
          <p className="search-results__note" role="alert">
            {t('loadMoreFailed')}
          </p>
        )}
        {!done && (
          <button
            type="button"
            className="button button--ghost search-results__load"
            onClick={error ? retry : loadMore}
            disabled={loading}
            aria-busy={loading}
          >
            {t('loadMore')}
          </button>
        )}
        {done && capped && <p className="search-results__note">{t('listEnd', { count: total })}</p>}
      </section>
    </div>
  );
}
