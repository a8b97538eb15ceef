'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { memberCall } from '@/lib/swr/member-fetch';
import { publicCall } from '@/lib/swr/public-call';
import { logFailure } from '@/lib/client-log';

// '예약 알림 받기': offered on the member's counsel pages, i.e. only once they have booked — never on a first visit,
// and never again once answered or closed (remembered in this browser). Asking for the permission happens on the
// button, registering public/sw.js and subscribing with the server's VAPID key, then saving the subscription.

const REMEMBER = 'push-opt-in';
type Phase = 'hidden' | 'offer' | 'working' | 'done' | 'failed';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function vapidKey(): Promise<string | null> {
  try {
    return (await publicCall((api) => api.public.push['vapid-public-key'].$get())).data.publicKey;
  } catch {
    return null; // 404: Web Push is off on this server.
  }
}

async function subscribe(publicKey: string): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const sub =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = sub.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('subscription without keys');
  await memberCall((api) =>
    api.member['push-subscriptions'].$post({ json: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } }),
  );
}

export function PushOptIn() {
  const t = useTranslations('PushOptIn');
  const [phase, setPhase] = useState<Phase>('hidden');
  const [key, setKey] = useState<string | null>(null);

  useEffect(() => {
    if (!supported() || localStorage.getItem(REMEMBER) || Notification.permission === 'denied') return;
    let live = true;
    void vapidKey().then((k) => {
      if (!live || !k) return;
      setKey(k);
      setPhase('offer');
    });
    return () => {
      live = false;
    };
  }, []);

  if (phase === 'hidden') return null;
  const close = () => {
    localStorage.setItem(REMEMBER, 'dismissed');
    setPhase('hidden');
  };
  const accept = async () => {
    setPhase('working');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        localStorage.setItem(REMEMBER, 'denied');
        setPhase('hidden');
        return;
      }
      await subscribe(key!);
      localStorage.setItem(REMEMBER, 'subscribed');
      setPhase('done');
    } catch (err) {
      logFailure('push opt-in', err);
      setPhase('failed');
    }
  };

  return (
    <section className="push-opt-in" aria-labelledby="push-opt-in-title" data-testid="push-opt-in">
      <div className="push-opt-in__text">
        <h2 id="push-opt-in-title" className="push-opt-in__title">
          {t('title')}
        </h2>
        <p className="push-opt-in__body" role={phase === 'done' || phase === 'failed' ? 'status' : undefined}>
          {phase === 'done' ? t('done') : phase === 'failed' ? t('failed') : t('body')}
        </p>
      </div>
      {phase !== 'done' && (
        <button type="button" className="button push-opt-in__accept" onClick={accept} disabled={phase === 'working'}>
          {t('accept')}
        </button>
      )}
      <button type="button" className="icon-button push-opt-in__close" aria-label={t('close')} onClick={close}>
        ×
      </button>
    </section>
  );
}
