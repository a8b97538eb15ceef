'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useSWRConfig } from 'swr';
import { AppLink } from '@/components/ui/app-link';
import { LogoMark } from '@/components/ui/icons/logo-mark';
import { TextInput } from '@/components/ui/text-input';
import { passwordDigest } from '@/lib/forms/password-hash';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import type { StaffSession } from '@/lib/client/staff-api';
import { jsonInit, StaffCallError, staffFetch } from '@/lib/swr/staff-fetch';
import { STAFF_SESSION_KEY } from '@/lib/swr/use-staff';
import { logFailure } from '@/lib/client-log';

/** The message for a failed sign-in: the same for an unknown id and a wrong password. */
export function loginProblem(err: unknown): { key: 'wrong' | 'tooMany' | 'suspended' | 'failed'; minutes?: number } {
  if (!(err instanceof StaffCallError)) return { key: 'failed' };
  if (err.status === 401 || err.status === 400) return { key: 'wrong' };
  if (err.status === 403) return { key: 'suspended' };
  if (err.status === 429) return { key: 'tooMany', minutes: Math.max(1, Math.ceil((err.retryAfter ?? 60) / 60)) };
  return { key: 'failed' };
}

/** /partner/login: a clinic's staff member signs in with their id and password (sent as its SHA-256). */
export function StaffLogin({
  next,
  demo,
}: {
  next: string;
  demo: { first: string; last: string; password: string } | null;
}) {
  const t = useTranslations('Console.login');
  const router = useAppRouter();
  const { mutate } = useSWRConfig();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    if (!userId || !password) return setProblem(t('needed'));
    setBusy(true);
    setProblem(null);
    try {
      const { data } = (await staffFetch('/api/partner/login', {
        ...jsonInit('POST', { user_id: userId, password: await passwordDigest(password) }),
        signIn: false,
      })) as StaffSession;
      await mutate(STAFF_SESSION_KEY, data, { revalidate: false });
      toast.success(t('loggedIn'));
      router.replace(next);
    } catch (err) {
      const p = loginProblem(err);
      if (p.key === 'failed') logFailure('partner sign-in failed', err);
      setProblem(p.key === 'tooMany' ? t('tooMany', { minutes: p.minutes ?? 1 }) : t(p.key));
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <div className="pc-shell">
      <header className="pc-header">
        <AppLink href="/home" className="pc-brand">
          <LogoMark width={24} height={24} />
          <span>{t('brand')}</span>
        </AppLink>
      </header>
      <div className="pc-login">
        <h1>{t('title')}</h1>
        <p className="pc-lead">{t('intro')}</p>
        <form className="pc-form" onSubmit={(e) => void submit(e)} noValidate>
          <TextInput
            label={t('userId')}
            value={userId}
            onValue={setUserId}
            format="ID"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            name="username"
          />
          <TextInput
            label={t('password')}
            type="password"
            value={password}
            onValue={setPassword}
            autoComplete="current-password"
            name="password"
          />
          {problem && (
            <p className="pc-error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('signingIn') : t('submit')}
          </button>
        </form>
        {demo && (
          <aside className="pc-demo" aria-label={t('demoTitle')}>
            <strong>{t('demoTitle')}</strong>
            <p>
              {t.rich('demoText', {
                first: demo.first,
                last: demo.last,
                password: demo.password,
                code: (chunks) => <code>{chunks}</code>,
              })}
            </p>
          </aside>
        )}
        <p style={{ marginTop: 24 }}>
          <AppLink className="link-card" href="/partners">
            {t('apply')}
          </AppLink>
        </p>
      </div>
    </div>
  );
}
