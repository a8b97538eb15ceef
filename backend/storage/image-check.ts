// Pure checks of an uploaded file's bytes, before any decoder sees them.

import { type ACCEPTED_IMAGE_TYPES, sniffImageType } from '@/contracts/photo-entry';

export type ImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** The image type the first bytes say a file is: the browser's check, run again on the stored bytes. */
export { sniffImageType };

type Span = [start: number, end: number];

// The parts of a file a polyglot hides markup in: metadata segments and chunks, and whatever follows the image.
// Compressed pixel data is left out: its random bytes would spell `<svg ` in about one large photo in two thousand.
function jpegSpans(b: Uint8Array): Span[] {
  const spans: Span[] = [];
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1];
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = (b[i + 2] << 8) | b[i + 3];
    spans.push([i, Math.min(b.length, i + 2 + length)]);
    if (marker === 0xda) break; // start of scan: entropy-coded data follows
    i += 2 + length;
  }
  if (i + 4 > b.length || b[i] !== 0xff) return [[0, b.length]]; // not walkable: look at everything
  const end = Buffer.from(b.buffer, b.byteOffset, b.byteLength).lastIndexOf(Buffer.from([0xff, 0xd9]));
  if (end >= 0) spans.push([end, b.length]);
  return spans;
}

function pngSpans(b: Uint8Array): Span[] {
  const spans: Span[] = [];
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let i = 8;
  while (i + 12 <= b.length) {
    const length = view.getUint32(i);
    const type = String.fromCharCode(b[i + 4], b[i + 5], b[i + 6], b[i + 7]);
    const next = i + 12 + length;
    if (type !== 'IDAT') spans.push([i, Math.min(b.length, next)]);
    i = next;
    if (type === 'IEND') break;
  }
  if (i < b.length) spans.push([i, b.length]);
  return spans;
}

function webpSpans(b: Uint8Array): Span[] {
  const spans: Span[] = [[0, 12]];
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let i = 12;
  while (i + 8 <= b.length) {
    const type = String.fromCharCode(b[i], b[i + 1], b[i + 2], b[i + 3]);
    const next = i + 8 + view.getUint32(i + 4, true) + (view.getUint32(i + 4, true) % 2);
    if (!['VP8 ', 'VP8L', 'ALPH', 'ANMF'].includes(type)) spans.push([i, Math.min(b.length, next)]);
    i = next;
  }
  if (i < b.length) spans.push([i, b.length]);
  return spans;
}

const MARKUP = /<(?:svg|html|script|\?xml|!doctype|iframe|object|embed)[\s>/]/i;

/** Whether an image's metadata or trailing bytes carry HTML, SVG or XML markup (a polyglot a browser could render). */
export function hasMarkup(bytes: Uint8Array, type: ImageType): boolean {
  const spans = type === 'image/jpeg' ? jpegSpans(bytes) : type === 'image/png' ? pngSpans(bytes) : webpSpans(bytes);
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return spans.some(([start, end]) => MARKUP.test(buf.toString('latin1', start, end)));
}

/**
 * The capture time of EXIF DateTimeOriginal (as exif-reader gives it: the wall-clock digits in a UTC Date),
 * placed in its OffsetTimeOriginal zone, else in Korea's (+09:00): phones write local time without a zone.
 */
export function captureTime(wallClock: Date | undefined, offset: string | undefined): Date | null {
  if (!(wallClock instanceof Date) || Number.isNaN(wallClock.getTime())) return null;
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset?.trim() ?? '') ?? ['', '+', '09', '00'];
  const minutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  const at = new Date(wallClock.getTime() - minutes * 60_000);
  // A camera with an unset clock writes 0000 or 1970: not a capture time.
  return at.getUTCFullYear() < 1990 || at.getTime() > Date.now() + 86_400_000 ? null : at;
}
