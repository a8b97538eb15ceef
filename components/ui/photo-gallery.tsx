'use client';

import useEmblaCarousel from 'embla-carousel-react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { cdnUrl } from '@/lib/cdn';
import { ChevronIcon, CloseIcon, ImageIcon } from './icons';
import { Modal } from './modal';
import styles from './photo-gallery.module.css';

export interface GalleryPhoto {
  url: string;
  /** Short badge text, e.g. 전 / 후. */
  label: string;
}

const Chevron = ({ dir }: { dir: 'left' | 'right' }) => <ChevronIcon dir={dir} width={26} height={26} strokeWidth={2} />;

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
              onClick={() => onOpen(i)}
            >
              {src ? (
                <Image src={src} alt="" fill sizes="96px" className={styles.thumbImage} draggable={false} />
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

/** The full-screen viewer's content: swipeable carousel (no loop), counter, label, prev/next and close. */
function PhotoViewer({
  photos,
  title,
  startIndex,
  onClose,
  closeRef,
}: {
  photos: GalleryPhoto[];
  title: string;
  startIndex: number;
  onClose: () => void;
  closeRef: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('Gallery');
  const total = photos.length;
  const [viewportRef, api] = useEmblaCarousel({ loop: false, startIndex, active: total > 1 });
  const [selected, setSelected] = useState(startIndex);

  useEffect(() => {
    if (!api) return;
    const sync = () => setSelected(api.selectedScrollSnap());
    api.on('select', sync).on('reInit', sync).on('init', sync);
    return () => {
      api.off('select', sync).off('reInit', sync).off('init', sync);
    };
  }, [api]);

  const current = Math.min(Math.max(selected, 0), total - 1);
  const atStart = current <= 0;
  const atEnd = current >= total - 1;
  // aria-disabled rather than disabled: a button that becomes disabled while focused would drop focus out
  // of the dialog.
  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      prev();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    } else if (e.key === 'Home') {
      e.preventDefault();
      api?.scrollTo(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      api?.scrollTo(total - 1);
    }
  };

  return (
    <div className={styles.viewer} onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite" aria-atomic="true">
          {current + 1} / {total}
        </p>
        <span className={styles.barBadge}>{photos[current]?.label}</span>
        <button ref={closeRef} type="button" className={`icon-button ${styles.close}`} aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>

      <section className={styles.stage} aria-roledescription="carousel" aria-label={title}>
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.container}>
            {photos.map((photo, i) => {
              const src = cdnUrl(photo.url);
              const alt = t('photoAlt', { title, label: photo.label, n: i + 1 });
              return (
                <div
                  key={`${photo.url}-${i}`}
                  className={styles.slide}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} / ${total}`}
                  aria-hidden={i === current ? undefined : true}
                >
                  {src ? (
                    <Image
                      src={src}
                      alt={alt}
                      fill
                      sizes="100vw"
                      className={styles.viewerImage}
                      loading={Math.abs(i - startIndex) <= 1 ? 'eager' : 'lazy'}
                      draggable={false}
                    />
                  ) : (
                    <span className={styles.missing} role="img" aria-label={alt}>
                      <ImageIcon width={48} height={48} />
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        </div>

        {total > 1 && (
          <>
            <button
              type="button"
              className={`icon-button ${styles.nav} ${styles.prev}`}
              aria-label={t('previous')}
              aria-disabled={atStart}
              onClick={atStart ? undefined : prev}
            >
              <Chevron dir="left" />
            </button>
            <button
              type="button"
              className={`icon-button ${styles.nav} ${styles.next}`}
              aria-label={t('next')}
              aria-disabled={atEnd}
              onClick={atEnd ? undefined : next}
            >
              <Chevron dir="right" />
            </button>
          </>
        )}
      </section>
    </div>
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
export function PhotoGallery({ photos, title, className }: { photos: GalleryPhoto[]; title: string; className?: string }) {
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
      <Modal open={openAt !== null} onClose={close} title={t('dialogLabel', { title })} variant="fullscreen" initialFocus={closeButton} finalFocus={opener}>
        {openAt !== null && <PhotoViewer photos={photos} title={title} startIndex={openAt} onClose={close} closeRef={closeButton} />}
      </Modal>
    </>
  );
}
