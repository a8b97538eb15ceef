'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { useSWRConfig } from 'swr';
import { AppLink } from '@/components/ui/app-link';
import { LogoMark } from '@/components/ui/icons/logo-mark';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import type { StaffMe } from '@/contracts/staff';
import { jsonInit, staffFetch } from '@/lib/swr/staff-fetch';
import { STAFF_SESSION_KEY } from '@/lib/swr/use-staff';
import { StaffBell } from '@/components/notifications/staff-bell';
import { SignInWarning } from './sign-in-warning';
import { logFailure } from '@/lib/client-log';

const SECTIONS = [
  { href: '/partner', key: 'dashboard' },
  { href: '/partner/clinic', key: 'clinic' },
  { href: '/partner/doctors', key: 'doctors' },
  { href: '/partner/events', key: 'events' },
  { href: '/partner/counsels', key: 'counsels' },
  { href: '/partner/reviews', key: 'reviews' },
  { href: '/partner/figures', key: 'figures' },
  { href: '/partner/reset-password', key: 'password' },
] as const;

const isCurrent = (pathname: string, href: string) =>
  href === '/partner' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);

/** The console's frame: brand, clinic and sign-out on top; the sections as tabs on a phone, a side menu on a laptop. */
export function StaffShell({ me, children }: { me: StaffMe; children: ReactNode }) {
  const t = useTranslations('Console');
  const pathname = usePathname();
  const router = useAppRouter();
  const { mutate } = useSWRConfig();
  const badge = { counsels: me.counselsAwaiting, reviews: me.reviewsUnanswered } as Partial<Record<string, number>>;
  // On a phone the sections scroll sideways: the current one is brought into view.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  const logout = async () => {
    try {
      await staffFetch('/api/partner/logout', { ...jsonInit('POST'), signIn: false });
    } catch (err) {
      logFailure('partner logout failed', err);
    }
    await mutate(STAFF_SESSION_KEY, null, { revalidate: false });
    toast.success(t('login.loggedOut'));
    router.replace('/partner/login');
  };

  return (
    <div className="pc-shell">
      <header className="pc-header">
        <AppLink href="/partner" className="pc-brand">
          <LogoMark width={24} height={24} />
          <span>{t('title')}</span>
        </AppLink>
        <span className="pc-header__clinic" title={me.clinic.name}>
          {me.clinic.name}
        </span>
        <StaffBell who={me.user_id} />
        <button type="button" className="button button--ghost button--small" onClick={() => void logout()}>
          {t('nav.logout')}
        </button>
      </header>
      <nav ref={nav} className="pc-nav" aria-label={t('nav.label')}>
        <ul>
          {SECTIONS.map(({ href, key }) => (
            <li key={href}>
              <AppLink href={href} aria-current={isCurrent(pathname, href) ? 'page' : undefined}>
                {t(`nav.${key}`)}
                {badge[key] ? (
                  <span className="pc-nav__badge" aria-label={t('nav.pending', { n: badge[key] })}>
                    {badge[key]}
                  </span>
                ) : null}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pc-main">
        {me.failedSignIns && <SignInWarning failed={me.failedSignIns} />}
        {children}
      </div>
    </div>
  );
}
