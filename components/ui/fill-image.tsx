import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { fillImageAttrs } from '@/lib/image-props';

/**
 * An image that fills its positioned parent, through the image optimiser: the markup next/image renders for
 * `fill`, without its client component (which every page with a card would otherwise load). `priority` preloads
 * it with a high fetch priority (an LCP image); the rest load lazily. next/image's inline fill style (position,
 * size, inset, transparent alt text) is one rule in app/globals.css (`img[data-nimg='fill']`), and props left
 * unset are left out, so a list of cards does not carry them in its HTML and RSC payload once per image.
 */
export function FillImage({
  src,
  alt,
  sizes,
  priority,
  className,
  objectFit,
  draggable,
}: {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  objectFit?: CSSProperties['objectFit'];
  draggable?: boolean;
}) {
  const attrs = fillImageAttrs(src, sizes);
  if (priority) {
    preload(attrs.src, { as: 'image', imageSrcSet: attrs.srcSet, imageSizes: attrs.sizes, fetchPriority: 'high' });
  }
  const optional = {
    ...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const }),
    ...(className && { className }),
    ...(objectFit && { style: { objectFit } }),
    ...(draggable !== undefined && { draggable }),
    ...(attrs.srcSet && { sizes: attrs.sizes, srcSet: attrs.srcSet }),
  };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's markup, built without its client runtime
    <img alt={alt} decoding="async" data-nimg="fill" {...optional} src={attrs.src} />
  );
}
