'use client';

import { clientOnly } from './client-only';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { cdnUrl } from '@/lib/cdn';
import { FillImage } from './fill-image';
import { ImageIcon } from './icons/image';
import { Modal } from './modal';
import styles from './photo-gallery.module.css';

export interface GalleryPhoto {
  url: string;
  /** Short badge text, e.g. 전 / 후. */
  label: string;
}

const loadViewer = () => import('./photo-viewer');
const PhotoViewer = clientOnly(() => loadViewer().then((m) => m.default));

/**
 * Horizontal strip of 96×96 thumbnail buttons with a 전/후 badge. `onOpen(i)` is called with the tapped
 * photo's index; `buttonRef(i)` lets the caller keep the buttons (to return focus to them).
 */
export function PhotoStrip({
  photos,
  title,
  onOpen,
  buttonRef,
  className,
}: {
  photos: GalleryPhoto[];
  title: string;
  onOpen: (index: number) => void;
  buttonRef?: (index: number, el: HTMLButtonElement | null) => void;
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
              ref={buttonRef ? (el) => buttonRef(i, el) : undefined}
              aria-label={t('openPhoto', { title, label: photo.label, n: i + 1 })}
              aria-haspopup="dialog"
              onPointerDown={() => void loadViewer()}
              onFocus={() => void loadViewer()}
              onClick={() => onOpen(i)}
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
 * ←/→ keys or the arrow buttons; Escape or × closes and focus returns to the thumbnail).
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
  const t = useTranslations('Gallery');
  const [openAt, setOpenAt] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<HTMLButtonElement | null>(null);
  const closeButton = useRef<HTMLButtonElement | null>(null);

  const setThumb = useCallback((i: number, el: HTMLButtonElement | null) => {
    thumbs.current[i] = el;
  }, []);
  const open = useCallback((i: number) => {
    opener.current = thumbs.current[i] ?? null;
    setOpenAt(i);
  }, []);
  const close = useCallback(() => setOpenAt(null), []);

  if (photos.length === 0) return null;
  return (
    <>
      <PhotoStrip photos={photos} title={title} onOpen={open} buttonRef={setThumb} className={className} />
      <Modal
        open={openAt !== null}
        onClose={close}
        title={t('dialogLabel', { title })}
        variant="fullscreen"
        initialFocus={closeButton}
        finalFocus={opener}
      >
        {openAt !== null && (
          <PhotoViewer photos={photos} title={title} startIndex={openAt} onClose={close} closeRef={closeButton} />
        )}
      </Modal>
    </>
  );
}
