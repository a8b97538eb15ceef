'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { SearchModal } from './search-modal';

export function SearchButton() {
  const t = useTranslations('TopBar');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="icon-button" aria-label={t('search')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <SearchIcon />
      </button>
      {open && <SearchModal onClose={() => setOpen(false)} />}
    </>
  );
}
