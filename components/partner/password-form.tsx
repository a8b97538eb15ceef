'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextInput } from '@/components/ui/text-input';
import { passwordDigest } from '@/lib/forms/password-hash';
import { PASSWORD_MIN } from '@/contracts/staff';
import { jsonInit, PartnerCallError, partnerFetch } from '@/lib/swr/partner-fetch';
import { useSaveFailure } from './form-kit';

/** What is wrong with the three boxes before anything is sent, or null. */
export function passwordProblem(current: string, next: string, confirm: string): 'needed' | 'tooShort' | 'mismatch' | 'same' | null {
  if (!current || !next || !confirm) return 'needed';
  if ([...next].length < PASSWORD_MIN) return 'tooShort';
  if (next !== confirm) return 'mismatch';
  if (next === current) return 'same';
  return null;
}

/** /partner/reset-password: the current password and the new one twice; other devices are signed out. */
export function PasswordForm() {
  const t = useTranslations('Console.password');
  const failed = useSaveFailure();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local = passwordProblem(current, next, confirm);
    if (local) return setProblem(local === 'tooShort' ? t('tooShort', { min: PASSWORD_MIN }) : t(local));
    setProblem(null);
    setBusy(true);
    try {
      await partnerFetch(
        '/api/partner/password',
        jsonInit('POST', { current_password: await passwordDigest(current), new_password: await passwordDigest(next) }),
      );
      setCurrent('');
      setNext('');
      setConfirm('');
      toast.success(t('changed'));
    } catch (err) {
      if (err instanceof PartnerCallError && err.status === 400 && err.body?.error?.fields?.current_password) setProblem(t('wrongCurrent'));
      else failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="pc-title">{t('title')}</h1>
      <p className="pc-lead">{t('lead')}</p>
      <form className="pc-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextInput label={t('current')} type="password" value={current} onValue={setCurrent} autoComplete="current-password" />
        <TextInput label={t('next')} type="password" value={next} onValue={setNext} autoComplete="new-password" hint={t('nextHint', { min: PASSWORD_MIN })} />
        <TextInput label={t('confirm')} type="password" value={confirm} onValue={setConfirm} autoComplete="new-password" />
        {problem && (
          <p className="pc-error" role="alert">
            {problem}
          </p>
        )}
        <div className="pc-actions">
          <button type="submit" className="button" disabled={busy}>
            {t('submit')}
          </button>
        </div>
      </form>
    </>
  );
}
