'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { TextInput } from '@/components/ui/text-input';
import { passwordDigest } from '@/lib/forms/password-hash';
import { passwordMessageOf, type PasswordMessageKey } from '@/lib/forms/field-messages';
import { messageKeyOf, useZodForm } from '@/lib/forms/use-zod-form';
import { changePasswordForm, PASSWORD_MIN } from '@/contracts/staff';
import { jsonInit, StaffCallError, staffFetch } from '@/lib/swr/staff-fetch';
import { useSaveFailure } from './form-kit';

const EMPTY = { current: '', next: '', confirm: '' };

/** /partner/reset-password: the current password and the new one twice; other devices are signed out. */
export function PasswordForm() {
  const t = useTranslations('Console.password');
  const failed = useSaveFailure();
  // The form's values are the three boxes as typed (the contract's form schema); only their hashes are sent.
  const form = useZodForm(changePasswordForm, { defaultValues: EMPTY, messageOf: passwordMessageOf });
  const { current, next, confirm } = useWatch({ control: form.control });
  const problem = messageKeyOf<PasswordMessageKey>(form.formState.errors.root);

  const submit = form.handleSubmit(async ({ current, next }) => {
    try {
      await staffFetch(
        '/api/partner/password',
        jsonInit('POST', { current_password: await passwordDigest(current), new_password: await passwordDigest(next) }),
      );
      form.reset(EMPTY);
      toast.success(t('changed'));
    } catch (err) {
      if (err instanceof StaffCallError && err.status === 400 && err.body?.error?.fields?.current_password)
        form.setError('root', { type: 'server', message: 'wrongCurrent' satisfies PasswordMessageKey });
      else failed(err);
    }
  });

  const box = (name: keyof typeof EMPTY) => ({
    value: (name === 'current' ? current : name === 'next' ? next : confirm) ?? '',
    onValue: (v: string) => form.setValue(name, v),
  });
  return (
    <>
      <h1 className="pc-title">{t('title')}</h1>
      <p className="pc-lead">{t('lead')}</p>
      <form className="pc-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextInput label={t('current')} type="password" {...box('current')} autoComplete="current-password" />
        <TextInput
          label={t('next')}
          type="password"
          {...box('next')}
          autoComplete="new-password"
          hint={t('nextHint', { min: PASSWORD_MIN })}
        />
        <TextInput label={t('confirm')} type="password" {...box('confirm')} autoComplete="new-password" />
        {problem && (
          <p className="pc-error" role="alert">
            {problem === 'tooShort' ? t('tooShort', { min: PASSWORD_MIN }) : t(problem)}
          </p>
        )}
        <div className="pc-actions">
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {t('submit')}
          </button>
        </div>
      </form>
    </>
  );
}
