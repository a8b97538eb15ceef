'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type { CarouselApi } from './carousel-engine';
import { clientOnly } from './client-only';
import { ChevronIcon } from './icons/chevron';
import styles from './banner-carousel.module.css';

// Embla starts when the carousel is first touched, pointed at or focused: as it starts it measures every slide, a
// 150 ms task on a phone's throttled CPU when it started with the page (docs/benchmarks.md, part 6). Its code is
// fetched when the browser is idle. Until it runs the first slide shows; a swipe or an arrow tap made before is
// carried out once it does.
const loadEngine = () => import('./carousel-engine');
const CarouselEngine = clientOnly(() => loadEngine().then((m) => m.CarouselEngine));
/** How far (px) a finger or pointer must travel across the first slide, before Embla runs, to count as a swipe. */
const SWIPE = 30;
type Move = 'prev' | 'next';

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
  const [wanted, setWanted] = useState(false);
  const pending = useRef<Move | null>(null);
  const pressedAt = useRef<number | null>(null);
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => (multiple ? whenIdle(() => void loadEngine()) : undefined), [multiple]);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    api.on('select', sync).on('reInit', sync).on('init', sync);
    const move = pending.current;
    pending.current = null;
    if (move === 'next') api.scrollNext();
    if (move === 'prev') api.scrollPrev();
    return () => {
      api.off('select', sync).off('reInit', sync).off('init', sync);
    };
  }, [api]);

  const want = useCallback(() => setWanted(true), []);
  const go = useCallback(
    (move: Move) => {
      if (!api) {
        pending.current = move;
        setWanted(true);
      } else if (move === 'next') api.scrollNext();
      else api.scrollPrev();
    },
    [api],
  );
  const prev = useCallback(() => go('prev'), [go]);
  const next = useCallback(() => go('next'), [go]);
  // Before Embla runs it cannot follow the finger: a swipe is noted and carried out once it does. Embla runs from
  // the moment it positions the track (a transform), which may be a render before it hands over its API.
  const pressed = (event: PointerEvent) => {
    setWanted(true);
    pressedAt.current = track.current?.style.transform ? null : event.clientX;
  };
  const released = (event: PointerEvent) => {
    const from = pressedAt.current;
    pressedAt.current = null;
    if (from === null || Math.abs(event.clientX - from) < SWIPE) return;
    go(event.clientX < from ? 'next' : 'prev');
  };
  const current = Math.min(selected, total - 1);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={multiple ? want : undefined}
      onPointerDown={multiple ? pressed : undefined}
      onPointerUp={multiple ? released : undefined}
      onPointerCancel={multiple ? () => (pressedAt.current = null) : undefined}
      onFocus={multiple ? want : undefined}
    >
      {multiple && viewport && wanted && <CarouselEngine viewport={viewport} onApi={setApi} />}
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.container} ref={track}>
          {children}
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
