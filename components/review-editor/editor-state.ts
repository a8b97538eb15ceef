import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { Named } from '@/lib/forms/multi-select';
import type { ReviewEditorValues } from '@/contracts/reviews';

/** The chosen files by hash: a photo's bytes until it is sent, then its preview until the review is saved. */
export type EditorFiles = Record<string, Blob>;

/** What the editor keeps across reloads: the form's values (the review body), the chosen files, the review's key. */
export interface ReviewDraft {
  values: ReviewEditorValues;
  files: EditorFiles;
  /** One key per review being written: a retried save is recognised by the server. */
  idempotencyKey: string;
}

/** The counsel a review is written for. */
export interface EditorCounsel {
  id: number;
  clinic_id: number;
}

/** A new draft of these values: no files chosen yet, a new idempotency key. */
export const newDraft = (values: ReviewEditorValues): ReviewDraft => ({
  values,
  files: {},
  idempotencyKey: newIdempotencyKey(),
});

/** An empty review of the counsel: rated 5, every optional answer unsaid (null). */
export const emptyValues = (counsel: EditorCounsel): ReviewEditorValues => ({
  counsel_id: counsel.id,
  clinic_id: counsel.clinic_id,
  doctors: [],
  event_id: null,
  treatments: [],
  rating: 5,
  title: '',
  content: '',
  beforePhotos: [],
  afterPhotos: [],
  pricePaid: null,
  priceMatched: null,
  treatedOn: null,
  incentive: null,
  sideEffects: [],
});

/** An event of the clinic as the editor lists it (its treatments come along when it is chosen for the writer). */
export interface EditorEvent {
  id: number;
  title: string;
  treatments: Named[];
}

/**
 * A new review's draft: empty, except that a counsel booked from an event starts with that event and its
 * treatments chosen (the writer can change both).
 */
export function fromCounsel(
  counsel: EditorCounsel & { sourceType: string; sourceId: number },
  events: EditorEvent[],
): ReviewDraft {
  const empty = emptyValues(counsel);
  const event = counsel.sourceType === 'EVENT' ? events.find((e) => e.id === counsel.sourceId) : undefined;
  return newDraft(
    event
      ? { ...empty, event_id: event.id, treatments: event.treatments.map((t) => ({ id: t.id, name: t.name })) }
      : empty,
  );
}

/** The price box's text as the body's amount: whole won, null while the box is empty or holds only a sign or point. */
export function amountOf(text: string): number | null {
  const amount = Math.round(Number(text));
  return text === '' || Number.isNaN(amount) ? null : amount;
}
