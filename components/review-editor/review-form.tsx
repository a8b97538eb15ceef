'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { Dropdown } from '@/components/ui/dropdown';
import { MultiSelect } from '@/components/ui/multi-select';
import { TextInput } from '@/components/ui/text-input';
import type { Named } from '@/lib/forms/multi-select';
import { REVIEW_CONTENT_MAX, REVIEW_TITLE_MAX } from '@/contracts/reviews';
import type { EditorState, PriceMatch } from './editor-state';
import { PhotoField } from './photo-field';

const RATINGS = ['5', '4', '3', '2', '1'];

/** The review editor's fields, in the product's order; the parent owns the state and the save. */
export function ReviewForm({
  state,
  onChange,
  doctors,
  events,
  treatments,
  progress,
  busy,
  submitLabel,
  photoConsent,
  onSubmit,
}: {
  state: EditorState;
  onChange: (next: Partial<EditorState>) => void;
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
      <MultiSelect
        label={t('doctors')}
        items={doctors}
        selected={state.doctors}
        onChange={(doctors) => onChange({ doctors })}
      />
      <Dropdown
        label={t('event')}
        items={eventItems}
        value={state.eventId}
        onChange={(eventId) => onChange({ eventId })}
        dividerAfter={1}
        remember
      />
      <MultiSelect
        label={t('treatments')}
        items={treatments}
        selected={state.treatments}
        onChange={(treatments) => onChange({ treatments })}
      />
      <Dropdown
        label={t('rating')}
        items={RATINGS.map((n) => ({ value: n, label: t('ratingOption', { n }) }))}
        value={state.rating}
        onChange={(rating) => onChange({ rating })}
      />
      <TextInput
        label={t('title')}
        value={state.title}
        onValue={(title) => onChange({ title })}
        maxLength={REVIEW_TITLE_MAX}
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
          value={state.content}
          placeholder={t('contentPlaceholder')}
          onChange={(e) => onChange({ content: e.target.value })}
        />
      </div>
      <PhotoField
        label={t('before')}
        photos={state.before}
        onChange={(before) => onChange({ before })}
        progress={progress}
      />
      <PhotoField
        label={t('after')}
        photos={state.after}
        onChange={(after) => onChange({ after })}
        progress={progress}
      />
      <TextInput
        label={t('treatedOn')}
        type="date"
        value={state.treatedOn}
        onValue={(treatedOn) => onChange({ treatedOn })}
        hint={t('treatedOnHint')}
      />
      <TextInput
        label={t('pricePaid')}
        format="NUMBER"
        value={state.pricePaid}
        onValue={(pricePaid) => onChange({ pricePaid })}
        hint={t('pricePaidHint')}
      />
      <Choice
        legend={t('priceMatched')}
        name="priceMatched"
        value={state.priceMatched}
        options={[
          ['SAME', t('priceSame')],
          ['DIFFERENT', t('priceDifferent')],
          ['NOT_SHOWN', t('priceNotShown')],
        ]}
        onChange={(priceMatched) => onChange({ priceMatched: priceMatched as PriceMatch })}
      />
      <section className="review-form__disclosure" aria-labelledby="review-disclosure">
        <h2 className="review-form__disclosure-title" id="review-disclosure">
          {t('disclosureTitle')}
        </h2>
        <Choice
          legend={t('incentive')}
          name="incentive"
          value={state.incentive}
          hint={t('incentiveHint')}
          options={[
            ['no', t('incentiveNo')],
            ['yes', t('incentiveYes')],
          ]}
          onChange={(incentive) => onChange({ incentive: incentive as EditorState['incentive'] })}
        />
        {state.before.length + state.after.length > 0 && (
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

function Choice({
  legend,
  name,
  value,
  options,
  hint,
  onChange,
}: {
  legend: string;
  name: string;
  value: string;
  options: [string, string][];
  hint?: string;
  onChange: (value: string) => void;
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
