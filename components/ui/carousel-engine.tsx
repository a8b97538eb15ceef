'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla on a carousel's viewport, looping. BannerCarousel fetches this (and embla) after the page has loaded:
 * the slides are on screen before it, and the carousel only needs it to move.
 */
export function CarouselEngine({ viewport, onApi }: { viewport: HTMLElement; onApi: (api: CarouselApi) => void }) {
  const [attach, api] = useEmblaCarousel({ loop: true });
  useEffect(() => attach(viewport), [attach, viewport]);
  useEffect(() => {
    if (api) onApi(api);
  }, [api, onApi]);
  return null;
}
