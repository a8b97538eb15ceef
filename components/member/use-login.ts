'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { logFailure } from '@/lib/client-log';

const POPUP = 'width=600,height=600,menubar=no,toolbar=no,location=yes,status=no';

/**
 * Opens the provider's login in a 600×600 popup (docs/product.md#rules). The popup is opened synchronously in the click
 * so blockers allow it, then pointed at the URL the BFF answers.
 */
export function useLogin(onWrongOrigin?: (origin: string) => void) {
  const t = useTranslations('Login');
  const locale = useLocale();
  return useCallback(
    async (provider: string) => {
      const popup = window.open('about:blank', 'beautynote-login', POPUP);
      try {
        const res = await fetch(`/api/auth/${provider}/start?${new URLSearchParams({ lang: locale })}`, {
          cache: 'no-store',
        });
        if (res.status === 429) {
          popup?.close();
          toast.error(t('tooManyAttempts'));
          return;
        }
        if (res.status === 409) {
          // Opened on another address than the app's own (127.0.0.1 for localhost): the login could not finish
          // here, so say why, and let the buttons offer the same page there.
          const { origin } = (await res.json()) as { origin?: string };
          if (origin) {
            popup?.close();
            toast.error(t('wrongOrigin', { origin }));
            onWrongOrigin?.(origin);
            return;
          }
        }
        if (!res.ok) throw new Error(`login start answered ${res.status}`);
        const { data } = (await res.json()) as { data: { url: string } };
        if (popup && !popup.closed) popup.location.href = data.url;
        else window.location.assign(data.url);
      } catch (err) {
        popup?.close();
        logFailure('login', err);
        toast.error(t('startFailed'));
      }
    },
    [locale, t, onWrongOrigin],
  );
}
