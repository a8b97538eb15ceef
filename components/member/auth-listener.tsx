'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import { AUTH_CHANNEL, isAuthMessage, type AuthMessage } from '@/lib/auth-message';
import { useMember } from '@/lib/swr/use-member';

/**
 * Hears the login popup: a message from this exact origin (or the same-origin BroadcastChannel, for when
 * a provider's COOP cut window.opener), then re-reads my-info and shows 'logged in'.
 */
export function AuthListener() {
  const t = useTranslations('Member');
  const { refresh } = useMember();
  const last = useRef(0);

  useEffect(() => {
    const handle = (msg: AuthMessage) => {
      if (msg.status !== 'success' || Date.now() - last.current < 3000) return;
      last.current = Date.now();
      void refresh().then((member) => member && toast.success(t('loggedIn')));
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isAuthMessage(event.data)) return;
      handle(event.data);
    };
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (event) => isAuthMessage(event.data) && handle(event.data);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      channel.close();
    };
  }, [refresh, t]);
  return null;
}
