'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { TopBar } from '@/components/layout/top-bar';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { KnownSession, useMember, type Member } from '@/lib/swr/use-member';
import { LoginRequired } from './login-required';
import { memberSection } from './member-sections';

/**
 * The member area's one gate (the (member) layout): the member the server already knows is shown at
 * once; a spinner while my-info is still loading; the login page for visitors and non-member tokens;
 * a member without a nickname is sent to /reset-nickname first, and comes back afterwards.
 */
export function MemberArea({ initial, children }: { initial: Member | null | undefined; children: ReactNode }) {
  return (
    <KnownSession value={initial}>
      <MemberGate>{children}</MemberGate>
    </KnownSession>
  );
}

function MemberGate({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const tc = useTranslations('Common');
  const { member, error, refresh } = useMember();
  const router = useAppRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const title = t(memberSection(pathname));
  const needsNickname = Boolean(member && !member.nickname && pathname !== '/reset-nickname');
  useEffect(() => {
    if (!needsNickname) return;
    // Back to this page once the nickname is set (the language is kept by the router).
    const here = new URLSearchParams(search);
    here.delete('lang');
    const back = `${pathname}${here.size ? `?${here}` : ''}`;
    router.replace(
      back === '/my-page' ? '/reset-nickname' : `/reset-nickname?${new URLSearchParams({ returnTo: back })}`,
    );
  }, [needsNickname, pathname, search, router]);

  if (member === null) return <LoginRequired title={title} />;
  // The session could not be read (the server did not answer): say so, never treat the member as logged out.
  if (member === undefined && error) {
    return (
      <>
        <TopBar breadcrumb={[{ label: title }]} />
        <ErrorView status={503} statusText={t('Error.unavailable')} message={t('Error.unavailableMessage')}>
          <p style={{ display: 'flex', justifyContent: 'center' }}>
            <button type="button" className="button" onClick={() => void refresh()}>
              {t('Error.retry')}
            </button>
          </p>
        </ErrorView>
      </>
    );
  }
  if (member === undefined || needsNickname) {
    return (
      <>
        <TopBar breadcrumb={[{ label: title }]} />
        <div className="spinner" role="status" aria-label={tc('loading')} />
      </>
    );
  }
  return <>{children}</>;
}

/** The signed-in member inside the member area (the gate renders pages only once there is one). */
export function useSignedInMember(): Member {
  const { member } = useMember();
  if (!member) throw new Error('useSignedInMember is for pages inside the (member) layout');
  return member;
}
