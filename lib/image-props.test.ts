import { describe, expect, it } from '@jest/globals';
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config';
import imageLoader from 'next/dist/shared/lib/image-loader';
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './image-config';
import { fillImageAttrs } from './image-props';

// FillImage renders next/image's markup without its client component: its srcset must be the one next/image
// would build with this app's image settings (next.config.ts), or the optimiser would refuse the widths.
// A CommonJS module under Jest's ESM mode: its default export arrives wrapped.
const defaultLoader = ((imageLoader as unknown as { default?: typeof imageLoader }).default ??
  imageLoader) as typeof imageLoader;

const config = prepareImageConfig({
  ...imageConfigDefault,
  deviceSizes: IMAGE_DEVICE_SIZES,
  imageSizes: IMAGE_SIZES,
  qualities: [IMAGE_QUALITY],
});

function nextImage(src: string, sizes: string) {
  const { props } = getImgProps({ src, alt: '', fill: true, sizes }, { defaultLoader, imgConf: config });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
}

const entries = (srcSet: string | undefined) => (srcSet ?? '').split(', ').filter(Boolean);
const widthOf = (entry: string) => Number(/ (\d+)w$/.exec(entry)?.[1]);

describe('fillImageAttrs', () => {
  it.each([
    ['/files/clinics/1/banner.jpg', '(max-width: 480px) 100vw, 480px'],
    ['/files/events/2/card.jpg', '50vw'],
    ['/files/logo.svg', '56px'],
  ])('%s with sizes %s: the srcset next/image builds', (src, sizes) => {
    expect(fillImageAttrs(src, sizes)).toEqual(nextImage(src, sizes));
  });

  it.each([
    ['/files/reviews/9/a b.webp', '96px', [96, 192, 288]],
    ['/files/doctors/3/p.png', '72px', [96, 192, 288]],
    ['https://cdn.example.com/files/x.jpg?v=2', '80px', [96, 192, 288]],
    ['/files/clinics/1/logo.png', '200px', [96, 192, 288, 480, 640]],
    ['/files/clinics/1/wide.png', '600px', [96, 192, 288, 480, 640, 828, 1080, 1170, 1440]],
  ])('%s with a fixed size %s: next/image’s entries up to the first that covers DPR 3', (src, sizes, widths) => {
    const ours = fillImageAttrs(src, sizes);
    const theirs = entries(nextImage(src, sizes).srcSet);
    expect(entries(ours.srcSet).map(widthOf)).toEqual(widths);
    // The same URLs next/image's loader makes for those widths (the optimiser accepts them).
    expect(entries(ours.srcSet)).toEqual(theirs.slice(0, widths.length));
    expect(ours.sizes).toBe(sizes);
    expect(ours.src).toBe(entries(ours.srcSet).at(-1)?.split(' ')[0]);
  });
});
