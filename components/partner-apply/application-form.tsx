'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { PostcodeSearch } from '@/components/staff/postcode-search';
import { TextInput } from '@/components/ui/text-input';
import { AppLink } from '@/components/ui/app-link';
import { logFailure } from '@/lib/client-log';
import {
  partnerApplicationBody,
  type PartnerApplicationBody,
  type PartnerApplicationField,
  type PartnerApplicationInput,
} from '@/contracts/partner-applications';
import type { Specialty } from '@/contracts/taxonomy';

const FIELDS: PartnerApplicationField[] = [
  'clinicName',
  'registrationNumber',
  'postalCode',
  'roadAddress',
  'detailAddress',
  'contactName',
  'phone',
  'email',
  'specialties',
  'agreed',
];

const EMPTY: PartnerApplicationInput = {
  clinicName: '',
  registrationNumber: '',
  postalCode: '',
  roadAddress: '',
  detailAddress: '',
  contactName: '',
  phone: '',
  email: '',
  specialties: [],
  agreed: false as true,
};

/** The field a server 400 names (`specialties.0` → specialties), when it is one of the form's. */
const fieldOf = (path: string) => FIELDS.find((f) => f === path.split('.')[0]);

/**
 * /partners: the 입점 신청 form (react-hook-form over the contract's one schema, the backend's too). Each bad field says
 * its own Korean message; after a 201 the form gives way to the confirmation.
 */
export function ApplicationForm({ specialties }: { specialties: Specialty[] }) {
  const t = useTranslations('PartnerApply');
  const form = useForm<PartnerApplicationInput, unknown, PartnerApplicationBody>({
    resolver: zodResolver(partnerApplicationBody),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control: form.control }) as PartnerApplicationInput;
  const [done, setDone] = useState<{ clinic: string; email: string } | null>(null);
  const [problem, setProblem] = useState<'duplicate' | 'tooMany' | 'failed' | null>(null);
  const errors: FieldErrors<PartnerApplicationInput> = form.formState.errors;
  // A field's message goes once it is changed; the others stay until the next submit.
  const set = <F extends PartnerApplicationField>(field: F, value: PartnerApplicationInput[F]) => {
    form.setValue(field, value as never);
    form.clearErrors(field);
  };

  const submit = form.handleSubmit(
    async (body) => {
      setProblem(null);
      try {
        const res = await fetch('/api/public/partner-applications', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        });
        if (res.status === 201) {
          setDone({ clinic: body.clinicName, email: body.email });
          window.scrollTo({ top: 0 });
          return;
        }
        if (res.status === 409) return setProblem('duplicate');
        if (res.status === 429) return setProblem('tooMany');
        const payload = (await res.json().catch(() => null)) as { error?: { fields?: Record<string, string> } } | null;
        const named = Object.keys(payload?.error?.fields ?? {}).flatMap((p) => fieldOf(p) ?? []);
        if (res.status === 400 && named.length) for (const f of named) form.setError(f, { type: 'server', message: f });
        else setProblem('failed');
      } catch (err) {
        logFailure('partner application failed', err);
        setProblem('failed');
      }
    },
    () =>
      requestAnimationFrame(() => document.querySelector('.apply .form__warning')?.scrollIntoView({ block: 'center' })),
  );

  if (done)
    return (
      <section className="apply apply--done" aria-live="polite">
        <h2 className="apply__done-title">{t('doneTitle')}</h2>
        <p>{t('doneText', done)}</p>
        <p>{t('doneNext')}</p>
        <p>
          <AppLink className="button" href="/">
            {t('home')}
          </AppLink>
        </p>
      </section>
    );

  const error = (field: PartnerApplicationField) =>
    errors[field] ? (
      <p className="form__warning" role="alert" id={`apply-${field}-error`}>
        {t(`errors.${field}`)}
      </p>
    ) : null;
  const text = (field: 'clinicName' | 'registrationNumber' | 'contactName' | 'phone' | 'email', extra = {}) => (
    <div>
      <TextInput
        label={t(field)}
        value={values[field] ?? ''}
        onValue={(v) => set(field, v)}
        aria-invalid={errors[field] ? true : undefined}
        {...extra}
      />
      {error(field)}
    </div>
  );
  const chosen = new Set(values.specialties ?? []);
  const toggle = (id: number) =>
    set('specialties', chosen.has(id) ? [...chosen].filter((x) => x !== id) : [...chosen, id]);

  return (
    <form className="apply form" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('formTitle')}</h2>
      <p className="form__hint">{t('formLead')}</p>
      {text('clinicName', { maxLength: 100, autoComplete: 'organization' })}
      {text('registrationNumber', { inputMode: 'numeric', maxLength: 14, hint: t('registrationHint') })}
      <fieldset className="form__field">
        <legend className="form__label">{t('address')}</legend>
        <div className="apply__postcode">
          <input
            className="form__input"
            aria-label={t('postalCode')}
            placeholder={t('postalCode')}
            value={values.postalCode ?? ''}
            readOnly
            aria-invalid={errors.postalCode ? true : undefined}
          />
          <PostcodeSearch
            onSelect={({ postalCode, roadAddress }) => {
              form.setValue('postalCode', postalCode);
              form.setValue('roadAddress', roadAddress);
              form.clearErrors(['postalCode', 'roadAddress']);
            }}
          />
        </div>
        {error('postalCode')}
        <TextInput
          label={t('roadAddress')}
          value={values.roadAddress ?? ''}
          onValue={(v) => set('roadAddress', v)}
          maxLength={200}
        />
        {error('roadAddress')}
        <TextInput
          label={t('detailAddress')}
          value={values.detailAddress ?? ''}
          onValue={(v) => set('detailAddress', v)}
          placeholder={t('detailPlaceholder')}
          maxLength={200}
        />
        {error('detailAddress')}
      </fieldset>
      {text('contactName', { maxLength: 50, autoComplete: 'name' })}
      {text('phone', { inputMode: 'tel', maxLength: 14, autoComplete: 'tel', hint: t('phoneHint') })}
      {text('email', { type: 'email', maxLength: 200, autoComplete: 'email', hint: t('emailHint') })}
      <fieldset className="form__field">
        <legend className="form__label">{t('specialties')}</legend>
        <p className="form__hint">{t('specialtiesHint')}</p>
        <div className="chips apply__chips">
          {specialties.map((s) => (
            <button
              key={s.id}
              type="button"
              className={`chip chip--toggle${chosen.has(s.id) ? ' chip--on' : ''}`}
              aria-pressed={chosen.has(s.id)}
              onClick={() => toggle(s.id)}
            >
              {s.name}
            </button>
          ))}
        </div>
        {error('specialties')}
      </fieldset>
      <label className="apply__agree">
        <input
          type="checkbox"
          checked={values.agreed === true}
          onChange={(e) => set('agreed', e.target.checked as true)}
        />
        <span>{t('agree')}</span>
      </label>
      {error('agreed')}
      {problem && (
        <p className="form__warning" role="alert">
          {t(problem)}
        </p>
      )}
      <button type="submit" className="button apply__submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
