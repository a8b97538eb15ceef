import type { PhotoEntry } from '@/contracts/photo-entry';
import type { MemberReview } from '@/contracts/reviews';
import type { Named } from '@/lib/forms/multi-select';
import { newDraft, type EditorCounsel, type ReviewDraft } from './editor-state';

/** What GET /member/reviews/{id} answers for the editor: the review with its photos as full entries. */
export type EditableReview = Pick<
  MemberReview,
  | 'id'
  | 'title'
  | 'content'
  | 'rating'
  | 'event'
  | 'doctors'
  | 'treatments'
  | 'beforePhotos'
  | 'afterPhotos'
  | 'pricePaid'
  | 'priceMatched'
  | 'treatedOn'
  | 'incentive'
  | 'sideEffects'
>;

const entry = (p: PhotoEntry): PhotoEntry => ({
  url: p.url,
  path: p.path,
  name: p.name,
  type: p.type,
  size: p.size,
  hash: p.hash,
});

/** The editor's draft of a review being edited (doctors named from the clinic's list). */
export function fromReview(review: EditableReview, counsel: EditorCounsel, clinicDoctors: Named[]): ReviewDraft {
  const doctorName = new Map(clinicDoctors.map((d) => [d.id, d.name]));
  return newDraft({
    counsel_id: counsel.id,
    clinic_id: counsel.clinic_id,
    doctors: review.doctors.map((d) => ({ id: d.id, name: d.name ?? doctorName.get(d.id) ?? `#${d.id}` })),
    event_id: review.event?.id ?? null,
    treatments: review.treatments.map((t) => ({ id: t.id, name: t.name })),
    rating: review.rating,
    title: review.title,
    content: review.content,
    beforePhotos: review.beforePhotos.map(entry),
    afterPhotos: review.afterPhotos.map(entry),
    pricePaid: review.pricePaid,
    priceMatched: review.priceMatched,
    treatedOn: review.treatedOn,
    incentive: review.incentive,
    sideEffects: review.sideEffects ?? [],
  });
}
