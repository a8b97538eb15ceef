import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { Named } from '@/lib/forms/multi-select';
import type { PhotoEntry } from '@/contracts/photo-entry';

/** A before/after photo in the editor: a chosen file not sent yet, or an entry already stored. */
export interface EditorPhoto {
  hash: string;
  name: string;
  type: string;
  size: number;
  /** The chosen file (kept after the upload too: it is the preview until the review is saved). */
  file?: Blob;
  /** Set once the file is stored (or for the photos of the review being edited). */
  entry?: PhotoEntry;
}

export type PriceMatch = '' | 'SAME' | 'DIFFERENT' | 'NOT_SHOWN';

/** Everything the form holds; also what the draft keeps across reloads. */
export interface EditorState {
  doctors: Named[];
  /** '' = 없음. */
  eventId: string;
  treatments: Named[];
  rating: string;
  title: string;
  content: string;
  before: EditorPhoto[];
  after: EditorPhoto[];
  pricePaid: string;
  priceMatched: PriceMatch;
  /** YYYY-MM-DD or ''. */
  treatedOn: string;
  /** '' while the disclosure question is unanswered: saved as null, shown as 'not stated'. */
  incentive: '' | 'yes' | 'no';
  /** One key per review being written: a retried save is recognised by the server. */
  idempotencyKey: string;
}

export const emptyEditor = (): EditorState => ({
  doctors: [],
  eventId: '',
  treatments: [],
  rating: '5',
  title: '',
  content: '',
  before: [],
  after: [],
  pricePaid: '',
  priceMatched: '',
  treatedOn: '',
  incentive: '',
  idempotencyKey: newIdempotencyKey(),
});

/** An event of the clinic as the editor lists it (its treatments come along when it is chosen for the writer). */
export interface EditorEvent {
  id: number;
  title: string;
  treatments: Named[];
}

/**
 * A new review's form: empty, except that a counsel booked from an event starts with that event and its
 * treatments chosen (the writer can change both).
 */
export function fromCounsel(counsel: { sourceType: string; sourceId: number }, events: EditorEvent[]): EditorState {
  const empty = emptyEditor();
  const event = counsel.sourceType === 'EVENT' ? events.find((e) => e.id === counsel.sourceId) : undefined;
  return event
    ? { ...empty, eventId: String(event.id), treatments: event.treatments.map((t) => ({ id: t.id, name: t.name })) }
    : empty;
}

/** The review payload: the counsel's ids, the choices, and the stored photos (empty entries skipped). */
export function toPayload(state: EditorState, counsel: { id: number; clinic_id: number }) {
  const photos = (list: EditorPhoto[]) =>
    list.map((p) => p.entry).filter((e): e is PhotoEntry => Boolean(e?.path && e.url));
  return {
    counsel_id: counsel.id,
    clinic_id: counsel.clinic_id,
    event_id: state.eventId ? Number(state.eventId) : null,
    doctors: state.doctors.map((d) => d.id),
    title: state.title,
    content: state.content,
    treatments: state.treatments.map((t) => t.id),
    rating: Number(state.rating),
    beforePhotos: photos(state.before),
    afterPhotos: photos(state.after),
    pricePaid: state.pricePaid === '' ? null : Math.round(Number(state.pricePaid)),
    priceMatched: state.priceMatched || null,
    treatedOn: state.treatedOn || null,
    incentive: state.incentive === '' ? null : state.incentive === 'yes',
  };
}
export type ReviewPayload = ReturnType<typeof toPayload>;

/** Photos that still need sending: chosen files without a stored entry. */
export const pendingPhotos = (state: EditorState): EditorPhoto[] =>
  [...state.before, ...state.after].filter((p) => !p.entry && p.file && p.size > 0);
