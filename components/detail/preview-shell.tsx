'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { TopBar } from '@/components/layout/top-bar';
import type { Crumb } from '@/components/ui/breadcrumb';
import type { PreviewState } from './use-preview';

/** Loader, error text or the previewed page, with a preview badge. */
export function PreviewShell<T>({
  state,
  crumbs,
  children,
}: {
  state: PreviewState<T>;
  crumbs: (data: T | null) => Crumb[];
  children: (data: T) => ReactNode;
}) {
  const t = useTranslations();
  if (state.status === 'loading') {
    return (
      <>
        <TopBar breadcrumb={crumbs(null)} />
        <p className="list-loader" role="status">
          {t('Common.loading')}
        </p>
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <>
        <TopBar breadcrumb={crumbs(null)} />
        <p className="empty" role="alert">
          {t('Detail.previewError')}
        </p>
      </>
    );
  }
  return (
    <>
      <TopBar breadcrumb={crumbs(state.data)} />
      <p className="preview-badge">{t('Detail.previewBadge')}</p>
      {children(state.data)}
    </>
  );
}
