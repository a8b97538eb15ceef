import type { GalleryPhoto } from '@/components/ui/photo-gallery';
import type { Photo } from '@/contracts/reviews';

/**
 * A review's photos for the strip and the gallery: before photos labelled 전, after photos 후, or
 * '후 N일' with the day the API computed from the treatment date and the capture time.
 */
export function galleryPhotosOf(
  review: { beforePhotos: Photo[]; afterPhotos: Photo[] },
  labels: { before: string; after: string; afterDays: (n: number) => string },
): GalleryPhoto[] {
  return [
    ...review.beforePhotos.map((p) => ({ url: p.url, label: labels.before })),
    ...review.afterPhotos.map((p) => ({
      url: p.url,
      label: p.daysAfterTreatment === null ? labels.after : labels.afterDays(p.daysAfterTreatment),
    })),
  ];
}
