'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { CarouselApi } from './carousel-engine';
import { clientOnly } from './client-only';
import { ChevronIcon } from './icons/chevron';
import styles from './banner-carousel.module.css';

// Embla is fetched once the page is up; until it is, the first slide shows and the arrows wait.
const CarouselEngine = clientOnly(() => import('./carousel-engine').then((m) => m.CarouselEngine));

const Chevron = ({ dir }: { dir: 'left' | 'right' }) => (
  <ChevronIcon dir={dir} width={22} height={22} strokeWidth={2.2} />
);

/** BannerCarousel's moving part: the viewport around its `total` slides (`children`), the arrows and the counter. */
export function CarouselFrame({ label, total, children }: { label: string; total: number; children: ReactNode }) {
  const t = useTranslations('Carousel');
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
        <div className={styles.container}>{children}</div>
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
