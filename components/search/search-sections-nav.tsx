'use client';

import { useTranslations } from 'next-intl';
import { SEARCH_PAGE_SECTIONS, type SearchPageSection } from '@/contracts/search-sections';
import { AppLink } from '@/components/ui/app-link';
import { searchPageHref } from './search-rows';

/** The search page's kinds of result as chips ('전체' first): links, so they work before hydration too. */
export function SearchSectionsNav({ q, active }: { q: string; active?: SearchPageSection }) {
  const t = useTranslations('Search');
  const chips: { id?: SearchPageSection; label: string }[] = [
    { label: t('all') },
    ...SEARCH_PAGE_SECTIONS.map((id) => ({ id, label: t(id) })),
  ];
  return (
    <nav className="district-chips search-sections" aria-label={t('sectionsLabel')}>
      {chips.map((c) => (
        <AppLink
          key={c.id ?? 'all'}
          href={searchPageHref(q, c.id)}
          className="chip"
          aria-current={c.id === active ? 'page' : undefined}
        >
          {c.label}
        </AppLink>
      ))}
    </nav>
  );
}
