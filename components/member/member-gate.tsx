'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { TopBar } from '@/components/layout/top-bar';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { useMember, type Member } from '@/lib/swr/use-member';
import { LoginRequired } from './login-required';

/**
 * Member pages (spec §2, §4): a spinner until my-info answers; the login page for visitors or non-member
 * tokens; a member without a nickname is sent to /reset-nickname first, and comes back afterwards.
 */
export function MemberGate({ title, children }: { title: string; children: (member: Member) => ReactNode }) {
  const t = useTranslations('Common');
  const { member } = useMember();
  const router = useAppRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const needsNickname = Boolean(member && !member.nickname && pathname !== '/reset-nickname');
  useEffect(() => {
    if (!needsNickname) return;
    // Back to this page once the nickname is set (the language is kept by the router).
    const here = new URLSearchParams(search);
    here.delete('lang');
    const back = `${pathname}${here.size ? `?${here}` : ''}`;
    router.replace(back === '/my-page' ? '/reset-nickname' : `/reset-nickname?${new URLSearchParams({ returnTo: back })}`);
  }, [needsNickname, pathname, search, router]);

  if (member === null) return <LoginRequired title={title} />;
  if (member === undefined || needsNickname) {
    return (
      <>
        <TopBar breadcrumb={[{ label: title }]} />
        <div className="spinner" role="status" aria-label={t('loading')} />
      </>
    );
  }
  return <>{children(member)}</>;
}
