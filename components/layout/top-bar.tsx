import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { LogoMark } from '@/components/ui/icons/logo-mark';
import { MemberBell } from '@/components/notifications/member-bell';
import { SearchButton } from '@/components/search/search-button';

/** Sticky top bar: the logo, or a breadcrumb with an optional action (the plus button); always search; a signed-in member's bell. */
export function TopBar({ breadcrumb, action }: { breadcrumb?: Crumb[]; action?: ReactNode }) {
  const t = useTranslations();
  return (
    <header className="top-bar">
      {breadcrumb ? (
        <div className="top-bar__crumbs">
          <Breadcrumb items={breadcrumb} />
        </div>
      ) : (
        <AppLink href="/home" className="top-bar__logo">
          <LogoMark width={26} height={26} />
          <span>{t('Common.appName')}</span>
        </AppLink>
      )}
      <div className="top-bar__actions">
        {action}
        <SearchButton />
        <MemberBell />
      </div>
    </header>
  );
}
