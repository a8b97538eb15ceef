'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { applyFormat, type FormatWarning, type TextFormat } from '@/lib/forms/text-format';

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** NUMBER, PHONE or ID: other characters are refused with a warning; ids are lower-cased. */
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
