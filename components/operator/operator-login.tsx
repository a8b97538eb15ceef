'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useSWRConfig } from 'swr';
import { LogoMark } from '@/components/ui/icons/logo-mark';
import { TextInput } from '@/components/ui/text-input';
import { passwordDigest } from '@/lib/forms/password-hash';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { OperatorCallError, operatorBody, operatorResponse } from '@/lib/client/operator-api';
import { OPERATOR_SESSION_KEY } from '@/lib/swr/use-operator';
import { logFailure } from '@/lib/client-log';

/**
 * /admin/login: an operator signs in with id, password (sent as its SHA-256) and the second factor — the 6 digits
 * of the authenticator app, or one recovery code. There is no way in without the second factor.
 */
export function OperatorLogin({ next, demo }: { next: string; demo: { userId: string; password: string } | null }) {
  const t = useTranslations('Operator.login');
  const router = useAppRouter();
  const { mutate } = useSWRConfig();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    if (!userId || !password || !code.trim()) return setProblem(t('needed'));
    setBusy(true);
    setProblem(null);
    try {
      const factor = recovery ? { recovery_code: code } : { code };
      await operatorBody(
        await operatorResponse('/api/operator/login', {
          method: 'POST',
          body: JSON.stringify({ user_id: userId, password: await passwordDigest(password), ...factor }),
          signIn: false,
        }),
      );
      await mutate(OPERATOR_SESSION_KEY, undefined);
      toast.success(t('loggedIn'));
      router.replace(next);
    } catch (err) {
      const status = err instanceof OperatorCallError ? err.status : 0;
      if (status === 429) {
        const minutes = Math.max(1, Math.ceil(((err as OperatorCallError).retryAfter ?? 60) / 60));
        setProblem(t('tooMany', { minutes }));
      } else if (status === 400 || status === 401) setProblem(t('wrong'));
      else {
        logFailure('operator sign-in failed', err);
        setProblem(t('failed'));
      }
      setCode('');
      setBusy(false);
    }
  };

  return (
    <div className="pc-shell">
      <header className="pc-header">
        <span className="pc-brand">
          <LogoMark width={24} height={24} />
          <span>{t('title')}</span>
        </span>
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
          <TextInput
            label={recovery ? t('recoveryCode') : t('code')}
            value={code}
            onValue={setCode}
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            name="otp"
          />
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
            }}
          >
            {recovery ? t('useCode') : t('useRecovery')}
          </button>
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
                userId: demo.userId,
                password: demo.password,
                code: (chunks) => <code>{chunks}</code>,
              })}
            </p>
          </aside>
        )}
      </div>
    </div>
  );
}
