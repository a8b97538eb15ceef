'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { AppLink } from '@/components/ui/app-link';
import { UNAVAILABLE_DIGEST } from '@/lib/api/unavailable';
import { logFailure } from '@/lib/client-log';

// Router error boundary: the error page (docs/product.md#screens), with a retry that fetches the page again
// (`retry`, not `reset`: a failed server render needs new data, not only a new client render).
export default function ErrorPage({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('Error');
  useEffect(() => logFailure('page', error), [error]);
  // The backend or its database did not answer in time (lib/api/backend-client.ts): say so, and offer a retry.
  const shown =
    error.digest === UNAVAILABLE_DIGEST
      ? { status: 503, statusText: t('unavailable'), message: t('unavailableMessage') }
      : {
          status: 500,
          statusText: t('serverError'),
          message: error.digest ? `${t('serverMessage')} (${error.digest})` : t('serverMessage'),
        };
  return (
    <ErrorView {...shown}>
      <p style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
        <button type="button" className="button" onClick={() => retry()}>
          {t('retry')}
        </button>
        <AppLink href="/home" className="button button--ghost">
          {t('goHome')}
        </AppLink>
      </p>
    </ErrorView>
  );
}
