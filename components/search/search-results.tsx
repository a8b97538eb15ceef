'use client';

import { useTranslations } from 'next-intl';
import { PublicCallError } from '@/lib/client/public-call-error';
import type { ComponentProps, Ref } from 'react';
import type { SearchResult } from '@/contracts/search';
import { AppLink } from '@/components/ui/app-link';
import { SEARCH_MAX } from '@/lib/search-query';
import { searchPageHref, searchRows, type SearchRow } from './search-rows';

const SECTIONS = ['specialties', 'treatments', 'clinics', 'doctors', 'events'] as const;

/**
 * The dialog's five sections, at most five rows each. A section with more ends in the ellipsis marker, a link
 * to the search page opened at that section (docs/product.md#search).
 */
export function SearchResults({
  query,
  result,
  onNavigate,
}: {
  query: string;
  result: SearchResult;
  onNavigate?: () => void;
}) {
  const t = useTranslations('Search');
  const visible = SECTIONS.filter((id) => result[id].items.length > 0);
  if (visible.length === 0) return <p className="empty">{t('noResults')}</p>;
  return (
    <div className="search-results">
      {visible.map((id) => (
        <section key={id} aria-labelledby={`search-${id}`}>
          <h2 id={`search-${id}`} className="search-results__title">
            {t(id)}
          </h2>
          <SearchRowList rows={searchRows(id, result[id].items)} onNavigate={onNavigate} />
          {result[id].hasMore && (
            <AppLink
              href={searchPageHref(query.trim(), id)}
              className="search-results__more"
              aria-label={t('moreIn', { section: t(id) })}
              onClick={onNavigate}
            >
              <span aria-hidden="true">…</span>
              <span className="search-results__more-label" aria-hidden="true">
                {t('moreVisible')}
              </span>
            </AppLink>
          )}
        </section>
      ))}
    </div>
  );
}

/** Result rows: each a link to its page, with the clinic beside a doctor, an event or a review. */
export function SearchRowList({ rows, onNavigate }: { rows: SearchRow[]; onNavigate?: () => void }) {
  return (
    <ul>
      {rows.map((row) => (
        <li key={row.key}>
          <AppLink href={row.href} onClick={onNavigate}>
            <span>{row.label}</span>
            {row.sub && <span className="search-results__sub">{row.sub}</span>}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** What the search area shows for a query: the hint before typing, 'searching', or the results. */
export function SearchOutcome({
  query,
  result,
  loading,
  error,
  onNavigate,
}: {
  query: string;
  result?: SearchResult;
  loading: boolean;
  error?: unknown;
  onNavigate?: () => void;
}) {
  const t = useTranslations('Search');
  if (!query.trim()) return <p className="empty">{t('hint')}</p>;
  if (error && !loading) {
    return (
      <p className="empty" role="alert">
        {error instanceof PublicCallError && error.status === 429 ? t('tooMany') : t('failed')}
      </p>
    );
  }
  if (result) return <SearchResults query={query} result={result} onNavigate={onNavigate} />;
  return loading ? <p className="empty">{t('searching')}</p> : null;
}

/** The search box of the dialog and the page: named by its placeholder, at most 50 characters. */
export function SearchInput({
  inputRef,
  onValue,
  ...rest
}: Omit<ComponentProps<'input'>, 'onChange' | 'ref'> & {
  inputRef: Ref<HTMLInputElement>;
  onValue: (value: string) => void;
}) {
  const t = useTranslations('Search');
  return (
    <input
      ref={inputRef}
      type="search"
      onChange={(e) => onValue(e.target.value)}
      placeholder={t('placeholder')}
      aria-label={t('placeholder')}
      enterKeyHint="search"
      maxLength={SEARCH_MAX}
      {...rest}
    />
  );
}
