import type { ReviewEditorValues } from '@/contracts/reviews';
import { topField, type IssueLike, type ReviewFieldMessageKey } from '@/lib/forms/field-messages';

/** A field the writer fills in (the counsel's ids come with the counsel). */
type WriterField = Exclude<keyof ReviewEditorValues, 'counsel_id' | 'clinic_id'>;
export type FieldLabelKey = Exclude<ReviewFieldMessageKey, 'invalid'>;

// The Editor message key that names each field of the review body, in the form's order, so a refused field (a zod
// issue's path, a 400's `fields`: `afterPhotos.1`, `event_id`…) reads as the form's own label. A body field without
// a label does not compile.
const LABEL_OF_FIELD: Record<WriterField, FieldLabelKey> = {
  doctors: 'doctors',
  event_id: 'event',
  treatments: 'treatments',
  rating: 'rating',
  title: 'title',
  content: 'content',
  beforePhotos: 'before',
  afterPhotos: 'after',
  pricePaid: 'pricePaid',
  priceMatched: 'priceMatched',
  treatedOn: 'treatedOn',
  incentive: 'incentive',
  sideEffects: 'sideEffects',
};

const labelOf = (path: string): FieldLabelKey | undefined =>
  Object.hasOwn(LABEL_OF_FIELD, topField(path)) ? LABEL_OF_FIELD[topField(path) as WriterField] : undefined;

/** What the editor says about one zod issue of its form: the label of the field it is about. */
export const reviewFieldMessageOf = (issue: IssueLike): ReviewFieldMessageKey =>
  labelOf(issue.path.map(String).join('.')) ?? 'invalid';

/** The labels among these message keys, each once, in the form's order. */
export function inFormOrder(keys: (ReviewFieldMessageKey | undefined)[]): FieldLabelKey[] {
  const named = new Set(keys);
  return Object.values(LABEL_OF_FIELD).filter((label) => named.has(label));
}

/** The form labels (message keys) of the fields a 400 names, each once, in the form's order; unknown fields are dropped. */
export const labelKeysOf = (fields: string[]): FieldLabelKey[] => inFormOrder(fields.map(labelOf));
