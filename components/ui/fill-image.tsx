import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { fillImageAttrs } from '@/lib/image-props';

const FILL: CSSProperties = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  inset: 0,
  color: 'transparent',
};

/**
 * An image that fills its positioned parent, through the image optimiser: the markup next/image renders for
 * `fill`, without its client component (which every page with a card would otherwise load). `priority` preloads
 * it with a high fetch priority (an LCP image); the rest load lazily.
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
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's markup, built without its client runtime
    <img
      alt={alt}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-nimg="fill"
      className={className}
      style={objectFit ? { ...FILL, objectFit } : FILL}
      draggable={draggable}
      sizes={attrs.sizes}
      srcSet={attrs.srcSet}
      src={attrs.src}
    />
  );
}
