'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { remainingChoices, removeByName, type Named } from '@/lib/forms/multi-select';
import { CloseIcon } from './icons/close';

/**
 * A multi-select picker: type to filter (case-insensitive), pick a candidate, '추가' adds it. Items
 * already chosen (by name) are not offered again; a chosen item is removed by its × button. The
 * candidate is dropped whenever the list of items changes.
 */
export function MultiSelect<T extends Named>({
  label,
  items,
  selected,
  onChange,
  disabled = false,
}: {
  label: string;
  items: T[];
  selected: T[];
  onChange: (selected: T[]) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('Form');
  const id = useId();
  const [filter, setFilter] = useState('');
  // The candidate belongs to the item list it was picked from: a new list means no candidate.
  const [picked, setPicked] = useState<{ name: string; from: T[] } | null>(null);
  const candidate = picked && picked.from === items ? picked.name : '';
  const choices = remainingChoices(items, selected, filter);
  const offered = choices.find((c) => c.name === candidate);

  const add = () => {
    if (!offered) return;
    onChange([...selected, offered]);
    setPicked(null);
  };

  return (
    <fieldset className="form__field multi-select" disabled={disabled}>
      <legend className="form__label">{label}</legend>
      <div className="multi-select__pick">
        <input
          type="search"
          className="form__input"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('filter')}
          aria-label={t('filterLabel', { label })}
        />
        <select
          id={id}
          className="form__select"
          value={offered ? candidate : ''}
          onChange={(e) => setPicked(e.target.value ? { name: e.target.value, from: items } : null)}
          aria-label={t('candidateLabel', { label })}
        >
          <option value="">{choices.length ? t('choose') : t('noChoices')}</option>
          {choices.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="button" className="button button--small" onClick={add} disabled={disabled || !offered}>
          {t('add')}
        </button>
      </div>
      {selected.length > 0 && (
        <ul className="chips" aria-label={t('chosen', { label })}>
          {selected.map((s) => (
            <li key={s.name} className="chip">
              <span>{s.name}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={t('remove', { name: s.name })}
                onClick={() => onChange(removeByName(selected, s.name))}
              >
                <CloseIcon width={14} height={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
