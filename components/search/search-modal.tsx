'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { Locale } from '@/lib/i18n/config';
import { useSearch } from '@/lib/swr/use-search';
import { useDebounced } from '@/lib/use-debounced';
import { SearchInput, SearchOutcome } from './search-results';

/** The integrated-search dialog (docs/product.md#screens), backed by GET /public/search. */
export function SearchModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Search');
  const locale = useLocale() as Locale;
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const debounced = useDebounced(query, 200);
  const { data, isLoading, error } = useSearch(debounced, locale);

  return (
    <Modal
      open
      onClose={onClose}
      title={t('title')}
      closeLabel={t('close')}
      variant="sheet"
      className="search-sheet"
      initialFocus={input}
    >
      <div className="search-box">
        <SearchInput inputRef={input} value={query} onValue={setQuery} />
      </div>
      <SearchOutcome query={debounced} result={data} loading={isLoading} error={error} onNavigate={onClose} />
    </Modal>
  );
}
