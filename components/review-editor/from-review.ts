import type { PhotoEntry } from '@/contracts/photo-entry';
import type { MemberReview } from '@/contracts/reviews';
import type { Named } from '@/lib/forms/multi-select';
import { emptyEditor, type EditorState } from './editor-state';

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
>;

const photo = (p: PhotoEntry) => ({
  hash: p.hash,
  name: p.name,
  type: p.type,
  size: p.size,
  entry: { url: p.url, path: p.path, name: p.name, type: p.type, size: p.size, hash: p.hash },
});

/** The editor's state for a review being edited (doctors named from the clinic's list). */
export function fromReview(review: EditableReview, clinicDoctors: Named[]): EditorState {
  const doctorName = new Map(clinicDoctors.map((d) => [d.id, d.name]));
  return {
    ...emptyEditor(),
    doctors: review.doctors.map((d) => ({ id: d.id, name: d.name ?? doctorName.get(d.id) ?? `#${d.id}` })),
    eventId: review.event ? String(review.event.id) : '',
    treatments: review.treatments.map((t) => ({ id: t.id, name: t.name })),
    rating: String(review.rating),
    title: review.title,
    content: review.content,
    before: review.beforePhotos.map(photo),
    after: review.afterPhotos.map(photo),
    pricePaid: review.pricePaid == null ? '' : String(review.pricePaid),
    priceMatched: review.priceMatched ?? '',
    treatedOn: review.treatedOn ?? '',
    incentive: review.incentive == null ? '' : review.incentive ? 'yes' : 'no',
  };
}
