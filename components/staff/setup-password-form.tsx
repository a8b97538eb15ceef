'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { AppLink } from '@/components/ui/app-link';
import { LogoMark } from '@/components/ui/icons/logo-mark';
import { TextInput } from '@/components/ui/text-input';
import { logFailure } from '@/lib/client-log';
import { passwordDigest } from '@/lib/forms/password-hash';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { PASSWORD_MIN } from '@/contracts/staff';

type Problem = 'needed' | 'tooShort' | 'mismatch' | 'failed' | 'tooMany';

/**
 * /partner/setup-password?token=…: a new partner's first password, through the one-time link an approval sent. The
 * same rules as the console's password change; only the SHA-256 of the password leaves the browser. A used, expired
 * or broken link says so and nothing else.
 */
export function SetupPasswordForm({
  token,
  dead: known,
}: {
  token: string | null;
  dead: 'expired' | 'invalid' | null;
}) {
  const t = useTranslations('Console');
  const router = useAppRouter();
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [dead, setDead] = useState<'expired' | 'invalid' | null>(token ? known : 'invalid');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!next || !confirm) return setProblem('needed');
    if ([...next].length < PASSWORD_MIN) return setProblem('tooShort');
    if (next !== confirm) return setProblem('mismatch');
    setProblem(null);
    setBusy(true);
    try {
      const res = await fetch('/api/partner/setup-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token, password: await passwordDigest(next) }),
      });
      if (res.status === 410) return setDead('expired');
      if (res.status === 400) return setDead('invalid');
      if (res.status === 429) return setProblem('tooMany');
      if (!res.ok) return setProblem('failed');
      const { data } = (await res.json()) as { data: { signedIn: boolean } };
      toast.success(t('setup.done'));
      router.push(data.signedIn ? '/partner' : '/partner/login');
    } catch (err) {
      logFailure('password setup failed', err);
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  const message =
    problem === 'tooShort'
      ? t('password.tooShort', { min: PASSWORD_MIN })
      : problem === 'needed' || problem === 'mismatch'
        ? t(`password.${problem}`)
        : problem && t(`setup.${problem}`);

  return (
    <div className="pc-shell">
      <header className="pc-header">
        <AppLink href="/home" className="pc-brand">
          <LogoMark width={24} height={24} />
          <span>{t('login.brand')}</span>
        </AppLink>
      </header>
      <div className="pc-login">
        <h1>{t('setup.title')}</h1>
        {dead ? (
          <p className="pc-error" role="alert">
            {t(`setup.${dead}`)}
          </p>
        ) : (
          <>
            <p className="pc-lead">{t('setup.lead')}</p>
            <form
              className="pc-form"
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
              noValidate
            >
              <TextInput
                label={t('setup.next')}
                type="password"
                value={next}
                onValue={setNext}
                autoComplete="new-password"
                hint={t('password.nextHint', { min: PASSWORD_MIN })}
              />
              <TextInput
                label={t('setup.confirm')}
                type="password"
                value={confirm}
                onValue={setConfirm}
                autoComplete="new-password"
              />
              {message && (
                <p className="pc-error" role="alert">
                  {message}
                </p>
              )}
              <button type="submit" className="button" disabled={busy}>
                {t('setup.submit')}
              </button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
