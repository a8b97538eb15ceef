'use client';

import { useTranslations } from 'next-intl';
import { SearchError } from '@/lib/swr/use-search';
import type { ComponentProps, Ref } from 'react';
import type { SearchResult } from '@/backend/schemas/search';
import { AppLink } from '@/components/ui/app-link';
import { SEARCH_MAX } from '@/lib/search-query';

type Row = { key: string; href: string; label: string; sub?: string };

/** Five sections, at most five rows each, with an ellipsis marker when a section has more (docs/product.md#screens). */
export function SearchResults({ result, onNavigate }: { result: SearchResult; onNavigate?: () => void }) {
  const t = useTranslations('Search');
  const sections: { id: keyof SearchResult; rows: Row[]; more: boolean }[] = [
    {
      id: 'specialties',
      rows: result.specialties.items.map((s) => ({ key: `s${s.id}`, href: `/contents?specialtyId=${s.id}`, label: s.name })),
      more: result.specialties.hasMore,
    },
    {
      id: 'treatments',
      rows: result.treatments.items.map((x) => ({
        key: `t${x.id}`,
        href: x.specialtyId ? `/contents?specialtyId=${x.specialtyId}&treatmentId=${x.id}` : `/contents?treatmentId=${x.id}`,
        label: x.name,
      })),
      more: result.treatments.hasMore,
    },
    {
      id: 'clinics',
      rows: result.clinics.items.map((c) => ({ key: `c${c.id}`, href: `/contents/clinic/${c.id}`, label: c.name })),
      more: result.clinics.hasMore,
    },
    {
      id: 'doctors',
      rows: result.doctors.items.map((d) => ({ key: `d${d.id}`, href: `/contents/doctor/${d.id}`, label: d.name, sub: d.clinicName })),
      more: result.doctors.hasMore,
    },
    {
      id: 'events',
      rows: result.events.items.map((e) => ({ key: `e${e.id}`, href: `/contents/event/${e.id}`, label: e.title })),
      more: result.events.hasMore,
    },
  ];
  const visible = sections.filter((s) => s.rows.length > 0);
  if (visible.length === 0) return <p className="empty">{t('noResults')}</p>;
  return (
    <div className="search-results">
      {visible.map((s) => (
        <section key={s.id} aria-labelledby={`search-${s.id}`}>
          <h2 id={`search-${s.id}`} className="search-results__title">
            {t(s.id)}
          </h2>
          <ul>
            {s.rows.map((row) => (
              <li key={row.key}>
                <AppLink href={row.href} onClick={onNavigate}>
                  <span>{row.label}</span>
                  {row.sub && <span className="search-results__sub">{row.sub}</span>}
                </AppLink>
              </li>
            ))}
          </ul>
          {s.more && (
            <p className="search-results__more">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{t('more')}</span>
            </p>
          )}
        </section>
      ))}
    </div>
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
        {error instanceof SearchError && error.status === 429 ? t('tooMany') : t('failed')}
      </p>
    );
  }
  if (result) return <SearchResults result={result} onNavigate={onNavigate} />;
  return loading ? <p className="empty">{t('searching')}</p> : null;
}

/** The search box of the dialog and the page: named by its placeholder, at most 50 characters. */
export function SearchInput({
  inputRef,
  onValue,
  ...rest
}: Omit<ComponentProps<'input'>, 'onChange' | 'ref'> & { inputRef: Ref<HTMLInputElement>; onValue: (value: string) => void }) {
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
