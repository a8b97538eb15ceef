'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** A console page's data: a spinner while it loads, a message (with a retry) when it cannot, else the page. */
export function LoadState({
  loading,
  error,
  onRetry,
  children,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('Console.common');
  const tc = useTranslations('Common');
  // A console call's error (StaffCallError, OperatorCallError) carries the status: a 401 is already on its way
  // to the sign-in page, a 404 is said as such.
  const status = error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : null;
  if (error && status !== 401) {
    const missing = status === 404;
    return (
      <div className="empty" role="alert">
        <p>{missing ? t('notFound') : t('loadFailed')}</p>
        {!missing && (
          <button
            type="button"
            className="button button--outline button--small"
            style={{ marginTop: 12 }}
            onClick={onRetry}
          >
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  if (loading) return <div className="spinner" role="status" aria-label={tc('loading')} />;
  return <>{children}</>;
}
