'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { AppLink } from '@/components/ui/app-link';

// Router error boundary: the error page (docs/product.md#screens), with a retry.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Error');
  useEffect(() => console.error(error), [error]);
  return (
    <ErrorView status={500} statusText={t('serverError')} message={error.digest ? `${t('serverMessage')} (${error.digest})` : t('serverMessage')}>
      <p style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
        <button type="button" className="button" onClick={reset}>
          {t('retry')}
        </button>
        <AppLink href="/home" className="button button--ghost">
          {t('goHome')}
        </AppLink>
      </p>
    </ErrorView>
  );
}
