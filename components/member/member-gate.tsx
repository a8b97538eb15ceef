'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { TopBar } from '@/components/layout/top-bar';
import { useMember, type Member } from '@/lib/swr/use-member';
import { LoginRequired } from './login-required';

/**
 * Member pages (spec §2, §4): a spinner until my-info answers; the login page for visitors or non-member
 * tokens; a member without a nickname is sent to /reset-nickname first.
 */
export function MemberGate({ title, children }: { title: string; children: (member: Member) => ReactNode }) {
  const t = useTranslations('Common');
  const { member } = useMember();
  const router = useRouter();
  const pathname = usePathname();
  const needsNickname = Boolean(member && !member.nickname && pathname !== '/reset-nickname');
  useEffect(() => {
    if (needsNickname) router.replace('/reset-nickname');
  }, [needsNickname, router]);

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
