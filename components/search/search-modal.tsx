'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';

/**
 * The integrated-search dialog: text box, Escape and the close button dismiss it, focus returns to the
 * opener. Its result sections (spec §2, five per section) arrive with the public-browsing issue.
 */
export function SearchModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Search');
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    input.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      opener?.focus();
    };
  }, [onClose]);

  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="modal-sheet" role="dialog" aria-modal="true" aria-label={t('title')} onClick={(e) => e.stopPropagation()}>
        <div className="search-box">
          <input
            ref={input}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('placeholder')}
            aria-label={t('placeholder')}
            enterKeyHint="search"
          />
          <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <p className="empty">{t('hint')}</p>
      </div>
    </div>
  );
}
