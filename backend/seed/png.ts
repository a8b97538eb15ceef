/**
 * Minimal dependency-free PNG encoder (8-bit truecolour RGB, colour type 2).
 *
 * By default each scanline is filtered with whichever of the five standard PNG
 * filters (None, Sub, Up, Average, Paeth) yields the smallest sum of absolute
 * signed residuals (the heuristic recommended by the PNG specification);
 * `{ filter: 'none' }` stores rows unfiltered instead. The stream is then
 * compressed with zlib at level 9. Only node:zlib and Buffer are used.
 */
import { deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Largest dimension accepted by the encoder (PNG allows 2^31-1; keep memory sane). */
const MAX_DIMENSION = 16384;

const CRC_TABLE: Uint32Array = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) {
      c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309 / ITU-T V.42, as used by PNG) of `bytes[start, end)`. */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) {
    c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  // The CRC covers the chunk type and data, not the length.
  out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length);
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = p > a ? p - a : a - p;
  const pb = p > b ? p - b : b - p;
  const pc = p > c ? p - c : c - p;
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/**
 * COST[d + 255] = |d| after wrapping the residual d (in -255..255) to a signed
 * byte, i.e. the per-byte cost used by the minimum-sum-of-absolute-differences
 * filter heuristic.
 */
const COST: Uint8Array = (() => {
  const t = new Uint8Array(511);
  for (let d = -255; d <= 255; d++) {
    const v = d & 0xff;
    t[d + 255] = v < 128 ? v : 256 - v;
  }
  return t;
})();

/**
 * Applies per-row adaptive filtering. Returns the raw (pre-deflate) image data:
 * for every row, one filter-type byte followed by the filtered scanline.
 */
function filterScanlines(width: number, height: number, rgb: Uint8Array): Uint8Array {
  const bpp = 3;
  const stride = width * bpp;
  const out = new Uint8Array((stride + 1) * height);
  const zeroRow = new Uint8Array(stride);
  const cost = COST;

  for (let y = 0; y < height; y++) {
    const cur = rgb.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? rgb.subarray((y - 1) * stride, y * stride) : zeroRow;

    // Pass 1: estimate the cost of each filter for this row (left neighbours
    // of the first pixel are zero).
    let cNone = 0;
    let cSub = 0;
    let cUp = 0;
    let cAvg = 0;
    let cPaeth = 0;
    for (let i = 0; i < bpp && i < stride; i++) {
      const x = cur[i] as number;
      const b = prev[i] as number;
      cNone += cost[x + 255] as number;
      cSub += cost[x + 255] as number;
      cUp += cost[x - b + 255] as number;
      cAvg += cost[x - (b >>> 1) + 255] as number;
      cPaeth += cost[x - b + 255] as number; // paeth(0, b, 0) === b
    }
    for (let i = bpp; i < stride; i++) {
      const x = cur[i] as number;
      const a = cur[i - bpp] as number;
      const b = prev[i] as number;
      const c = prev[i - bpp] as number;
      cNone += cost[x + 255] as number;
      cSub += cost[x - a + 255] as number;
      cUp += cost[x - b + 255] as number;
      cAvg += cost[x - ((a + b) >>> 1) + 255] as number;
      const p = a + b - c;
      const pa = p > a ? p - a : a - p;
      const pb = p > b ? p - b : b - p;
      const pc = p > c ? p - c : c - p;
      const pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      cPaeth += cost[x - pred + 255] as number;
    }
    let best = 0;
    let bestCost = cNone;
    if (cSub < bestCost) {
      best = 1;
      bestCost = cSub;
    }
    if (cUp < bestCost) {
      best = 2;
      bestCost = cUp;
    }
    if (cAvg < bestCost) {
      best = 3;
      bestCost = cAvg;
    }
    if (cPaeth < bestCost) best = 4;

    // Pass 2: write the chosen filter.
    const base = y * (stride + 1);
    out[base] = best;
    const o = base + 1;
    switch (best) {
      case 0:
        out.set(cur, o);
        break;
      case 1:
        for (let i = 0; i < stride; i++) {
          out[o + i] = (cur[i] as number) - (i >= bpp ? (cur[i - bpp] as number) : 0);
        }
        break;
      case 2:
        for (let i = 0; i < stride; i++) out[o + i] = (cur[i] as number) - (prev[i] as number);
        break;
      case 3:
        for (let i = 0; i < stride; i++) {
          const a = i >= bpp ? (cur[i - bpp] as number) : 0;
          out[o + i] = (cur[i] as number) - ((a + (prev[i] as number)) >>> 1);
        }
        break;
      default:
        for (let i = 0; i < stride; i++) {
          const a = i >= bpp ? (cur[i - bpp] as number) : 0;
          const c = i >= bpp ? (prev[i - bpp] as number) : 0;
          out[o + i] = (cur[i] as number) - paeth(a, prev[i] as number, c);
        }
        break;
    }
  }
  return out;
}

export interface EncodePngOptions {
  /**
   * Scanline filtering. 'adaptive' (default) picks the best of the five PNG
   * filters per row using the minimum-sum-of-absolute-differences heuristic,
   * which suits photographic or arbitrary-angle gradient content. 'none'
   * stores rows unfiltered (filter type 0): for flat, synthetic artwork this is
   * usually as small or smaller, because deflate then matches whole runs
   * against the previous row, and it is several times faster to compress.
   */
  filter?: 'adaptive' | 'none';
}

/** Raw image data with filter type 0 (None) on every row. */
function unfilteredScanlines(width: number, height: number, rgb: Uint8Array): Uint8Array {
  const stride = width * 3;
  const out = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    out.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return out;
}

/**
 * Encodes an 8-bit RGB image (row-major, 3 bytes per pixel, no padding) as PNG.
 */
export function encodePng(
  width: number,
  height: number,
  rgb: Uint8Array,
  options: EncodePngOptions = {},
): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`encodePng: invalid dimensions ${width}x${height}`);
  }
  if (width > MAX_DIMENSION || height > MAX_DIMENSION) {
    throw new RangeError(`encodePng: dimensions ${width}x${height} exceed ${MAX_DIMENSION}`);
  }
  if (rgb.length !== width * height * 3) {
    throw new RangeError(
      `encodePng: expected ${width * height * 3} bytes of RGB data, got ${rgb.length}`,
    );
  }

  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour (RGB)
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method: adaptive
  ihdr[12] = 0; // interlace: none

  const raw =
    options.filter === 'none'
      ? unfilteredScanlines(width, height, rgb)
      : filterScanlines(width, height, rgb);
  const idat = deflateSync(raw, { level: 9, memLevel: 9 });

  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/**
 * Reads the dimensions from a PNG's IHDR chunk. Returns null unless the buffer
 * starts with the PNG signature followed by a well-formed IHDR chunk (correct
 * length, type, CRC and non-zero dimensions).
 */
export function readPngSize(buf: Buffer): { width: number; height: number } | null {
  if (!buf || typeof buf.length !== 'number' || buf.length < 33) return null;
  const bytes = Buffer.isBuffer(buf) ? buf : Buffer.from(buf as Uint8Array);
  for (let i = 0; i < PNG_SIGNATURE.length; i++) {
    if (bytes[i] !== PNG_SIGNATURE[i]) return null;
  }
  if (bytes.readUInt32BE(8) !== 13) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (bytes.readUInt32BE(29) !== crc32(bytes, 12, 29)) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return null;
  return { width, height };
}
