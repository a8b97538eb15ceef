'use client';

import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from './config';
import { withLang } from './with-lang';

/**
 * next/navigation's router whose push and replace keep the current `lang`, so no redirect the app makes
 * (login → back, nickname gate, OAuth finish, logout) drops the member into another language.
 */
export function useAppRouter() {
  const router = useRouter();
  const locale = useLocale() as Locale;
  return useMemo(
    () => ({
      ...router,
      push: (href: string, options?: Parameters<typeof router.push>[1]) => router.push(withLang(href, locale), options),
      replace: (href: string, options?: Parameters<typeof router.replace>[1]) =>
        router.replace(withLang(href, locale), options),
    }),
    [router, locale],
  );
}
