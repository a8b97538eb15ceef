'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { AUTH_CHANNEL, type AuthMessage } from '@/lib/auth-message';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { infoToast } from '@/components/layout/info-toast';

const ALERT_PROVIDERS = ['naver', 'google', 'kakao'] as const;
const alerts = (p: string): p is (typeof ALERT_PROVIDERS)[number] => (ALERT_PROVIDERS as readonly string[]).includes(p);
const CLOSE_ON_FAILURE = new Set(['naver', 'google']);

/**
 * /oauth/{provider}: finishes the login through the BFF, tells the opener (exact origin, status only —
 * tokens never reach page JavaScript) and closes. Without an opener it says so and goes home (docs/product.md#screens)
 * in the language the login started in.
 */
export function OAuthCallback({ provider }: { provider: string }) {
  const t = useTranslations('Login');
  const params = useSearchParams();
  const router = useAppRouter();
  const [message, setMessage] = useState(t('finishing'));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code') ?? params.get('line_code');
    const state = params.get('state');
    const notify = (msg: AuthMessage) => {
      new BroadcastChannel(AUTH_CHANNEL).postMessage(msg);
      if (window.opener && !window.opener.closed) {
        window.opener.postMessage(msg, window.location.origin);
        return true;
      }
      return false;
    };
    const fail = (why: 'memberNotFound' | 'tooManyAttempts' | 'suspended' = 'memberNotFound') => {
      infoToast(t(why));
      setMessage(t(why));
      notify({ type: 'auth', status: 'error', provider });
      if (alerts(provider)) window.alert(t(`providerError.${provider}`));
      if (CLOSE_ON_FAILURE.has(provider) && window.opener) window.close();
    };
    (async () => {
      if (!code || !state) return fail();
      const res = await fetch(`/api/auth/callback/${provider}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, state }),
      }).catch(() => null);
      if (res?.status === 429) return fail('tooManyAttempts');
      if (res?.status === 403) return fail('suspended');
      if (!res?.ok) return fail();
      if (/\bLine\//.test(navigator.userAgent)) {
        toast.success(t('loggedInFromLine'));
        router.replace('/home');
        return;
      }
      if (notify({ type: 'auth', status: 'success', provider })) {
        window.close();
        return;
      }
      infoToast(t('loggedInNewBrowser'));
      router.replace('/home');
    })();
  }, [params, provider, router, t]);

  return (
    <p className="empty" role="status">
      {message}
    </p>
  );
}
