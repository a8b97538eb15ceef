'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { safeReturnTo } from '@/lib/i18n/return-to';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { useMember } from '@/lib/swr/use-member';
import { LoginRequired } from './login-required';

/**
 * /login: where a 401 sends the browser (docs/product.md#login). Once logged in, back to the page that sent the member
 * here (`?returnTo=`, a path on this site only), else my page — in the same language.
 */
export function LoginPage() {
  const { member } = useMember();
  const router = useAppRouter();
  const returnTo = safeReturnTo(useSearchParams().get('returnTo'));
  useEffect(() => {
    if (member) router.replace(returnTo ?? '/my-page');
  }, [member, returnTo, router]);
  return <LoginRequired />;
}
