// The Editor message key that names each field of the review payload, so a 400's `fields`
// (`afterPhotos.1`, `event_id`…) reads as the form's own labels.
const LABEL_OF_FIELD = {
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
} as const;

export type FieldLabelKey = (typeof LABEL_OF_FIELD)[keyof typeof LABEL_OF_FIELD];

/** The form labels (message keys) of the fields a 400 names, each once, in the form's order; unknown fields are dropped. */
export function labelKeysOf(fields: string[]): FieldLabelKey[] {
  const named = new Set(fields.map((f) => f.split('.')[0]));
  return (Object.keys(LABEL_OF_FIELD) as (keyof typeof LABEL_OF_FIELD)[])
    .filter((f) => named.has(f))
    .map((f) => LABEL_OF_FIELD[f]);
}
