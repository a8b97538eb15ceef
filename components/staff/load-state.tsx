'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { StaffCallError } from '@/lib/swr/staff-fetch';

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
  if (error && !(error instanceof StaffCallError && error.status === 401)) {
    const missing = error instanceof StaffCallError && error.status === 404;
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
