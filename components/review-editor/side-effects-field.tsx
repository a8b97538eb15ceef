'use client';

import { useTranslations } from 'next-intl';
import {
  SIDE_EFFECT_CODES,
  SIDE_EFFECT_SEVERITIES,
  type SideEffectCode,
  type SideEffectSeverity,
} from '@/contracts/trust';

// "부작용이 있었나요?" (docs/trust.md#side-effects): none by default; ticking a complication reveals its severity,
// whether it resolved and a note (required for '기타'). The value is the body's `sideEffects` list.

export interface SideEffectValue {
  code: SideEffectCode;
  severity: SideEffectSeverity;
  resolved: boolean | null;
  note?: string | null;
}

export function SideEffectsField({
  value,
  onChange,
  error,
}: {
  value: SideEffectValue[];
  onChange: (next: SideEffectValue[]) => void;
  error?: string;
}) {
  const t = useTranslations('Editor');
  const byCode = new Map(value.map((e) => [e.code, e]));
  const set = (code: SideEffectCode, patch: Partial<SideEffectValue> | null) => {
    const rest = value.filter((e) => e.code !== code);
    if (patch === null) return onChange(rest);
    const current = byCode.get(code) ?? { code, severity: 'MILD' as const, resolved: null, note: null };
    const next = { ...current, ...patch };
    onChange(SIDE_EFFECT_CODES.flatMap((c) => (c === code ? [next] : rest.filter((e) => e.code === c))));
  };
  return (
    <fieldset className="form__field side-effect-field" data-testid="side-effects-field">
      <legend className="form__label">{t('sideEffects')}</legend>
      <p className="form__hint">{t('sideEffectsHint')}</p>
      {SIDE_EFFECT_CODES.map((code) => {
        const entry = byCode.get(code);
        const id = `side-effect-${code}`;
        return (
          <div key={code} className="side-effect-field__item">
            <label className="choice__option">
              <input
                type="checkbox"
                checked={!!entry}
                onChange={(e) => set(code, e.target.checked ? {} : null)}
                aria-controls={entry ? `${id}-details` : undefined}
              />
              <span>{t(`sideEffectCodes.${code}`)}</span>
            </label>
            {entry && (
              <div className="side-effect-field__details" id={`${id}-details`}>
                <label className="form__label" htmlFor={`${id}-severity`}>
                  {t('sideEffectSeverity')}
                </label>
                <select
                  id={`${id}-severity`}
                  className="form__select"
                  value={entry.severity}
                  onChange={(e) => set(code, { severity: e.target.value as SideEffectSeverity })}
                >
                  {SIDE_EFFECT_SEVERITIES.map((s) => (
                    <option key={s} value={s}>
                      {t(`sideEffectSeverities.${s}`)}
                    </option>
                  ))}
                </select>
                <label className="form__label" htmlFor={`${id}-resolved`}>
                  {t('sideEffectResolved')}
                </label>
                <select
                  id={`${id}-resolved`}
                  className="form__select"
                  value={entry.resolved === null ? '' : entry.resolved ? 'yes' : 'no'}
                  onChange={(e) => set(code, { resolved: e.target.value === '' ? null : e.target.value === 'yes' })}
                >
                  <option value="">{t('sideEffectResolvedUnknown')}</option>
                  <option value="yes">{t('sideEffectResolvedYes')}</option>
                  <option value="no">{t('sideEffectResolvedNo')}</option>
                </select>
                <label className="form__label" htmlFor={`${id}-note`}>
                  {code === 'OTHER' ? t('sideEffectNoteRequired') : t('sideEffectNote')}
                </label>
                <input
                  id={`${id}-note`}
                  className="form__input"
                  maxLength={300}
                  value={entry.note ?? ''}
                  onChange={(e) => set(code, { note: e.target.value || null })}
                />
              </div>
            )}
          </div>
        );
      })}
      {error && (
        <p className="form__warning" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
