'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useMember } from '@/lib/swr/use-member';
import { LoginRequired } from './login-required';

/** /login: where a 401 sends the browser (spec §6); once logged in, on to my page. */
export function LoginPage() {
  const { member } = useMember();
  const router = useRouter();
  useEffect(() => {
    if (member) router.replace('/my-page');
  }, [member, router]);
  return <LoginRequired />;
}
