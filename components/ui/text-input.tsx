'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ClipboardEvent, type ComponentProps, type KeyboardEvent } from 'react';
import { applyFormat, pastedDigits, type FormatWarning, type TextFormat } from '@/lib/forms/text-format';

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /**
   * NUMBER, PHONE or ID: other characters are refused with a warning; ids are lower-cased. A pasted number with
   * separators ('02-540-4000', '300,000') keeps its digits without a warning; letters still refuse it.
   */
  format?: TextFormat;
  /** What Enter does (the button the box belongs to); Enter while composing Hangul does nothing. */
  onEnter?: () => void;
  hint?: string;
};

/** A labelled text box with an optional format (its warning under it) and Enter bound to an action. */
export function TextInput({ label, value, onValue, format, onEnter, hint, className, ...rest }: Props) {
  const t = useTranslations('Form');
  const id = useId();
  const [warning, setWarning] = useState<FormatWarning | null>(null);
  const described = [hint && `${id}-hint`, warning && `${id}-warning`].filter(Boolean).join(' ') || undefined;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && onEnter && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onEnter();
    }
  };

  // A number copied from elsewhere comes with separators; refusing it whole would make people retype it.
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    if (!format) return;
    const input = e.currentTarget;
    const pasted = e.clipboardData.getData('text');
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    const splice = (text: string) =>
      (value.slice(0, start) + text + value.slice(end)).slice(0, rest.maxLength ?? undefined);
    if (!('warning' in applyFormat(format, splice(pasted)))) return; // the browser pastes it as it is
    const digits = pastedDigits(format, pasted);
    const result = digits && applyFormat(format, splice(digits));
    if (!result || 'warning' in result) return; // onChange refuses it with the warning, as when typed
    e.preventDefault();
    // Only separators were left out and the value is valid: nothing to warn about.
    setWarning(null);
    onValue(result.value);
  };

  return (
    <div className="form__field">
      <label htmlFor={id} className="form__label">
        {label}
      </label>
      <input
        id={id}
        className={`form__input${className ? ` ${className}` : ''}`}
        value={value}
        inputMode={format === 'NUMBER' ? 'decimal' : format === 'PHONE' ? 'tel' : undefined}
        aria-invalid={warning ? true : undefined}
        aria-describedby={described}
        onChange={(e) => {
          const result = applyFormat(format, e.target.value);
          if ('warning' in result) return setWarning(result.warning);
          setWarning(null);
          onValue(result.value);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className="form__hint">
          {hint}
        </p>
      )}
      {warning && (
        <p id={`${id}-warning`} className="form__warning" role="alert">
          {t(`warnings.${warning}`)}
        </p>
      )}
    </div>
  );
}
