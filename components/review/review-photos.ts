import type { GalleryPhoto } from '@/components/ui/photo-gallery';
import { daysAfterTreatment } from '@/lib/format';

interface PhotoLike {
  url: string;
  takenAt?: string | null;
}

/**
 * A review's photos for the strip and the gallery: before photos labelled 전, after photos 후, or
 * '후 N일' when the review has a treatment date and the photo a capture time on or after it.
 */
export function galleryPhotosOf(
  review: { beforePhotos: PhotoLike[]; afterPhotos: PhotoLike[]; treatedOn?: string | null },
  labels: { before: string; after: string; afterDays: (n: number) => string },
): GalleryPhoto[] {
  return [
    ...review.beforePhotos.map((p) => ({ url: p.url, label: labels.before })),
    ...review.afterPhotos.map((p) => {
      const n = daysAfterTreatment(review.treatedOn, p.takenAt);
      return { url: p.url, label: n === null ? labels.after : labels.afterDays(n) };
    }),
  ];
}
