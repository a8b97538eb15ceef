import { useTranslations } from 'next-intl';
import { cdnUrl } from '@/lib/cdn';
import { FillImage } from './fill-image';
import { GalleryOpener } from './gallery-opener';
import { ImageIcon } from './icons/image';
import styles from './photo-gallery.module.css';

export interface GalleryPhoto {
  url: string;
  /** Short badge text, e.g. 전 / 후. */
  label: string;
}

/**
 * Horizontal strip of 96×96 thumbnail buttons with a 전/후 badge, each naming its index (`data-photo`): what
 * opens the gallery listens around it (GalleryOpener), so the strip itself is rendered on the server.
 */
export function PhotoStrip({
  photos,
  title,
  className,
}: {
  photos: GalleryPhoto[];
  title: string;
  className?: string;
}) {
  const t = useTranslations('Gallery');
  if (photos.length === 0) return null;
  return (
    <ul className={`${styles.strip}${className ? ` ${className}` : ''}`}>
      {photos.map((photo, i) => {
        const src = cdnUrl(photo.url);
        return (
          <li key={`${photo.url}-${i}`} className={styles.item}>
            <button
              type="button"
              className={styles.thumb}
              data-photo={i}
              aria-label={t('openPhoto', { title, label: photo.label, n: i + 1 })}
              aria-haspopup="dialog"
            >
              {src ? (
                <FillImage src={src} alt="" sizes="96px" className={styles.thumbImage} draggable={false} />
              ) : (
                <span className="placeholder-icon">
                  <ImageIcon width={28} height={28} />
                </span>
              )}
              <span className={styles.badge} aria-hidden="true">
                {photo.label}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Before/after photos: a strip of thumbnails; tapping one opens a full-screen gallery at that photo (swipe,
 * ←/→ keys or the arrow buttons; Escape or × closes and focus returns to the thumbnail). The browser gets only
 * the opener; the dialog and the viewer are fetched when a thumbnail is first touched or focused.
 *
 *   <PhotoGallery title={review.title}
 *     photos={[...review.beforePhotos.map((p) => ({ url: p.url, label: '전' })),
 *              ...review.afterPhotos.map((p) => ({ url: p.url, label: '후' }))]} />
 */
export function PhotoGallery({
  photos,
  title,
  className,
}: {
  photos: GalleryPhoto[];
  title: string;
  className?: string;
}) {
  if (photos.length === 0) return null;
  return (
    <GalleryOpener photos={photos} title={title}>
      <PhotoStrip photos={photos} title={title} className={className} />
    </GalleryOpener>
  );
}
