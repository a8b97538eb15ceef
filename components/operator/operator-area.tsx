'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { useSWRConfig } from 'swr';
import { AppLink } from '@/components/ui/app-link';
import { LogoMark } from '@/components/ui/icons/logo-mark';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { operatorLoginHref, operatorResponse } from '@/lib/client/operator-api';
import { OPERATOR_SESSION_KEY, useOperatorMe } from '@/lib/swr/use-operator';
import type { OperatorMe } from '@/contracts/operators';
import { logFailure } from '@/lib/client-log';

const SECTIONS = [
  { href: '/admin', key: 'home' },
  { href: '/admin/moderation', key: 'moderation' },
  { href: '/admin/applications', key: 'applications' },
  { href: '/admin/ad-wording', key: 'adWording' },
  { href: '/admin/accounts', key: 'accounts' },
  { href: '/admin/audit', key: 'audit' },
] as const;

const isCurrent = (pathname: string, href: string) =>
  href === '/admin' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);

/** The operator console's gate: pages render only for a signed-in operator; others go to /admin/login and back. */
export function OperatorArea({ children }: { children: ReactNode }) {
  const t = useTranslations('Common');
  const { me } = useOperatorMe();
  const signedOut = me === null;
  useEffect(() => {
    if (signedOut) window.location.replace(operatorLoginHref());
  }, [signedOut]);
  if (!me) return <div className="spinner" role="status" aria-label={t('loading')} />;
  return <OperatorShell me={me}>{children}</OperatorShell>;
}

/** The signed-in operator inside the console (the gate renders pages only once there is one). */
export function useSignedInOperator(): OperatorMe {
  const { me } = useOperatorMe();
  if (!me) throw new Error('useSignedInOperator is for pages inside the operator console layout');
  return me;
}

function OperatorShell({ me, children }: { me: OperatorMe; children: ReactNode }) {
  const t = useTranslations('Operator');
  const pathname = usePathname();
  const router = useAppRouter();
  const { mutate } = useSWRConfig();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  const logout = async () => {
    try {
      await operatorResponse('/api/operator/logout', { method: 'POST', signIn: false });
    } catch (err) {
      logFailure('operator logout failed', err);
    }
    await mutate(OPERATOR_SESSION_KEY, null, { revalidate: false });
    toast.success(t('login.loggedOut'));
    router.replace('/admin/login');
  };

  return (
    <div className="pc-shell op-shell">
      <header className="pc-header">
        <AppLink href="/admin" className="pc-brand">
          <LogoMark width={24} height={24} />
          <span>{t('title')}</span>
        </AppLink>
        <span className="pc-header__clinic" title={me.user_id}>
          {me.user_id}
        </span>
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
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pc-main">{children}</div>
    </div>
  );
}
