import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './image-config';

const ALL_SIZES = [...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b);

/** The widths up to and including the first one of at least `needed` px (all of them if none is). */
function upTo(needed: number): number[] {
  const last = ALL_SIZES.findIndex((w) => w >= needed);
  return last < 0 ? ALL_SIZES : ALL_SIZES.slice(0, last + 1);
}

const optimised = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;

/** The densest screen the widths are chosen for (a phone at DPR 3, as IMAGE_DEVICE_SIZES assumes). */
const MAX_DPR = 3;

/**
 * What next/image's default loader renders for a `fill` image with `sizes`: the widths the optimiser serves, from
 * the smallest the narrowest 'vw' in `sizes` can use, as a srcset of /_next/image URLs (image-props.test.ts
 * compares it with next/image's own getImageProps). SVGs are not optimised (dangerouslyAllowSVG is off).
 *
 * One difference: a thumbnail of a fixed width (`sizes="72px"`) lists only the widths up to the first that covers
 * it at DPR 3 (96, 192, 288), not every width up to 1440, which no browser would pick for it. The browser's choice
 * is the same; a list page of 20 cards is ~20 KB lighter (its HTML and RSC payload both carry each srcset).
 */
export function fillImageAttrs(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (src.split('?', 1)[0].endsWith('.svg')) return { src };
  const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
  const fixed = /^\s*(\d+)px\s*$/.exec(sizes);
  const widths = percents.length
    ? ALL_SIZES.filter((w) => w >= IMAGE_DEVICE_SIZES[0] * Math.min(...percents) * 0.01)
    : fixed
      ? upTo(Number(fixed[1]) * MAX_DPR)
      : ALL_SIZES;
  return {
    sizes,
    srcSet: widths.map((w) => `${optimised(src, w)} ${w}w`).join(', '),
    src: optimised(src, widths[widths.length - 1]),
  };
}
