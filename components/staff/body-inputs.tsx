'use client';

import { useRef, useState, type ComponentProps } from 'react';
import { Dropdown } from '@/components/ui/dropdown';
import { MultiSelect } from '@/components/ui/multi-select';
import { TextInput } from '@/components/ui/text-input';
import type { Named } from '@/lib/forms/multi-select';
import type { FormImage } from '@/lib/uploads/clinic-image';
import { ImageListField, SingleImageField } from './image-fields';

// Inputs whose value is a body field's own value (a number or null, ids, an image's path), for console forms whose
// values are the contract's body: each keeps what the screen needs beside it (the typed text, names, image URLs).

/** A number box's text as its value: '' is null, anything else the number as typed (NaN when it is none). */
export const readNumber = (s: string) => (s.trim() === '' ? null : Number(s));

/**
 * The text of a box over `number | null`: '' is null, anything else is the number as typed (NaN included, for the
 * schema to refuse). The typed text is kept while it still reads as the value ('1.', '-'), and follows a value set
 * from outside (a reset after a save).
 */
export function useNumberText(
  value: number | null | undefined,
  onValue: (value: number | null) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(() => (value == null ? '' : String(value)));
  const current = readNumber(text);
  const same = current === (value ?? null) || (Number.isNaN(current) && Number.isNaN(value));
  const shown = same ? text : value == null ? '' : String(value);
  return [
    shown,
    (next) => {
      setText(next);
      onValue(readNumber(next));
    },
  ];
}

/** A number box over `number | null` (see useNumberText), its typed digits checked by the NUMBER format. */
export function NumberBox({
  label,
  value,
  onValue,
  maxLength,
  ...rest
}: Omit<ComponentProps<typeof TextInput>, 'value' | 'onValue' | 'format'> & {
  value: number | null | undefined;
  onValue: (value: number | null) => void;
  maxLength: number;
}) {
  const [text, setText] = useNumberText(value, onValue);
  return <TextInput label={label} format="NUMBER" value={text} onValue={setText} maxLength={maxLength} {...rest} />;
}

/** A bare number input (`type="number"`, labelled by what it sits in) over `number | null` (see useNumberText). */
export function NumberInput({
  value,
  onValue,
  ...rest
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: number | null | undefined;
  onValue: (value: number | null) => void;
}) {
  const [text, setText] = useNumberText(value, onValue);
  return <input type="number" value={text} onChange={(e) => setText(e.target.value)} {...rest} />;
}

const YES_NO = { yes: true, no: false, '': null } as const;

/** A yes / no / not said choice over `boolean | null`; with `remember`, a new item starts from the last choice. */
export function YesNoDropdown({
  label,
  value,
  onValue,
  labels,
  remember,
}: {
  label: string;
  value: boolean | null | undefined;
  onValue: (value: boolean | null) => void;
  labels: { yes: string; no: string; notSaid: string };
  remember: boolean;
}) {
  return (
    <Dropdown
      label={label}
      items={[
        { value: 'no', label: labels.no },
        { value: 'yes', label: labels.yes },
        { value: '', label: labels.notSaid },
      ]}
      value={value == null ? '' : value ? 'yes' : 'no'}
      onChange={(choice) => onValue(YES_NO[choice as keyof typeof YES_NO] ?? null)}
      remember={remember}
    />
  );
}

/** A checkbox over `boolean | null` (unchecked sends false). */
export function CheckBox({
  label,
  value,
  onValue,
  className,
}: {
  label: string;
  value: boolean | null | undefined;
  onValue: (value: boolean) => void;
  className?: string;
}) {
  return (
    <label className={className}>
      <input type="checkbox" checked={value === true} onChange={(e) => onValue(e.target.checked)} />
      {label}
    </label>
  );
}

/** A date box over `string | null` ('YYYY-MM-DD'; empty is null). */
export function DayBox({
  label,
  value,
  onValue,
}: {
  label: string;
  value: string | null | undefined;
  onValue: (value: string | null) => void;
}) {
  return <TextInput label={label} type="date" value={value ?? ''} onValue={(day) => onValue(day || null)} />;
}

/**
 * A multiple choice over ids among `items`, shown by their names; `known` names chosen ids that may no longer be
 * offered (a saved item's own), which stay chosen until taken out.
 */
export function IdMultiSelect({
  label,
  items,
  known = [],
  value,
  onValue,
}: {
  label: string;
  items: Named[];
  known?: Named[];
  value: number[] | undefined;
  onValue: (ids: number[]) => void;
}) {
  const byId = new Map([...known, ...items].map((item) => [item.id, item]));
  const selected = (value ?? []).flatMap((id) => byId.get(id) ?? []);
  return (
    <MultiSelect
      label={label}
      items={items}
      selected={selected}
      onChange={(chosen) => onValue(chosen.map((c) => c.id))}
    />
  );
}

/**
 * The URLs a form shows for the image paths in its body: an image the clinic already shows is named by its URL, an
 * upload by its path, shown by the checked copy's URL.
 */
export function useImageUrls() {
  const urls = useRef(new Map<string, string>());
  return {
    imageOf: (path: string | null | undefined): FormImage | null =>
      path ? { path, url: urls.current.get(path) ?? path } : null,
    pathOf: (image: FormImage | null): string | null => {
      if (image) urls.current.set(image.path, image.url);
      return image?.path ?? null;
    },
  };
}

type ImageUrls = ReturnType<typeof useImageUrls>;

/** One image (a profile, a banner) over its path. */
export function ImageBox({
  label,
  value,
  onValue,
  urls,
  wide = false,
}: {
  label: string;
  value: string | null | undefined;
  onValue: (path: string | null) => void;
  urls: ImageUrls;
  wide?: boolean;
}) {
  return (
    <SingleImageField
      label={label}
      image={urls.imageOf(value)}
      onChange={(image) => onValue(urls.pathOf(image))}
      wide={wide}
    />
  );
}

/** Images in order over their paths. */
export function ImageListBox({
  label,
  value,
  onValue,
  urls,
}: {
  label: string;
  value: string[] | undefined;
  onValue: (paths: string[]) => void;
  urls: ImageUrls;
}) {
  return (
    <ImageListField
      label={label}
      images={(value ?? []).flatMap((path) => urls.imageOf(path) ?? [])}
      onChange={(images) => onValue(images.flatMap((image) => urls.pathOf(image) ?? []))}
    />
  );
}
