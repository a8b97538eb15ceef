'use client';

import { clientOnly } from '@/components/ui/client-only';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SearchIcon } from '@/components/ui/icons/search';

// The search dialog is fetched when the button is first pressed (or focused), not with the page.
const loadSearch = () => import('./search-modal');
const SearchModal = clientOnly(() => loadSearch().then((m) => m.SearchModal), { messages: ['Search'] });

export function SearchButton() {
  const t = useTranslations('TopBar');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('search')}
        aria-haspopup="dialog"
        onPointerDown={() => void loadSearch()}
        onFocus={() => void loadSearch()}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </button>
      {open && <SearchModal onClose={() => setOpen(false)} />}
    </>
  );
}
