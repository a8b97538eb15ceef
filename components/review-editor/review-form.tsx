'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Dropdown } from '@/components/ui/dropdown';
import { MultiSelect } from '@/components/ui/multi-select';
import { TextInput } from '@/components/ui/text-input';
import type { Named } from '@/lib/forms/multi-select';
import {
  REVIEW_CONTENT_MAX,
  REVIEW_TITLE_MAX,
  type ReviewEditorBody,
  type ReviewEditorValues,
} from '@/contracts/reviews';
import { amountOf, type EditorFiles } from './editor-state';
import { PhotoField } from './photo-field';
import { SideEffectsField } from './side-effects-field';

const RATINGS = ['5', '4', '3', '2', '1'];

export type ReviewEditorForm = UseFormReturn<ReviewEditorValues, unknown, ReviewEditorBody>;

/** The review editor's fields, in the product's order, over the form (the review body); the parent owns the save. */
export function ReviewForm({
  form,
  files,
  onFiles,
  doctors,
  events,
  treatments,
  progress,
  busy,
  submitLabel,
  photoConsent,
  onSubmit,
}: {
  form: ReviewEditorForm;
  /** The chosen photos' files (not form values: the body carries their entries once they are sent). */
  files: EditorFiles;
  onFiles: (added: EditorFiles) => void;
  doctors: Named[];
  events: { id: number; title: string }[];
  treatments: Named[];
  progress: Record<string, number>;
  busy: boolean;
  submitLabel: string;
  /** Whether the member has already agreed to the sensitive-data consent photos need. */
  photoConsent: boolean;
  onSubmit: () => void;
}) {
  const t = useTranslations('Editor');
  const { control } = form;
  const [before, after] = useWatch({ control, name: ['beforePhotos', 'afterPhotos'] });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const eventItems = [
    { value: '', label: t('noEvent') },
    ...[...events]
      .sort((a, b) => a.title.localeCompare(b.title, 'ko'))
      .map((e) => ({ value: String(e.id), label: e.title })),
  ];

  return (
    <form className="section form review-form" onSubmit={submit} noValidate>
      <Controller
        control={control}
        name="doctors"
        render={({ field }) => (
          <MultiSelect label={t('doctors')} items={doctors} selected={field.value} onChange={field.onChange} />
        )}
      />
      <Controller
        control={control}
        name="event_id"
        render={({ field }) => (
          <Dropdown
            label={t('event')}
            items={eventItems}
            value={field.value == null ? '' : String(field.value)}
            onChange={(id) => field.onChange(id ? Number(id) : null)}
            dividerAfter={1}
            remember
          />
        )}
      />
      <Controller
        control={control}
        name="treatments"
        render={({ field }) => (
          <MultiSelect label={t('treatments')} items={treatments} selected={field.value} onChange={field.onChange} />
        )}
      />
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <Dropdown
            label={t('rating')}
            items={RATINGS.map((n) => ({ value: n, label: t('ratingOption', { n }) }))}
            value={String(field.value)}
            onChange={(n) => field.onChange(Number(n))}
          />
        )}
      />
      <Controller
        control={control}
        name="title"
        render={({ field }) => (
          <TextInput
            label={t('title')}
            value={field.value ?? ''}
            onValue={field.onChange}
            maxLength={REVIEW_TITLE_MAX}
          />
        )}
      />
      <div className="form__field">
        <label htmlFor="review-content" className="form__label">
          {t('content')}
        </label>
        <textarea
          id="review-content"
          className="form__textarea"
          rows={5}
          maxLength={REVIEW_CONTENT_MAX}
          placeholder={t('contentPlaceholder')}
          {...form.register('content')}
        />
      </div>
      {(['beforePhotos', 'afterPhotos'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <PhotoField
              label={t(name === 'beforePhotos' ? 'before' : 'after')}
              photos={field.value}
              files={files}
              onChange={(photos, added) => {
                if (added) onFiles(added);
                field.onChange(photos);
              }}
              progress={progress}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name="treatedOn"
        render={({ field }) => (
          <TextInput
            label={t('treatedOn')}
            type="date"
            value={field.value ?? ''}
            onValue={(day) => field.onChange(day || null)}
            hint={t('treatedOnHint')}
          />
        )}
      />
      <Controller
        control={control}
        name="pricePaid"
        render={({ field }) => (
          <PriceInput label={t('pricePaid')} hint={t('pricePaidHint')} value={field.value} onChange={field.onChange} />
        )}
      />
      <Controller
        control={control}
        name="priceMatched"
        render={({ field }) => (
          <Choice
            legend={t('priceMatched')}
            name="priceMatched"
            value={field.value ?? ''}
            options={[
              ['SAME', t('priceSame')],
              ['DIFFERENT', t('priceDifferent')],
              ['NOT_SHOWN', t('priceNotShown')],
            ]}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="sideEffects"
        render={({ field, fieldState }) => (
          <SideEffectsField
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error ? t('invalid') : undefined}
          />
        )}
      />
      <section className="review-form__disclosure" aria-labelledby="review-disclosure">
        <h2 className="review-form__disclosure-title" id="review-disclosure">
          {t('disclosureTitle')}
        </h2>
        <Controller
          control={control}
          name="incentive"
          render={({ field }) => (
            // Unanswered ('') is saved as null and shown as 'not stated'.
            <Choice
              legend={t('incentive')}
              name="incentive"
              value={field.value == null ? '' : field.value ? 'yes' : 'no'}
              hint={t('incentiveHint')}
              options={[
                ['no', t('incentiveNo')],
                ['yes', t('incentiveYes')],
              ]}
              onChange={(answer) => field.onChange(answer === 'yes')}
            />
          )}
        />
        {before.length + after.length > 0 && (
          <p className="form__hint" role="note">
            {photoConsent ? t('photoConsentGiven') : t('photoConsentNeeded')}
          </p>
        )}
      </section>
      <button type="submit" className="button review-form__submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** The amount paid, typed as text ('1.' or '-' are steps on the way); the body holds whole won or null. */
function PriceInput({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  value: number | null | undefined;
  onChange: (amount: number | null) => void;
}) {
  const [text, setText] = useState(value == null ? '' : String(value));
  return (
    <TextInput
      label={label}
      format="NUMBER"
      value={text}
      onValue={(typed) => {
        setText(typed);
        onChange(amountOf(typed));
      }}
      hint={hint}
    />
  );
}

function Choice<V extends string>({
  legend,
  name,
  value,
  options,
  hint,
  onChange,
}: {
  legend: string;
  name: string;
  value: V | '';
  options: [V, string][];
  hint?: string;
  onChange: (value: V) => void;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset className="form__field choice" aria-describedby={hintId}>
      <legend className="form__label">{legend}</legend>
      {options.map(([v, label]) => (
        <label key={v} className="choice__option">
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
          <span>{label}</span>
        </label>
      ))}
      {hint && (
        <p className="form__hint" id={hintId}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}
