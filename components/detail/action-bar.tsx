'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { HeartIcon } from '@/components/ui/icons';
import { LoginModal } from '@/components/member/login-modal';

/**
 * The fixed bottom bar of detail pages: bookmark, and (except on reviews) consultation booking.
 * For visitors both open the login modal (spec §5); the member issue adds the member actions.
 */
export function ActionBar({ consult = true }: { consult?: boolean }) {
  const t = useTranslations('Detail');
  const [loginOpen, setLoginOpen] = useState(false);
  return (
    <>
      <div className="action-bar-spacer" aria-hidden="true" />
      <div className="action-bar" role="group" aria-label={t('actions')}>
        <button type="button" className="action-bar__bookmark" aria-label={t('bookmark')} onClick={() => setLoginOpen(true)}>
          <HeartIcon />
        </button>
        {consult && (
          <button type="button" className="button action-bar__consult" onClick={() => setLoginOpen(true)}>
            {t('consult')}
          </button>
        )}
      </div>
      <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} />
    </>
  );
}
