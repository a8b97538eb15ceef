'use client';

import { Fragment, useEffect, useId, useRef } from 'react';
import { rememberChoice, rememberedChoice, selectionKey } from '@/lib/forms/remembered-selection';

export interface DropdownItem {
  value: string;
  label: string;
}

/**
 * A labelled single choice (a native select: the phone's own picker). With `remember`, the last choice is
 * kept in localStorage under a key derived from the item names and restored when the items load.
 * `dividerAfter` draws a separator after that many items (e.g. '없음', then the events).
 */
export function Dropdown({
  label,
  items,
  value,
  onChange,
  remember = false,
  dividerAfter,
  disabled,
}: {
  label: string;
  items: DropdownItem[];
  value: string;
  onChange: (value: string) => void;
  remember?: boolean;
  dividerAfter?: number;
  disabled?: boolean;
}) {
  const id = useId();
  const key = useRef<string | null>(null);
  // A choice made before the key is known (it is hashed asynchronously) is written once it is.
  const unsaved = useRef<string | null>(null);
  const latest = useRef({ value, onChange, items });
  useEffect(() => {
    latest.current = { value, onChange, items };
  });

  // The item names decide the memory (the items array itself may be re-created on every render).
  const namesKey = JSON.stringify(items.map((i) => i.label));
  useEffect(() => {
    if (!remember || namesKey === '[]') return;
    let live = true;
    void selectionKey(JSON.parse(namesKey) as string[]).then((k) => {
      if (!live) return;
      key.current = k;
      if (unsaved.current !== null) {
        rememberChoice(k, unsaved.current);
        unsaved.current = null;
        return;
      }
      const restored = rememberedChoice(
        k,
        latest.current.items.map((i) => i.value),
      );
      // Only into a field with nothing chosen (''): a value the form started with (a review being edited, an event
      // carried over from the counsel) is not replaced by an older choice.
      if (restored !== null && latest.current.value === '' && restored !== latest.current.value)
        latest.current.onChange(restored);
    });
    return () => {
      live = false;
    };
  }, [remember, namesKey]);

  return (
    <div className="form__field">
      <label htmlFor={id} className="form__label">
        {label}
      </label>
      <select
        id={id}
        className="form__select"
        value={value}
        disabled={disabled}
        onChange={(e) => {
          onChange(e.target.value);
          if (!remember) return;
          if (key.current) rememberChoice(key.current, e.target.value);
          else unsaved.current = e.target.value;
        }}
      >
        {items.map((item, i) => (
          <Fragment key={item.value}>
            <option value={item.value}>{item.label}</option>
            {dividerAfter === i + 1 && i < items.length - 1 && <hr />}
          </Fragment>
        ))}
      </select>
    </div>
  );
}
