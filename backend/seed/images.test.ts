import { describe, it, expect } from '@jest/globals';
import { inflateSync } from 'node:zlib';
import { encodePng, readPngSize } from './png';
import { IMAGE_SIZES, renderImage, type ImageKind } from './images';

const KINDS = Object.keys(IMAGE_SIZES) as ImageKind[];
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Independent bitwise CRC-32 (not the table-driven one in png.ts). */
function referenceCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function parseChunks(buf: Buffer): Chunk[] {
  expect([...buf.subarray(0, 8)]).toEqual(SIGNATURE);
  const chunks: Chunk[] = [];
  let off = 8;
  while (off < buf.length) {
    const len = buf.readUInt32BE(off);
    const type = buf.toString('latin1', off + 4, off + 8);
    const data = buf.subarray(off + 8, off + 8 + len);
    const crc = buf.readUInt32BE(off + 8 + len);
    chunks.push({ type, data, crcOk: crc === referenceCrc32(buf.subarray(off + 4, off + 8 + len)) });
    off += 12 + len;
  }
  expect(off).toBe(buf.length);
  return chunks;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = p > a ? p - a : a - p;
  const pb = p > b ? p - b : b - p;
  const pc = p > c ? p - c : c - p;
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** Minimal decoder for 8-bit RGB non-interlaced PNGs, supporting all five filter types. */
function decodePng(buf: Buffer): { width: number; height: number; pixels: Uint8Array; filters: Set<number> } {
  const chunks = parseChunks(buf);
  expect(chunks.map((c) => c.crcOk)).not.toContain(false);
  expect(chunks[0]?.type).toBe('IHDR');
  expect(chunks[chunks.length - 1]?.type).toBe('IEND');
  const ihdr = chunks[0]!.data;
  expect(ihdr.length).toBe(13);
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]); // depth 8, RGB, deflate, adaptive, no interlace

  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 3;
  expect(raw.length).toBe((stride + 1) * height);
  const pixels = new Uint8Array(stride * height);
  const filters = new Set<number>();
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    filters.add(filter);
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= 3 ? pixels[y * stride + i - 3]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const c = i >= 3 && y > 0 ? pixels[(y - 1) * stride + i - 3]! : 0;
      let pred: number;
      switch (filter) {
        case 0:
          pred = 0;
          break;
        case 1:
          pred = a;
          break;
        case 2:
          pred = b;
          break;
        case 3:
          pred = (a + b) >> 1;
          break;
        case 4:
          pred = paeth(a, b, c);
          break;
        default:
          throw new Error(`invalid filter type ${filter} on row ${y}`);
      }
      pixels[y * stride + i] = (x + pred) & 0xff;
    }
  }
  return { width, height, pixels, filters };
}

function luma(px: Uint8Array, i: number): number {
  return 0.299 * px[i]! + 0.587 * px[i + 1]! + 0.114 * px[i + 2]!;
}

describe('encodePng', () => {
  // 3x2: red, green, blue / white, black, a mid grey-ish colour
  const tiny = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 12, 130, 250]);

  it('writes a valid 3x2 PNG whose pixels decode back exactly', () => {
    const png = encodePng(3, 2, tiny);
    const chunks = parseChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    const decoded = decodePng(png);
    expect(decoded.width).toBe(3);
    expect(decoded.height).toBe(2);
    expect([...decoded.pixels]).toEqual([...tiny]);
  });

  it('round-trips with unfiltered rows too', () => {
    const png = encodePng(3, 2, tiny, { filter: 'none' });
    const decoded = decodePng(png);
    expect([...decoded.filters]).toEqual([0]);
    expect([...decoded.pixels]).toEqual([...tiny]);
  });

  it('round-trips a larger image that exercises several adaptive filters', () => {
    const w = 37;
    const h = 23;
    const rgb = new Uint8Array(w * h * 3);
    let s = 12345;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const o = (y * w + x) * 3;
        s = (Math.imul(s, 1103515245) + 12345) >>> 0;
        const noise = y % 5 === 0 ? s >>> 24 : 0; // a few noisy rows
        rgb[o] = (x * 7 + noise) & 0xff; // horizontal ramp
        rgb[o + 1] = (y * 11) & 0xff; // vertical ramp
        rgb[o + 2] = (x * 5 + y * 9) & 0xff; // diagonal ramp
      }
    }
    const decoded = decodePng(encodePng(w, h, rgb));
    expect(decoded.width).toBe(w);
    expect(decoded.height).toBe(h);
    expect(Buffer.from(decoded.pixels).equals(Buffer.from(rgb))).toBe(true);
    expect(decoded.filters.size).toBeGreaterThan(1);
  });

  it('rejects invalid dimensions and mismatched buffers', () => {
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow(RangeError);
    expect(() => encodePng(2.5, 2, new Uint8Array(15))).toThrow(RangeError);
    expect(() => encodePng(3, 2, new Uint8Array(17))).toThrow(RangeError);
  });
});

describe('readPngSize', () => {
  it('reads the dimensions from IHDR', () => {
    expect(readPngSize(encodePng(3, 2, new Uint8Array(18)))).toEqual({ width: 3, height: 2 });
    expect(readPngSize(encodePng(1, 7, new Uint8Array(21)))).toEqual({ width: 1, height: 7 });
  });

  it('returns null for input that is not a PNG', () => {
    const png = encodePng(3, 2, new Uint8Array(18));
    expect(readPngSize(Buffer.alloc(0))).toBeNull();
    expect(readPngSize(Buffer.from('definitely not a png image, just some text'))).toBeNull();
    expect(readPngSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(0)]))).toBeNull(); // JPEG
    expect(readPngSize(png.subarray(0, 20))).toBeNull(); // truncated inside IHDR

    const badSignature = Buffer.from(png);
    badSignature[1] = 0x51;
    expect(readPngSize(badSignature)).toBeNull();

    const badIhdr = Buffer.from(png);
    badIhdr[17] = badIhdr[17]! ^ 0x01; // width changed without fixing the CRC
    expect(readPngSize(badIhdr)).toBeNull();
  });
});

describe('renderImage', () => {
  it.each(KINDS)('%s renders a PNG with the documented size', (kind) => {
    const png = renderImage(kind, 7);
    const size = IMAGE_SIZES[kind];
    expect(readPngSize(png)).toEqual(size);

    const decoded = decodePng(png);
    expect(decoded.width).toBe(size.width);
    expect(decoded.height).toBe(size.height);
    // An illustration, not a flat fill: many distinct colours...
    const colours = new Set<number>();
    for (let i = 0; i < decoded.pixels.length; i += 3) {
      colours.add((decoded.pixels[i]! << 16) | (decoded.pixels[i + 1]! << 8) | decoded.pixels[i + 2]!);
    }
    expect(colours.size).toBeGreaterThan(200);
    // ...yet compact enough for a seed bundle.
    expect(png.length).toBeLessThan(80 * 1024);
  });

  it.each(KINDS)('%s is deterministic per seed and varies across seeds', (kind) => {
    const a = renderImage(kind, 42);
    const b = renderImage(kind, 42);
    expect(a.equals(b)).toBe(true);
    expect(renderImage(kind, 43).equals(a)).toBe(false);
    expect(renderImage(kind, 1).equals(renderImage(kind, 2))).toBe(false);
  });

  it('different kinds with the same seed differ', () => {
    const banner = renderImage('clinic-banner', 5);
    const intro = renderImage('clinic-intro', 5);
    const eventMain = renderImage('event-main', 5);
    expect(banner.equals(intro)).toBe(false);
    expect(banner.equals(eventMain)).toBe(false);
  });

  it('accepts unusual seeds (negative, fractional, large)', () => {
    for (const seed of [-17, 3.75, 2 ** 40 + 3, 0]) {
      expect(readPngSize(renderImage('doctor', seed))).toEqual(IMAGE_SIZES.doctor);
    }
  });

  describe('review before/after pairs', () => {
    const seeds = [1, 2, 3, 11];

    it.each(seeds)('seed %i: before and after differ', (seed) => {
      expect(renderImage('review-before', seed).equals(renderImage('review-after', seed))).toBe(false);
    });

    it.each(seeds)('seed %i: same face outline (hair/eyes mask), brighter skin after', (seed) => {
      const before = decodePng(renderImage('review-before', seed)).pixels;
      const after = decodePng(renderImage('review-after', seed)).pixels;
      const other = decodePng(renderImage('review-before', seed + 100)).pixels;

      // Dark features (hair, eyes, brows) occupy the same pixels in both images.
      const dark = (px: Uint8Array, i: number) => luma(px, i) < 100;
      let inter = 0;
      let union = 0;
      for (let i = 0; i < before.length; i += 3) {
        const a = dark(before, i);
        const b = dark(after, i);
        if (a && b) inter++;
        if (a || b) union++;
      }
      expect(union).toBeGreaterThan(1000);
      expect(inter / union).toBeGreaterThan(0.95);

      // Same face layout: the pair is much closer to each other than to another seed's face.
      let pairDiff = 0;
      let otherDiff = 0;
      for (let i = 0; i < before.length; i += 3) {
        pairDiff += Number(dark(before, i) !== dark(after, i));
        otherDiff += Number(dark(before, i) !== dark(other, i));
      }
      expect(pairDiff).toBeLessThan(otherDiff);

      // Skin on the cheeks/nose region is brighter after, and more uniform (no spots).
      const W = 480;
      let sumB = 0;
      let sumA = 0;
      let sqB = 0;
      let sqA = 0;
      let n = 0;
      for (let y = 260; y < 330; y++) {
        for (let x = 160; x < 320; x++) {
          const i = (y * W + x) * 3;
          const lb = luma(before, i);
          const la = luma(after, i);
          sumB += lb;
          sumA += la;
          sqB += lb * lb;
          sqA += la * la;
          n++;
        }
      }
      const meanB = sumB / n;
      const meanA = sumA / n;
      expect(meanA).toBeGreaterThan(meanB + 5);
      const varB = sqB / n - meanB * meanB;
      const varA = sqA / n - meanA * meanA;
      expect(varA).toBeLessThan(varB);
    });
  });
});
