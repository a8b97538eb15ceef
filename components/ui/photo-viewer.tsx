'use client';

import useEmblaCarousel from 'embla-carousel-react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { cdnUrl } from '@/lib/cdn';
import type { GalleryPhoto } from './photo-gallery';
import { ChevronIcon } from './icons/chevron';
import { CloseIcon } from './icons/close';
import { ImageIcon } from './icons/image';
import styles from './photo-gallery.module.css';

// The gallery's full-screen viewer (Embla carousel), fetched when a thumbnail is first pressed
// (photo-gallery.tsx), so list pages do not load it up front.

const Chevron = ({ dir }: { dir: 'left' | 'right' }) => (
  <ChevronIcon dir={dir} width={26} height={26} strokeWidth={2} />
);

/** The full-screen viewer's content: swipeable carousel (no loop), counter, label, prev/next and close. */
export default function PhotoViewer({
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
  // The dialog may have opened before this code arrived: focus starts on × either way.
  useEffect(() => closeRef.current?.focus({ preventScroll: true }), [closeRef]);

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
        <button
          ref={closeRef}
          type="button"
          className={`icon-button ${styles.close}`}
          aria-label={t('close')}
          onClick={onClose}
        >
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
