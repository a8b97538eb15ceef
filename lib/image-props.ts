import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './image-config';

const ALL_SIZES = [...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b);

const optimised = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;

/**
 * What next/image's default loader renders for a `fill` image with `sizes`: the widths the optimiser serves, from
 * the smallest the narrowest 'vw' in `sizes` can use, as a srcset of /_next/image URLs (image-props.test.ts
 * compares it with next/image's own getImageProps). SVGs are not optimised (dangerouslyAllowSVG is off).
 */
export function fillImageAttrs(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (src.split('?', 1)[0].endsWith('.svg')) return { src };
  const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
  const widths = percents.length
    ? ALL_SIZES.filter((w) => w >= IMAGE_DEVICE_SIZES[0] * Math.min(...percents) * 0.01)
    : ALL_SIZES;
  return {
    sizes,
    srcSet: widths.map((w) => `${optimised(src, w)} ${w}w`).join(', '),
    src: optimised(src, widths[widths.length - 1]),
  };
}
