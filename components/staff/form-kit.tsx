'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/config';
import { withLang } from '@/lib/i18n/with-lang';
import { ConfirmDialog as Confirm } from '@/components/ui/confirm-dialog';
import { StaffCallError } from '@/lib/swr/staff-fetch';
import { logFailure } from '@/lib/client-log';
import { serverFieldMessageOf, topField, type FieldMessageKey } from '@/lib/forms/field-messages';
import { messageKeyOf, useZodForm, type BodySchema } from '@/lib/forms/use-zod-form';
import { findingsOf, type FieldFinding } from '@/contracts/ad-wording-reviews';

// What every console form shares: field errors, the save outcome, the preview tab, the action bar.

/** The message under each top-level field that has one: a key of `Console.fieldMessages`. */
export type FieldErrors = Partial<Record<string, FieldMessageKey>>;

// A form's failure toasts share one id: a second failed save replaces the first instead of stacking over the page
// (a stack reaches down over the console's buttons), and a save that succeeds takes it away.
const FORM_TOAST = { id: 'console-form' };

/**
 * What a failed save tells the form: the fields the server named (400), or a toast for the rest (404, 429,
 * 5xx, network). The form keeps everything that was typed either way.
 */
export function useSaveFailure() {
  const t = useTranslations('Console.common');
  return (err: unknown): FieldErrors => {
    if (err instanceof StaffCallError && err.status === 400 && err.body?.error?.fields) {
      const out: FieldErrors = {};
      // The server's text is English for programs and logs: the field's own message is said, by path.
      for (const path of Object.keys(err.body.error.fields)) out[topField(path)] ??= serverFieldMessageOf(path);
      toast.error(t('checkFields'), FORM_TOAST);
      return out;
    }
    if (err instanceof StaffCallError && err.status === 404) toast.error(t('notFound'), FORM_TOAST);
    else if (err instanceof StaffCallError && err.status === 429) toast.error(t('tooMany'), FORM_TOAST);
    else {
      logFailure('partner save failed', err);
      toast.error(t('saveFailed'), FORM_TOAST);
    }
    return {};
  };
}

/** The message under a field, in the user's language. */
export function FieldError({ id, error }: { id: string; error: FieldMessageKey | undefined }) {
  const t = useTranslations('Console.fieldMessages');
  if (!error) return null;
  return (
    <p id={id} className="form__warning" role="alert">
      {t(error)}
    </p>
  );
}

/** Writes a preview payload where the `pv` page reads it and opens that page in a new tab. */
export function usePreviewTab() {
  const locale = useLocale() as Locale;
  return (kind: 'clinic' | 'doctor' | 'event', key: string, payload: unknown) => {
    try {
      window.localStorage.setItem(key, JSON.stringify(payload));
    } catch (err) {
      logFailure('preview storage unavailable', err);
    }
    window.open(withLang(`/contents/${kind}/pv`, locale), '_blank', 'noopener');
  };
}

/** The form's bottom bar: preview (when the form has one) and save. */
export function FormActions({
  busy,
  onPreview,
  saveLabel,
}: {
  busy: boolean;
  onPreview?: () => void;
  saveLabel?: string;
}) {
  const t = useTranslations('Console.common');
  return (
    <div className="pc-actions">
      {onPreview && (
        <button type="button" className="button button--outline" onClick={onPreview} title={t('previewHint')}>
          {t('preview')}
        </button>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('saving') : (saveLabel ?? t('save'))}
      </button>
    </div>
  );
}

/** A yes/no question before something that cannot be undone (remove a doctor, end an event, cancel a counsel). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('Console.common');
  return (
    <Confirm
      open={open}
      busy={busy}
      title={title}
      text={body}
      confirmLabel={confirmLabel}
      backLabel={t('cancel')}
      closeLabel={t('cancel')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/**
 * After a failed save, the first field message comes into view: it may be above the screen (the save button sits at
 * the bottom of a long form), and centred it clears the console's sticky header.
 */
const showFirstError = () =>
  requestAnimationFrame(() =>
    setTimeout(() =>
      document.querySelector('.pc-main .form__warning[role="alert"]')?.scrollIntoView({ block: 'center' }),
    ),
  );

/**
 * Every field of a body, none left out: what a form starts from (a saved item's body, a new item's) is typed so,
 * and a field the contract gains must be given there.
 */
export type AllOf<T> = { [K in keyof T]-?: T[K] };

/** The keys of a group of messages that are texts (not groups): what a form's table may name as a label. */
export type TextKeys<M> = { [K in keyof M]: M[K] extends string ? K : never }[keyof M];

/**
 * A console form whose values are the contract's body itself (react-hook-form over its schema, inputs registered):
 * `defaultValues` is the body of what is saved (or of a new item), and after a save the form is reset to the body
 * of what the server answered. A failed check says a message under each bad field and sends nothing; the messages
 * stay while the values change with typing, and are said again at the next save.
 */
export function useStaffForm<S extends BodySchema, R>({
  schema,
  defaultValues,
  send,
  onSaved,
}: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  send: (body: z.output<S>) => Promise<R>;
  onSaved: (result: R, form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => void;
}) {
  const form = useZodForm(schema, { defaultValues, reValidateMode: 'onSubmit' });
  return { form, ...useFormSave(form, send, (result) => onSaved(result, form)) };
}

/**
 * A save the server refused for its advertising wording (400 AD_WORDING): the body that was sent and what the wording
 * check finds in the fields the server named (the same pure check, contracts/ad-wording.ts). Null for any other failure.
 */
function wordingRefusal(err: unknown, body: unknown): { body: unknown; findings: FieldFinding[] } | null {
  if (!(err instanceof StaffCallError) || err.status !== 400 || err.body?.error?.code !== 'AD_WORDING') return null;
  const sent = body as Record<string, unknown>;
  const texts = Object.fromEntries(
    Object.keys(err.body.error.fields ?? {}).map((f) => [f, typeof sent[f] === 'string' ? (sent[f] as string) : null]),
  );
  return { body, findings: findingsOf(texts) };
}

/** What a form shows after a save refused for its wording, and the same save sent again with the staff member's reason. */
export interface WordingRefused {
  findings: FieldFinding[];
  /** Resends the refused body with `adWordingJustification`; throws what the save throws. */
  saveWithReason: (justification: string) => Promise<void>;
  dismiss: () => void;
}

/** The save of a console form: the parsed body is sent; a failure names the fields the server named or says what happened. */
function useFormSave<V extends FieldValues, B, R>(
  form: UseFormReturn<V, unknown, B>,
  send: (body: B) => Promise<R>,
  onSaved: (result: R) => void,
) {
  const t = useTranslations('Console.common');
  const failed = useSaveFailure();
  const [refused, setRefused] = useState<{ body: unknown; findings: FieldFinding[] } | null>(null);
  const save = form.handleSubmit(
    async (body) => {
      setRefused(null);
      try {
        const result = await send(body);
        toast.dismiss(FORM_TOAST.id);
        onSaved(result);
      } catch (err) {
        const wording = wordingRefusal(err, body);
        if (wording) return setRefused(wording);
        const fields = Object.entries(failed(err));
        for (const [field, key] of fields) if (key) form.setError(field as Path<V>, { type: 'server', message: key });
        if (fields.length) showFirstError();
      }
    },
    () => {
      toast.error(t('checkFields'), FORM_TOAST);
      showFirstError();
    },
  );
  const errors: FieldErrors = {};
  for (const [field, error] of Object.entries(form.formState.errors))
    errors[field] = messageKeyOf(error as { message?: unknown });
  const wording: WordingRefused | null = refused && {
    findings: refused.findings,
    saveWithReason: async (justification) => {
      const result = await send({ ...(refused.body as object), adWordingJustification: justification } as B);
      setRefused(null);
      toast.dismiss(FORM_TOAST.id);
      onSaved(result);
    },
    dismiss: () => setRefused(null),
  };
  return { errors, busy: form.formState.isSubmitting, save: (e?: FormEvent) => void save(e), wording };
}

/** An action asked for on one item after a confirmation (remove a doctor, end an event): which item, and whether it runs. */
export function useConfirmedAction<T>(run: (item: T) => Promise<void>) {
  const failed = useSaveFailure();
  const [item, setItem] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (item === null) return;
    setBusy(true);
    try {
      await run(item);
      setItem(null);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  return { item, ask: setItem, close: () => setItem(null), confirm, busy };
}

/** A labelled multi-line box with the message of its field under it. */
export function TextArea({
  id,
  label,
  value,
  onChange,
  error,
  rows = 6,
  maxLength,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessageKey;
  rows?: number;
  maxLength: number;
  placeholder?: string;
}) {
  return (
    <div className="form__field">
      <label htmlFor={id} className="form__label">
        {label}
      </label>
      <textarea
        id={id}
        className="form__textarea"
        rows={rows}
        maxLength={maxLength}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Previous / next under a paged list. */
export function Pager({
  page,
  pages,
  label,
  onGo,
}: {
  page: number;
  pages: number;
  label: string;
  onGo: (page: number) => void;
}) {
  const t = useTranslations('Console.counsels');
  if (pages <= 1) return null;
  return (
    <div className="pc-pager">
      <button
        type="button"
        className="button button--outline button--small"
        disabled={page <= 1}
        onClick={() => onGo(page - 1)}
      >
        {t('prev')}
      </button>
      <span>{label}</span>
      <button
        type="button"
        className="button button--outline button--small"
        disabled={page >= pages}
        onClick={() => onGo(page + 1)}
      >
        {t('next')}
      </button>
    </div>
  );
}
