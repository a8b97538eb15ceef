'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { cdnUrl } from '@/lib/cdn';
import type { CarouselApi } from './carousel-engine';
import { clientOnly } from './client-only';
import { FillImage } from './fill-image';
import { ChevronIcon } from './icons/chevron';
import { ImageIcon } from './icons/image';
import styles from './banner-carousel.module.css';

export interface BannerImage {
  url: string | null;
  alt: string;
}

// Embla is fetched once the page is up; until it is, the first slide shows and the arrows wait.
const CarouselEngine = clientOnly(() => import('./carousel-engine').then((m) => m.CarouselEngine));

const Chevron = ({ dir }: { dir: 'left' | 'right' }) => (
  <ChevronIcon dir={dir} width={22} height={22} strokeWidth={2.2} />
);

function Slide({ image, priority }: { image: BannerImage; priority: boolean }) {
  const src = cdnUrl(image.url);
  if (!src) {
    return (
      <span className="placeholder-icon" role="img" aria-label={image.alt}>
        <ImageIcon width={40} height={40} />
      </span>
    );
  }
  return (
    <FillImage
      src={src}
      alt={image.alt}
      sizes="(max-width: 480px) 100vw, 480px"
      priority={priority}
      className={styles.image}
      draggable={false}
    />
  );
}

/**
 * Looping 16:9 banner carousel (embla, swipe or the arrow buttons) — e.g. a clinic's banner image followed by
 * its introduction images. No images: one placeholder slide; one image: no controls.
 *
 *   <BannerCarousel label={`${clinic.name} 소개 이미지`} images={[{ url: clinic.bannerUrl, alt: clinic.name }, …]} />
 */
export function BannerCarousel({ images, label }: { images: BannerImage[]; label: string }) {
  const t = useTranslations('Carousel');
  const tc = useTranslations('Common');
  const slides: BannerImage[] = images.length > 0 ? images : [{ url: null, alt: tc('noImage') }];
  const total = slides.length;
  const multiple = total > 1;

  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<CarouselApi | null>(null);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(multiple);
  const [canNext, setCanNext] = useState(multiple);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    api.on('select', sync).on('reInit', sync).on('init', sync);
    return () => {
      api.off('select', sync).off('reInit', sync).off('init', sync);
    };
  }, [api]);

  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  const current = Math.min(selected, total - 1);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      {multiple && viewport && <CarouselEngine viewport={viewport} onApi={setApi} />}
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.container}>
          {slides.map((image, i) => (
            <div
              key={`${image.url ?? 'none'}-${i}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${total}`}
            >
              <Slide image={image} priority={i === 0} />
            </div>
          ))}
        </div>
      </div>
      {multiple && (
        <>
          <button
            type="button"
            className={`icon-button ${styles.control} ${styles.prev}`}
            aria-label={t('previous')}
            onClick={prev}
            disabled={!canPrev}
          >
            <Chevron dir="left" />
          </button>
          <button
            type="button"
            className={`icon-button ${styles.control} ${styles.next}`}
            aria-label={t('next')}
            onClick={next}
            disabled={!canNext}
          >
            <Chevron dir="right" />
          </button>
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            {current + 1} / {total}
          </p>
        </>
      )}
    </section>
  );
}
