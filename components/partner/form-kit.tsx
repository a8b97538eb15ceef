'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/config';
import { withLang } from '@/lib/i18n/with-lang';
import { ConfirmDialog as Confirm } from '@/components/ui/confirm-dialog';
import { PartnerCallError } from '@/lib/swr/partner-fetch';
import { logFailure } from '@/lib/client-log';

// What every console form shares: field errors, the save outcome, the preview tab, the action bar.

export type FieldErrors = Partial<Record<string, string>>;

// A form's failure toasts share one id: a second failed save replaces the first instead of stacking over the page
// (a stack reaches down over the console's buttons), and a save that succeeds takes it away.
const FORM_TOAST = { id: 'console-form' };

/** The top-level field a message is about (`address.roadAddress` → `address`, `introductionImages.2` → `introductionImages`). */
const topField = (path: string) => path.split('.')[0];

/** zod issues (the shared schema, checked before sending) as one message per top-level field. */
export function issuesOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) out[topField(issue.path.map(String).join('.'))] ??= issue.message;
  return out;
}

/**
 * What a failed save tells the form: the fields the server named (400), or a toast for the rest (404, 429,
 * 5xx, network). The form keeps everything that was typed either way.
 */
export function useSaveFailure() {
  const t = useTranslations('Console.common');
  return (err: unknown): FieldErrors => {
    if (err instanceof PartnerCallError && err.status === 400 && err.body?.error?.fields) {
      const out: FieldErrors = {};
      for (const [path, message] of Object.entries(err.body.error.fields)) out[topField(path)] ??= message;
      toast.error(t('checkFields'), FORM_TOAST);
      return out;
    }
    if (err instanceof PartnerCallError && err.status === 404) toast.error(t('notFound'), FORM_TOAST);
    else if (err instanceof PartnerCallError && err.status === 429) toast.error(t('tooMany'), FORM_TOAST);
    else {
      logFailure('partner save failed', err);
      toast.error(t('saveFailed'), FORM_TOAST);
    }
    return {};
  };
}

// The shared schema's (and the server's) English messages, said in the user's language.
const MESSAGE_KEYS = [
  [/closedDates|days off/, 'daysOff'],
  [/licenseYear/, 'licenseYear'],
  [/HH:MM|lunch break/, 'hours'],
  [/required|must not be empty/i, 'required'],
  [/more than regularPrice/, 'priceOrder'],
  [/before startsOn/, 'dayOrder'],
  [/^sessions/, 'sessions'],
  [/whole number|negative|at most \d{6,}/, 'price'],
  [/date \(YYYY-MM-DD\)/, 'date'],
  [/phone/, 'phone'],
  [/image|upload/, 'image'],
  [/at most \d+ characters/, 'tooLong'],
] as const;

/** The message under a field: in the user's language, whatever the server said (its text is for programs and logs). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const t = useTranslations('Console.fieldMessages');
  if (!error) return null;
  const key = MESSAGE_KEYS.find(([pattern]) => pattern.test(error))?.[1] ?? 'invalid';
  return (
    <p id={id} className="form__warning" role="alert">
      {t(key)}
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
export function FormActions({ busy, onPreview, saveLabel }: { busy: boolean; onPreview?: () => void; saveLabel?: string }) {
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
 * A console form's save: the body is checked with the shared schema first (a Korean message under each bad
 * field, nothing sent), then sent; a failure names the fields the server named or says what happened. The
 * form keeps what was typed either way.
 */
export function useSaveForm<B, R>({ schema, send, onSaved }: { schema: z.ZodType; send: (body: B) => Promise<R>; onSaved: (result: R) => void }) {
  const t = useTranslations('Console.common');
  const failed = useSaveFailure();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const save = async (body: B, e?: FormEvent) => {
    e?.preventDefault();
    const checked = schema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesOf(checked.error));
      toast.error(t('checkFields'), FORM_TOAST);
      return;
    }
    setBusy(true);
    try {
      const result = await send(body);
      toast.dismiss(FORM_TOAST.id);
      setErrors({});
      onSaved(result);
    } catch (err) {
      setErrors(failed(err));
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, save };
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
  error?: string;
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
export function Pager({ page, pages, label, onGo }: { page: number; pages: number; label: string; onGo: (page: number) => void }) {
  const t = useTranslations('Console.counsels');
  if (pages <= 1) return null;
  return (
    <div className="pc-pager">
      <button type="button" className="button button--outline button--small" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        {t('prev')}
      </button>
      <span>{label}</span>
      <button type="button" className="button button--outline button--small" disabled={page >= pages} onClick={() => onGo(page + 1)}>
        {t('next')}
      </button>
    </div>
  );
}
