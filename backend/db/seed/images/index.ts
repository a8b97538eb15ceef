import sharp from 'sharp';
import { clinicLogo } from './clinic-logo';
import { doctor } from './doctor';
import { eventCard, eventDetail } from './event';
import { interior } from './interior';
import { reviewFace } from './review-face';
import { pictureRandom } from './svg';
import type { Random } from '../random';

// Demo pictures: SVG built in TypeScript, rasterised by sharp (librsvg) and stored as WebP.

export type ImageKind = keyof typeof PICTURES;

const PICTURES = {
  'clinic-profile': { width: 320, height: 320, draw: clinicLogo },
  'clinic-banner': { width: 780, height: 440, draw: (rng: Random) => interior(rng, 'desk') },
  'clinic-intro': { width: 780, height: 440, draw: (rng: Random) => interior(rng, 'lounge') },
  doctor: { width: 320, height: 320, draw: doctor },
  'event-card': { width: 480, height: 480, draw: eventCard },
  'event-main': { width: 780, height: 440, draw: (rng: Random) => interior(rng, 'event') },
  'event-detail': { width: 780, height: 1040, draw: eventDetail },
  // Before and after draw from the same stream, so picture n of both shows the same person.
  'review-before': { width: 480, height: 480, draw: (rng: Random) => reviewFace(rng, false), stream: 'review' },
  'review-after': { width: 480, height: 480, draw: (rng: Random) => reviewFace(rng, true), stream: 'review' },
} satisfies Record<string, { width: number; height: number; draw: (rng: Random) => string; stream?: string }>;

export const IMAGE_KINDS = Object.keys(PICTURES) as ImageKind[];

export const IMAGE_TYPE = { extension: 'webp', mime: 'image/webp' } as const;

export function imageSize(kind: ImageKind): { width: number; height: number } {
  const { width, height } = PICTURES[kind];
  return { width, height };
}

/** The SVG of picture `n` of a kind: the same (kind, n) always gives the same text. */
export function imageSvg(kind: ImageKind, n: number): string {
  const picture: { draw: (rng: Random) => string; stream?: string } = PICTURES[kind];
  return picture.draw(pictureRandom(picture.stream ?? kind, n));
}

/**
 * Picture `n` of a kind as WebP. The bytes depend only on the SVG and on the sharp/libvips build:
 * the same (kind, n) gives identical files with the same sharp version.
 */
export function renderImage(kind: ImageKind, n: number): Promise<Buffer> {
  return sharp(Buffer.from(imageSvg(kind, n)))
    .webp({ quality: 86, effort: 2 })
    .toBuffer();
}
