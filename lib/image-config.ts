// The image optimiser's settings: next.config.ts configures /_next/image with them, and lib/image-props.ts builds
// the same srcset the browser would get from next/image, without shipping next/image's client component.

/** A phone-first column (≤ 480 CSS px, DPR ≤ 3); 1170 = a 390 px phone at DPR 3 (a detail page's full-width LCP image). */
export const IMAGE_DEVICE_SIZES = [480, 640, 828, 1080, 1170, 1440];
/** Thumbnails: 96 px cards at DPR 1–3. */
export const IMAGE_SIZES = [96, 192, 288];
/** next/image's default and the only quality the optimiser accepts (images.qualities). */
export const IMAGE_QUALITY = 75;
