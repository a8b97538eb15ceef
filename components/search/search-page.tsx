'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SearchOverview, SearchPageList } from '@/contracts/search';
import type { SearchPageSection } from '@/contracts/search-sections';
import type { Locale } from '@/lib/i18n/config';
import { withLang } from '@/lib/i18n/with-lang';
import { cleanSearchQuery, SEARCH_MAX } from '@/lib/search-query';
import { PublicCallError } from '@/lib/client/public-call-error';
import { useSearchOverview } from '@/lib/swr/use-search-page';
import { useDebounced } from '@/lib/use-debounced';
import { SearchOverviewResults } from './search-overview';
import { SearchInput } from './search-results';
import { searchPageHref } from './search-rows';
import { SearchSectionList } from './search-section-list';
import { SearchSectionsNav } from './search-sections-nav';

type Props = {
  initialQuery: string;
  /** The section chosen with `?section=`; none shows every section's first rows. */
  section?: SearchPageSection;
  /** What the server rendered for `initialQuery`: the first view, or the section's first page. */
  initial: { overview?: SearchOverview | null; list?: SearchPageList | null };
  /** The query in the address had to be cut or cleaned (docs/product.md#search). */
  notice: 'queryTooLong' | 'queryCleaned' | null;
};

/**
 * /search: the box and `?q=` move together (replaceState while typing), so a result page can be shared,
 * reloaded or reached with Back; the results for the query it was opened with come from the server.
 */
export function SearchPage({ initialQuery, section, initial, notice }: Props) {
  const t = useTranslations('Search');
  const locale = useLocale() as Locale;
  // The address bar is the truth: Back may restore this page from the router cache with an older payload.
  const fromUrl = cleanSearchQuery(useSearchParams().get('q'));
  const [query, setQuery] = useState(fromUrl);
  const input = useRef<HTMLInputElement>(null);
  const q = cleanSearchQuery(useDebounced(query, 250));
  const served = q === initialQuery;

  useEffect(() => {
    const href = withLang(q ? searchPageHref(q, section) : '/search', locale);
    if (href !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', href);
  }, [q, section, locale]);

  // Without JavaScript the form is a plain GET to /search; with it, Enter only closes the phone keyboard.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    input.current?.blur();
  };

  return (
    <>
      <form role="search" action="/search" method="get" className="search-box search-box--page" onSubmit={submit}>
        <SearchInput inputRef={input} name="q" value={query} onValue={setQuery} autoFocus={!initialQuery} />
        {section && <input type="hidden" name="section" value={section} />}
        {locale !== 'ko' && <input type="hidden" name="lang" value={locale} />}
      </form>
      {notice && served && (
        <p className="search-notice" role="status">
          {t(notice, { max: SEARCH_MAX })}
        </p>
      )}
      {q && <SearchSectionsNav q={q} active={section} />}
      {!q ? (
        <p className="empty">{t('pageHint')}</p>
      ) : section ? (
        <SearchSectionList
          key={`${section}|${q}|${locale}`}
          section={section}
          q={q}
          first={served ? (initial.list ?? undefined) : undefined}
        />
      ) : (
        <Overview q={q} fallback={served ? (initial.overview ?? undefined) : undefined} />
      )}
    </>
  );
}

function Overview({ q, fallback }: { q: string; fallback?: SearchOverview }) {
  const t = useTranslations('Search');
  const locale = useLocale() as Locale;
  const { data, isLoading, error } = useSearchOverview(q, locale, fallback);
  if (error && !isLoading) {
    return (
      <p className="empty" role="alert">
        {error instanceof PublicCallError && error.status === 429 ? t('tooMany') : t('failed')}
      </p>
    );
  }
  if (data) return <SearchOverviewResults q={q} result={data} />;
  return <p className="empty">{t('searching')}</p>;
}
