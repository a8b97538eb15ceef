'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SearchResult } from '@/backend/schemas/search';
import type { Locale } from '@/lib/i18n/config';
import { withLang } from '@/lib/i18n/with-lang';
import { cleanSearchQuery } from '@/lib/search-query';
import { useSearch } from '@/lib/swr/use-search';
import { useDebounced } from '@/lib/use-debounced';
import { SearchInput, SearchOutcome } from './search-results';

/**
 * /search: the integrated search as a page. The box and `?q=` move together (replaceState while typing),
 * so a result page can be shared, reloaded or reached with Back; the first result comes from the server.
 */
export function SearchPage({ initialQuery, initialResult }: { initialQuery: string; initialResult: SearchResult | null }) {
  const locale = useLocale() as Locale;
  // The address bar is the truth: Back may restore this page from the router cache with an older payload.
  const fromUrl = cleanSearchQuery(useSearchParams().get('q'));
  const [query, setQuery] = useState(fromUrl);
  const input = useRef<HTMLInputElement>(null);
  const debounced = cleanSearchQuery(useDebounced(query, 250));
  const { data, isLoading, error } = useSearch(debounced, locale, debounced === initialQuery ? (initialResult ?? undefined) : undefined);

  useEffect(() => {
    const href = withLang(debounced ? `/search?${new URLSearchParams({ q: debounced })}` : '/search', locale);
    if (href !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', href);
  }, [debounced, locale]);

  // Without JavaScript the form is a plain GET to /search; with it, Enter only closes the phone keyboard.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    input.current?.blur();
  };

  return (
    <>
      <form role="search" action="/search" method="get" className="search-box search-box--page" onSubmit={submit}>
        <SearchInput inputRef={input} name="q" value={query} onValue={setQuery} autoFocus={!initialQuery} />
        {locale !== 'ko' && <input type="hidden" name="lang" value={locale} />}
      </form>
      <SearchOutcome query={debounced} result={data} loading={isLoading} error={error} />
    </>
  );
}
