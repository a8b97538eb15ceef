/**
 * Deterministic flat-illustration generator for demo seed data.
 *
 * Every image is drawn from scratch with signed-distance-function shapes
 * (anti-aliased by turning the distance into coverage) on top of smooth
 * gradients, using a small soft palette picked by a seeded PRNG. The same
 * kind + seed always yields byte-identical PNG output.
 */
import { encodePng } from './png';

// Hot loops use these module-level aliases rather than `Math.*` / `Infinity`:
// global lookups are slow inside vm contexts (e.g. under Jest), where they go
// through the sandbox's global-object interceptors.
const { abs, ceil, floor, max, min, sqrt, imul } = Math;
const INF = Number.POSITIVE_INFINITY;

export type ImageKind =
  | 'clinic-profile'
  | 'clinic-banner'
  | 'clinic-intro'
  | 'doctor'
  | 'event-card'
  | 'event-main'
  | 'event-detail'
  | 'review-before'
  | 'review-after';

export const IMAGE_SIZES: Record<ImageKind, { width: number; height: number }> = {
  'clinic-profile': { width: 320, height: 320 },
  'clinic-banner': { width: 780, height: 440 },
  'clinic-intro': { width: 780, height: 440 },
  doctor: { width: 320, height: 320 },
  'event-card': { width: 480, height: 480 },
  'event-main': { width: 780, height: 440 },
  'event-detail': { width: 780, height: 1040 },
  'review-before': { width: 480, height: 480 },
  'review-after': { width: 480, height: 480 },
};

// ---------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = imul(a ^ (a >>> 15), 1 | a);
    t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, maxInclusive: number): number {
    return min + floor(this.next() * (maxInclusive - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[floor(this.next() * items.length)] as T;
  }
  sign(): 1 | -1 {
    return this.next() < 0.5 ? -1 : 1;
  }
}

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes a stream name and a user seed into a well-distributed 32-bit seed. */
function streamSeed(stream: string, seed: number): number {
  const s = Number.isFinite(seed) ? floor(seed) : 0;
  const lo = s >>> 0;
  const hi = floor(s / 4294967296) >>> 0;
  let h = hashString(stream) ^ imul(lo, 0x9e3779b1) ^ imul(hi, 0x85ebca6b);
  h = imul(h ^ (h >>> 16), 0x85ebca6b);
  h = imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

// ---------------------------------------------------------------------------
// Colour
// ---------------------------------------------------------------------------

type RGB = readonly [number, number, number];

function hex(h: string): RGB {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function shade(c: RGB, f: number): RGB {
  return [c[0] * f, c[1] * f, c[2] * f];
}

function desaturate(c: RGB, t: number): RGB {
  const l = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
  return mix(c, [l, l, l], t);
}

const WHITE: RGB = [255, 255, 255];

interface Theme {
  light: RGB;
  soft: RGB;
  main: RGB;
  deep: RGB;
  ink: RGB;
}

function theme(light: string, soft: string, main: string, deep: string, ink: string): Theme {
  return { light: hex(light), soft: hex(soft), main: hex(main), deep: hex(deep), ink: hex(ink) };
}

/** Ordered so that neighbours harmonise when used together in a gradient. */
const THEMES: readonly Theme[] = [
  theme('#FFF1F5', '#FBD5E1', '#F4A3BC', '#D86D8F', '#7E3553'), // rose pink
  theme('#FFF3EC', '#FFDAC7', '#FFB394', '#E88466', '#8C4430'), // peach
  theme('#FFF8EE', '#FCE6CC', '#F7CB97', '#DDA060', '#7D5523'), // apricot cream
  theme('#EDFAF4', '#CBEFDF', '#92DABD', '#4FAE8A', '#22654E'), // mint
  theme('#EEF7FD', '#D1E8F8', '#97CBEE', '#5A9BD0', '#27577F'), // sky
  theme('#F4F0FC', '#E0D5F6', '#BBA4E8', '#8A6CCB', '#4A3886'), // lavender
];

/**
 * Partner themes (by index) that blend well with each theme; mixing e.g. peach
 * with sky in RGB would pass through grey.
 */
const PARTNERS: readonly (readonly number[])[] = [
  [1, 5, 2], // rose: peach, lavender, apricot
  [0, 2], // peach: rose, apricot
  [1, 0], // apricot: peach, rose
  [4, 4, 5], // mint: sky, lavender
  [3, 5], // sky: mint, lavender
  [0, 4], // lavender: rose, sky
];

function themePair(rng: Rng): [Theme, Theme] {
  const i = rng.int(0, THEMES.length - 1);
  const j = rng.pick(PARTNERS[i] as readonly number[]);
  return [THEMES[i] as Theme, THEMES[j] as Theme];
}

const GREENS: readonly RGB[] = [hex('#7CC7A2'), hex('#5DB38C'), hex('#9ED8B9'), hex('#4E9F7C')];

// ---------------------------------------------------------------------------
// Paints
// ---------------------------------------------------------------------------

interface LinearPaint {
  kind: 'linear';
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  c0: RGB;
  c1: RGB;
}

type Paint = RGB | LinearPaint;

function linear(x0: number, y0: number, x1: number, y1: number, c0: RGB, c1: RGB): LinearPaint {
  return { kind: 'linear', x0, y0, x1, y1, c0, c1 };
}

// ---------------------------------------------------------------------------
// Signed distance shapes (negative inside). Each carries a conservative bbox.
// ---------------------------------------------------------------------------

interface Shape {
  d: (x: number, y: number) => number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /**
   * Safety factor (<= 1) for distance-based pixel skipping when `d` is only an
   * approximate distance (ellipses); 1 when omitted.
   */
  lip?: number;
}

function circle(cx: number, cy: number, r: number): Shape {
  return {
    d: (x, y) => {
      const dx = x - cx;
      const dy = y - cy;
      return sqrt(dx * dx + dy * dy) - r;
    },
    x0: cx - r,
    y0: cy - r,
    x1: cx + r,
    y1: cy + r,
  };
}

function ellipse(cx: number, cy: number, rx: number, ry: number): Shape {
  const irx = 1 / rx;
  const iry = 1 / ry;
  const irx2 = irx * irx;
  const iry2 = iry * iry;
  const inner = -min(rx, ry);
  return {
    d: (x, y) => {
      const px = x - cx;
      const py = y - cy;
      const ax = px * irx;
      const ay = py * iry;
      const k0 = sqrt(ax * ax + ay * ay);
      const bx = px * irx2;
      const by = py * iry2;
      const k1 = sqrt(bx * bx + by * by);
      return k1 === 0 ? inner : (k0 * (k0 - 1)) / k1;
    },
    x0: cx - rx,
    y0: cy - ry,
    x1: cx + rx,
    y1: cy + ry,
    lip: min(rx, ry) / max(rx, ry),
  };
}

/** Rounded rectangle centred at (cx, cy) with half-size (hw, hh), optionally rotated. */
function roundRect(
  cx: number,
  cy: number,
  hw: number,
  hh: number,
  r: number,
  angle = 0,
): Shape {
  const rr = max(0, min(r, hw, hh));
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const ex = abs(hw * c) + abs(hh * s);
  const ey = abs(hw * s) + abs(hh * c);
  const bw = hw - rr;
  const bh = hh - rr;
  const rotated = angle !== 0;
  return {
    d: (x, y) => {
      let px = x - cx;
      let py = y - cy;
      if (rotated) {
        const t = px * c + py * s;
        py = -px * s + py * c;
        px = t;
      }
      const qx = (px < 0 ? -px : px) - bw;
      const qy = (py < 0 ? -py : py) - bh;
      const ox = qx > 0 ? qx : 0;
      const oy = qy > 0 ? qy : 0;
      const inside = min(max(qx, qy), 0);
      return inside + sqrt(ox * ox + oy * oy) - rr;
    },
    x0: cx - ex,
    y0: cy - ey,
    x1: cx + ex,
    y1: cy + ey,
  };
}

function rect(x0: number, y0: number, x1: number, y1: number): Shape {
  return roundRect((x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2, 0);
}

/** Line segment from a to b with radius r (a "pill"). */
function capsule(ax: number, ay: number, bx: number, by: number, r: number): Shape {
  const bax = bx - ax;
  const bay = by - ay;
  const len2 = bax * bax + bay * bay || 1;
  return {
    d: (x, y) => {
      const pax = x - ax;
      const pay = y - ay;
      let h = (pax * bax + pay * bay) / len2;
      h = h < 0 ? 0 : h > 1 ? 1 : h;
      const dx = pax - bax * h;
      const dy = pay - bay * h;
      return sqrt(dx * dx + dy * dy) - r;
    },
    x0: min(ax, bx) - r,
    y0: min(ay, by) - r,
    x1: max(ax, bx) + r,
    y1: max(ay, by) + r,
  };
}

/** Exact SDF of an arbitrary simple polygon given as [x0, y0, x1, y1, ...]. */
function polygon(pts: readonly number[]): Shape {
  const n = pts.length / 2;
  let x0 = INF;
  let y0 = INF;
  let x1 = -INF;
  let y1 = -INF;
  for (let i = 0; i < n; i++) {
    const px = pts[i * 2] as number;
    const py = pts[i * 2 + 1] as number;
    x0 = min(x0, px);
    y0 = min(y0, py);
    x1 = max(x1, px);
    y1 = max(y1, py);
  }
  const v = Float64Array.from(pts);
  return {
    d: (x, y) => {
      let dx0 = x - (v[0] as number);
      let dy0 = y - (v[1] as number);
      let d = dx0 * dx0 + dy0 * dy0;
      let s = 1;
      for (let i = 0, j = n - 1; i < n; j = i, i++) {
        const vix = v[i * 2] as number;
        const viy = v[i * 2 + 1] as number;
        const vjx = v[j * 2] as number;
        const vjy = v[j * 2 + 1] as number;
        const ex = vjx - vix;
        const ey = vjy - viy;
        const wx = x - vix;
        const wy = y - viy;
        let h = (wx * ex + wy * ey) / (ex * ex + ey * ey || 1);
        h = h < 0 ? 0 : h > 1 ? 1 : h;
        dx0 = wx - ex * h;
        dy0 = wy - ey * h;
        const dd = dx0 * dx0 + dy0 * dy0;
        if (dd < d) d = dd;
        const c0 = y >= viy;
        const c1 = y < vjy;
        const c2 = ex * wy > ey * wx;
        if ((c0 && c1 && c2) || (!c0 && !c1 && !c2)) s = -s;
      }
      return s * sqrt(d);
    },
    x0,
    y0,
    x1,
    y1,
  };
}

/** Half-plane through (px, py) whose inside is the side the normal (nx, ny) points away from. */
function halfPlane(px: number, py: number, nx: number, ny: number, box: Shape): Shape {
  const l = sqrt(nx * nx + ny * ny) || 1;
  const ux = nx / l;
  const uy = ny / l;
  return {
    d: (x, y) => (x - px) * ux + (y - py) * uy,
    x0: box.x0,
    y0: box.y0,
    x1: box.x1,
    y1: box.y1,
  };
}

function union(...shapes: Shape[]): Shape {
  return {
    d: (x, y) => {
      let d = INF;
      for (const s of shapes) {
        const k = s.d(x, y);
        if (k < d) d = k;
      }
      return d;
    },
    x0: min(...shapes.map((s) => s.x0)),
    y0: min(...shapes.map((s) => s.y0)),
    x1: max(...shapes.map((s) => s.x1)),
    y1: max(...shapes.map((s) => s.y1)),
    lip: min(...shapes.map((s) => s.lip ?? 1)),
  };
}

function intersect(a: Shape, b: Shape): Shape {
  return {
    d: (x, y) => max(a.d(x, y), b.d(x, y)),
    x0: max(a.x0, b.x0),
    y0: max(a.y0, b.y0),
    x1: min(a.x1, b.x1),
    y1: min(a.y1, b.y1),
    lip: min(a.lip ?? 1, b.lip ?? 1),
  };
}

function subtract(a: Shape, b: Shape): Shape {
  return {
    d: (x, y) => max(a.d(x, y), -b.d(x, y)),
    x0: a.x0,
    y0: a.y0,
    x1: a.x1,
    y1: a.y1,
    lip: min(a.lip ?? 1, b.lip ?? 1),
  };
}

/** Outline of a shape with the given stroke thickness. */
function ring(a: Shape, thickness: number): Shape {
  const h = thickness / 2;
  return {
    d: (x, y) => abs(a.d(x, y)) - h,
    x0: a.x0 - h,
    y0: a.y0 - h,
    x1: a.x1 + h,
    y1: a.y1 + h,
    lip: a.lip ?? 1,
  };
}

function translate(a: Shape, dx: number, dy: number): Shape {
  return {
    d: (x, y) => a.d(x - dx, y - dy),
    x0: a.x0 + dx,
    y0: a.y0 + dy,
    x1: a.x1 + dx,
    y1: a.y1 + dy,
    lip: a.lip ?? 1,
  };
}

/** Four-pointed sparkle star. */
function sparkle(cx: number, cy: number, r: number, angle = 0): Shape {
  const pts: number[] = [];
  const inner = r * 0.3;
  for (let i = 0; i < 8; i++) {
    const a = angle + (i * Math.PI) / 4 - Math.PI / 2;
    const rr = i % 2 === 0 ? r : inner;
    pts.push(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  }
  return polygon(pts);
}

/**
 * Pointed leaf/petal (vesica) whose base is at (bx, by), pointing in direction
 * `angle` (radians, 0 = right, -PI/2 = up), with given length and max width.
 */
function petal(bx: number, by: number, length: number, width: number, angle: number): Shape {
  const L = length / 2;
  const W = width / 2;
  const R = (L * L + W * W) / (2 * W);
  const D = R - W;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const mx = bx + dx * L;
  const my = by + dy * L;
  // perpendicular
  const px = -dy;
  const py = dx;
  const a = circle(mx + px * D, my + py * D, R);
  const b = circle(mx - px * D, my - py * D, R);
  const shape = intersect(a, b);
  return { d: shape.d, x0: mx - L, y0: my - L, x1: mx + L, y1: my + L };
}

// ---------------------------------------------------------------------------
// Canvas
// ---------------------------------------------------------------------------

interface Gradient {
  mode: 1 | 3; // 1 linear, 3 linear at exactly 45 degrees
  x0: number;
  y0: number;
  dx: number;
  dy: number;
  inv: number;
  c0: RGB;
  c1: RGB;
}

function gradientOf(paint: Paint): Gradient | null {
  if (Array.isArray(paint)) return null;
  const p = paint as LinearPaint;
  const ddx = p.x1 - p.x0;
  const ddy = p.y1 - p.y0;
  if (ddx !== 0 && (ddx === ddy || ddx === -ddy)) {
    // Exact 45-degree gradient: evaluated as a function of the integer (±x + y)
    // only, so each row is an exact shifted copy of the previous one, which
    // deflate compresses far better than an arbitrary-angle gradient.
    const sx = ddx === ddy ? 1 : -1;
    return { mode: 3, x0: sx * p.x0 + p.y0, y0: 0, dx: sx, dy: 0, inv: 1 / (2 * ddy), c0: p.c0, c1: p.c1 };
  }
  const l2 = ddx * ddx + ddy * ddy || 1;
  return { mode: 1, x0: p.x0, y0: p.y0, dx: ddx / l2, dy: ddy / l2, inv: 0, c0: p.c0, c1: p.c1 };
}

function gradientColor(g: Gradient, x: number, y: number, out: [number, number, number]): void {
  let t: number;
  if (g.mode === 1) {
    t = (x - g.x0) * g.dx + (y - g.y0) * g.dy;
  } else {
    t = (g.dx * x + y - g.x0) * g.inv;
  }
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const c0 = g.c0;
  const c1 = g.c1;
  out[0] = c0[0] + (c1[0] - c0[0]) * t;
  out[1] = c0[1] + (c1[1] - c0[1]) * t;
  out[2] = c0[2] + (c1[2] - c0[2]) * t;
}

function spanFill(px: Uint8ClampedArray, o: number, n: number, r: number, g: number, b: number): void {
  for (let end = o + n * 3; o < end; o += 3) {
    px[o] = r;
    px[o + 1] = g;
    px[o + 2] = b;
  }
}

function spanBlend(
  px: Uint8ClampedArray,
  o: number,
  n: number,
  r: number,
  g: number,
  b: number,
  a: number,
): void {
  for (let end = o + n * 3; o < end; o += 3) {
    const r0 = px[o] as number;
    const g0 = px[o + 1] as number;
    const b0 = px[o + 2] as number;
    px[o] = r0 + (r - r0) * a;
    px[o + 1] = g0 + (g - g0) * a;
    px[o + 2] = b0 + (b - b0) * a;
  }
}

function spanGradient(
  px: Uint8ClampedArray,
  o: number,
  n: number,
  sx: number,
  sy: number,
  grad: Gradient,
  a: number,
  rgb: [number, number, number],
): void {
  for (let i = 0; i < n; i++, o += 3) {
    gradientColor(grad, sx + i, sy, rgb);
    const r0 = px[o] as number;
    const g0 = px[o + 1] as number;
    const b0 = px[o + 2] as number;
    px[o] = r0 + (rgb[0] - r0) * a;
    px[o + 1] = g0 + (rgb[1] - g0) * a;
    px[o + 2] = b0 + (rgb[2] - b0) * a;
  }
}

/**
 * Safety margin applied when skipping runs of pixels (see Canvas.draw), on top
 * of each shape's own `lip` factor.
 */
const SKIP_FACTOR = 0.85;

class Canvas {
  /** RGB bytes; a clamped array so blending rounds and clamps on store. */
  readonly px: Uint8ClampedArray;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Uint8ClampedArray(w * h * 3);
  }

  /**
   * Composites a shape. `soft` is the width (px) of the edge falloff: ~1 for
   * crisp anti-aliasing, larger for blurred glows and shadows. Pixels deeper
   * than `hollow` inside the shape are left untouched (used for shadows whose
   * interior is hidden beneath the casting shape anyway).
   */
  draw(shape: Shape, paint: Paint, alpha = 1, soft = 1, hollow = INF): void {
    if (alpha <= 0) return;
    const pad = soft + 1;
    const xs = max(0, floor(shape.x0 - pad));
    const ys = max(0, floor(shape.y0 - pad));
    const xe = min(this.w, ceil(shape.x1 + pad));
    const ye = min(this.h, ceil(shape.y1 + pad));
    if (xs >= xe || ys >= ye) return;
    const inv = 1 / soft;
    const px = this.px;
    const d = shape.d;
    const grad = gradientOf(paint);
    const rgb: [number, number, number] = [0, 0, 0];
    if (grad === null) {
      const p = paint as RGB;
      rgb[0] = p[0];
      rgb[1] = p[1];
      rgb[2] = p[2];
    }
    // A purely vertical linear gradient is constant along each row.
    const rowConstant = grad === null || (grad.mode === 1 && grad.dx === 0);

    // Coverage is 1 where d <= -soft/2 and 0 where d >= soft/2. Because the
    // distance functions are (close to) 1-Lipschitz, a sample at distance |d|
    // from that band proves the next ~|d| - soft/2 pixels lie on the same side,
    // so rows are walked in runs instead of evaluating d at every pixel.
    const band = soft * 0.5;
    const k = SKIP_FACTOR * (shape.lip ?? 1);
    const w = this.w;
    for (let y = ys; y < ye; y++) {
      const sy = y + 0.5;
      if (grad !== null && rowConstant) gradientColor(grad, 0, sy, rgb);
      let x = xs;
      while (x < xe) {
        const dist = d(x + 0.5, sy);
        if (dist >= band) {
          // outside: jump over pixels that are provably outside too
          const m = floor((dist - band) * k);
          x += m > 0 ? m + 1 : 1;
          continue;
        }
        if (dist < -hollow) {
          const m = floor((-hollow - dist) * k);
          x += m > 0 ? m + 1 : 1;
          continue;
        }
        let n: number;
        let a: number;
        if (dist <= -band) {
          // fully covered run
          const m = floor((min(-dist - band, -dist + hollow)) * k);
          n = min(xe - x, m > 0 ? m + 1 : 1);
          a = alpha;
        } else {
          n = 1;
          const t = 0.5 - dist * inv;
          a = t * t * (3 - 2 * t) * alpha;
        }
        const o = (y * w + x) * 3;
        if (rowConstant) {
          if (a >= 1) spanFill(px, o, n, rgb[0], rgb[1], rgb[2]);
          else spanBlend(px, o, n, rgb[0], rgb[1], rgb[2], a);
        } else {
          spanGradient(px, o, n, x + 0.5, sy, grad as Gradient, a, rgb);
        }
        x += n;
      }
    }
  }

  fill(paint: Paint): void {
    this.draw(rect(-2, -2, this.w + 2, this.h + 2), paint);
  }

  toRgb(): Uint8Array {
    return new Uint8Array(this.px.buffer, this.px.byteOffset, this.px.length);
  }

  png(): Buffer {
    // Unfiltered rows + deflate level 9 measured both smaller and ~5x faster
    // than adaptive filtering for these flat illustrations.
    return encodePng(this.w, this.h, this.toRgb(), { filter: 'none' });
  }
}

/**
 * Soft drop shadow for an opaque shape that is drawn on top of it afterwards;
 * the part of the shadow hidden beneath the shape is skipped.
 */
function shadow(c: Canvas, s: Shape, color: RGB, dx: number, dy: number, blur: number, alpha: number) {
  c.draw(translate(s, dx, dy), color, alpha, blur, blur / 2 + Math.hypot(dx, dy) + 2);
}

// ---------------------------------------------------------------------------
// clinic-profile: rounded-square logo mark on a gradient
// ---------------------------------------------------------------------------

function renderClinicProfile(rng: Rng): Canvas {
  const W = 320;
  const H = 320;
  const c = new Canvas(W, H);
  const [A, B] = themePair(rng);
  const flip = rng.chance(0.5);
  c.fill(linear(flip ? W : 0, 0, flip ? 0 : W, H, mix(A.light, WHITE, 0.3), mix(A.soft, B.soft, 0.35)));

  // decorative background dots
  for (let i = 0; i < 3; i++) {
    const r = rng.range(24, 60);
    const corner = i % 4;
    const x = corner % 2 === 0 ? rng.range(-10, 60) : rng.range(W - 60, W + 10);
    const y = i < 2 ? rng.range(-10, 70) : rng.range(H - 70, H + 10);
    c.draw(circle(x, y, r), WHITE, 0.35);
  }

  const cx = W / 2;
  const cy = H / 2;
  const half = rng.range(92, 104);
  const radius = rng.range(28, 44);
  const tile = roundRect(cx, cy, half, half, radius);
  shadow(c, tile, A.ink, 0, 10, 26, 0.2);
  const lightTile = rng.chance(0.25);
  const markColor: RGB = lightTile ? A.deep : WHITE;
  if (lightTile) {
    c.draw(tile, linear(cx - half, cy - half, cx + half, cy + half, WHITE, A.light));
    c.draw(ring(roundRect(cx, cy, half - 1, half - 1, radius), 2), A.soft);
  } else {
    c.draw(tile, linear(cx - half, cy - half, cx + half, cy + half, A.main, mix(A.deep, B.deep, 0.3)));
    // soft sheen
    c.draw(intersect(circle(cx - half * 0.6, cy - half * 0.7, half * 1.1), tile), WHITE, 0.12);
  }

  const variant = rng.int(0, 4);
  switch (variant) {
    case 0: {
      // medical cross with a small ring accent
      const arm = rng.range(50, 58);
      const thick = rng.range(17, 21);
      const cross = union(roundRect(cx, cy, thick, arm, 9), roundRect(cx, cy, arm, thick, 9));
      c.draw(cross, markColor);
      c.draw(circle(cx, cy, thick * 0.55), lightTile ? A.main : B.soft, 0.9);
      break;
    }
    case 1: {
      // sprout: two leaves on a stem
      const stem = capsule(cx, cy + 58, cx, cy - 4, 5);
      c.draw(stem, markColor);
      c.draw(petal(cx + 2, cy + 10, 76, 40, -Math.PI / 4), markColor);
      c.draw(petal(cx - 2, cy + 26, 60, 32, (-3 * Math.PI) / 4), markColor, 0.85);
      c.draw(petal(cx, cy - 2, 50, 24, -Math.PI / 2), markColor, 0.95);
      break;
    }
    case 2: {
      // ring + dot + sparkle
      c.draw(ring(circle(cx, cy, 48), 13), markColor);
      c.draw(circle(cx, cy, 16), markColor);
      c.draw(sparkle(cx + 46, cy - 46, 16), lightTile ? A.main : B.light);
      break;
    }
    case 3: {
      // lotus: five petals fanned upwards
      const base = cy + 40;
      const angles = [-90, -125, -55, -155, -25];
      angles.forEach((deg, i) => {
        const len = i === 0 ? 96 : i < 3 ? 84 : 62;
        c.draw(petal(cx, base, len, len * 0.44, (deg * Math.PI) / 180), markColor, i === 0 ? 1 : 0.82);
      });
      c.draw(roundRect(cx, base + 14, 50, 5, 5), markColor, 0.9);
      break;
    }
    default: {
      // big sparkle + two small ones (skin glow)
      c.draw(sparkle(cx - 6, cy + 4, 62), markColor);
      c.draw(sparkle(cx + 50, cy - 44, 20), markColor, 0.85);
      c.draw(sparkle(cx + 46, cy + 46, 12), markColor, 0.7);
      break;
    }
  }
  return c;
}

// ---------------------------------------------------------------------------
// Interior scenes (clinic-banner, clinic-intro, event-main)
// ---------------------------------------------------------------------------

function drawPlant(c: Canvas, rng: Rng, px: number, floorY: number, scale: number, potColor: RGB) {
  const s = scale;
  c.draw(ellipse(px, floorY + 16 * s, 46 * s, 9 * s), [60, 50, 50], 0.1, 10);
  const potTop = floorY - 44 * s;
  const potBottom = floorY + 16 * s;
  const pot = polygon([
    px - 30 * s,
    potTop,
    px + 30 * s,
    potTop,
    px + 22 * s,
    potBottom,
    px - 22 * s,
    potBottom,
  ]);
  // foliage behind the pot rim
  const fy = potTop - 40 * s;
  const greens = GREENS;
  const leaves = rng.int(5, 7);
  for (let i = 0; i < leaves; i++) {
    const ang = -Math.PI / 2 + (i - (leaves - 1) / 2) * rng.range(0.28, 0.36);
    const len = rng.range(70, 100) * s;
    c.draw(petal(px, potTop + 4 * s, len, len * 0.42, ang), rng.pick(greens), 1);
  }
  c.draw(circle(px + rng.range(-10, 10) * s, fy, 26 * s), rng.pick(greens), 0.85);
  c.draw(pot, linear(px - 30 * s, 0, px + 30 * s, 0, potColor, shade(potColor, 0.9)));
  c.draw(roundRect(px, potTop + 3 * s, 33 * s, 5 * s, 4 * s), shade(potColor, 1.04));
}

function drawWindow(
  c: Canvas,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  outside: RGB,
) {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const frame = roundRect(cx, cy, w / 2, h / 2, 14);
  shadow(c, frame, [80, 70, 90], 0, 5, 12, 0.1);
  c.draw(frame, WHITE);
  const pane = roundRect(cx, cy, w / 2 - 9, h / 2 - 9, 8);
  c.draw(pane, linear(0, y, 0, y + h, hex('#CFE8F8'), hex('#F3FAFF')));
  // soft clouds and a tree outside, clipped by the pane
  c.draw(intersect(ellipse(x + w * rng.range(0.2, 0.5), y + h * 0.3, w * 0.22, h * 0.08), pane), WHITE, 0.85);
  c.draw(intersect(circle(x + w * rng.range(0.55, 0.85), y + h * 1.0, h * 0.45), pane), outside, 0.55);
  c.draw(intersect(circle(x + w * rng.range(0.1, 0.4), y + h * 1.08, h * 0.4), pane), outside, 0.4);
  // mullions
  c.draw(rect(cx - 3, y + 6, cx + 3, y + h - 6), WHITE);
  c.draw(rect(x + 6, y + h * 0.42 - 3, x + w - 6, y + h * 0.42 + 3), WHITE);
  // sill
  c.draw(roundRect(cx, y + h + 4, w / 2 + 10, 5, 4), WHITE);
}

function drawPendant(c: Canvas, x: number, len: number, color: RGB, cord: RGB) {
  c.draw(circle(x, len + 34, 46), hex('#FFF7DE'), 0.45, 3);
  c.draw(capsule(x, -2, x, len, 1.2), cord, 0.8);
  const dome = intersect(circle(x, len + 24, 26), halfPlane(0, len + 24, 0, 1, circle(x, len + 24, 26)));
  c.draw(dome, color);
  c.draw(ellipse(x, len + 24, 26, 4), shade(color, 0.85));
  c.draw(circle(x, len + 27, 6), hex('#FFF3C9'));
}

function drawDesk(c: Canvas, rng: Rng, cx: number, floorY: number, A: Theme, B: Theme) {
  const hw = rng.range(150, 180);
  const top = floorY - rng.range(92, 104);
  const bottom = floorY + 34;
  c.draw(ellipse(cx, bottom + 2, hw + 30, 14), [60, 50, 60], 0.12, 16);

  // monitor behind the counter
  const mx = cx + hw * rng.range(0.35, 0.55) * rng.sign();
  c.draw(roundRect(mx, top - 30, 38, 24, 5), hex('#3E4556'));
  c.draw(roundRect(mx, top - 30, 33, 19, 3), linear(0, top - 50, 0, top - 10, hex('#B9D9F2'), hex('#E5F1FB')));
  c.draw(rect(mx - 4, top - 8, mx + 4, top), hex('#3E4556'));

  // small flower vase on the other side
  const vx = cx + (cx - mx) * 0.8;
  c.draw(capsule(vx, top - 18, vx - 8, top - 40, 1.5), GREENS[3] as RGB);
  c.draw(capsule(vx, top - 18, vx + 9, top - 36, 1.5), GREENS[3] as RGB);
  c.draw(circle(vx - 8, top - 42, 7), B.main);
  c.draw(circle(vx + 9, top - 38, 6), A.main);
  c.draw(roundRect(vx, top - 12, 9, 12, 5), WHITE);

  const body = roundRect(cx, (top + bottom) / 2, hw, (bottom - top) / 2, 14);
  c.draw(body, linear(0, top, 0, bottom, WHITE, hex('#ECEEF3')));
  const bandY = top + (bottom - top) * 0.62;
  c.draw(intersect(body, rect(cx - hw - 2, bandY - 10, cx + hw + 2, bandY + 10)), B.main);
  c.draw(roundRect(cx, top - 3, hw + 14, 8, 6), linear(0, top - 11, 0, top + 5, hex('#E2C29F'), hex('#C9A07A')));
  // logo on the desk front
  const ly = top + (bandY - top) * 0.5;
  c.draw(circle(cx, ly, 17), A.light);
  c.draw(ring(circle(cx, ly, 17), 3), A.main);
  c.draw(union(roundRect(cx, ly, 3, 9, 2), roundRect(cx, ly, 9, 3, 2)), A.deep);
}

function drawLounge(c: Canvas, rng: Rng, cx: number, floorY: number, A: Theme, B: Theme) {
  const hw = rng.range(140, 165);
  const sofa = B.main;
  c.draw(ellipse(cx, floorY + 18, hw + 40, 12), [60, 50, 60], 0.12, 16);
  c.draw(capsule(cx - hw + 10, floorY, cx - hw + 14, floorY + 16, 3), hex('#8C6E57'));
  c.draw(capsule(cx + hw - 10, floorY, cx + hw - 14, floorY + 16, 3), hex('#8C6E57'));
  c.draw(roundRect(cx, floorY - 68, hw - 10, 44, 22), shade(sofa, 0.97));
  c.draw(roundRect(cx - hw * 0.42, floorY - 62, hw * 0.36, 30, 16), mix(sofa, WHITE, 0.35));
  c.draw(roundRect(cx + hw * 0.42, floorY - 62, hw * 0.36, 30, 16), mix(sofa, WHITE, 0.35));
  c.draw(roundRect(cx + hw * 0.05, floorY - 56, 18, 16, 8), A.main, 0.95);
  c.draw(roundRect(cx, floorY - 18, hw, 20, 12), shade(sofa, 0.9));
  c.draw(roundRect(cx - hw, floorY - 38, 22, 40, 16), shade(sofa, 0.93));
  c.draw(roundRect(cx + hw, floorY - 38, 22, 40, 16), shade(sofa, 0.93));

  // round side table with a cup
  const tx = cx + (hw + 80) * rng.sign();
  c.draw(ellipse(tx, floorY + 14, 36, 6), [60, 50, 60], 0.1, 10);
  c.draw(rect(tx - 3, floorY - 42, tx + 3, floorY + 12), hex('#B79577'));
  c.draw(ellipse(tx, floorY + 12, 20, 4), hex('#B79577'));
  c.draw(ellipse(tx, floorY - 44, 38, 8), hex('#D8B894'));
  c.draw(roundRect(tx - 8, floorY - 58, 8, 10, 3), WHITE);
  c.draw(ring(circle(tx + 2, floorY - 58, 5), 2.5), WHITE);
}

function renderInterior(rng: Rng, variant: 'desk' | 'lounge' | 'event'): Canvas {
  const W = 780;
  const H = 440;
  const c = new Canvas(W, H);
  const [A, B] = themePair(rng);

  const floorY = Math.round(H * rng.range(0.71, 0.76));
  c.fill(linear(0, 0, 0, floorY, mix(A.light, WHITE, 0.45), mix(A.soft, A.light, 0.35)));

  // subtle wall panel / arch
  if (rng.chance(0.5)) {
    const ax = W * rng.range(0.3, 0.7);
    c.draw(roundRect(ax, floorY - 120, 130, 150, 120), mix(A.soft, WHITE, 0.25), 0.6);
  }

  // floor with perspective seams
  const floorLight = mix(hex('#EFE1D2'), A.soft, 0.25);
  c.draw(rect(-2, floorY, W + 2, H + 2), linear(0, floorY, 0, H, floorLight, shade(floorLight, 0.9)));
  // plank seams, spaced wider towards the viewer for a hint of perspective
  for (let gap = 14, y = floorY; y < H; gap *= 1.35) {
    y += gap;
    c.draw(rect(-2, y - 0.75, W + 2, y + 0.75), [120, 100, 90], 0.1);
  }
  c.draw(rect(-2, floorY - 9, W + 2, floorY), WHITE, 0.95);

  // windows
  const windowCount = variant === 'event' ? 1 : rng.int(1, 2);
  const winW = rng.range(150, 180);
  const winH = rng.range(140, 165);
  const winTop = rng.range(46, 66);
  const startLeft = rng.chance(0.5);
  for (let i = 0; i < windowCount; i++) {
    const slot = startLeft ? i : windowCount - 1 - i;
    const x = windowCount === 1 ? (startLeft ? 70 : W - 70 - winW) : 50 + slot * (W - 100 - winW);
    drawWindow(c, rng, x, winTop, winW, winH, rng.pick(GREENS));
  }

  // wall art when there is room (the event badge takes that spot instead)
  const artX = startLeft ? W - 170 : 170;
  if (windowCount === 1 && variant !== 'event') {
    const ax = artX;
    const ay = winTop + 60;
    c.draw(circle(ax, ay, 48), WHITE);
    c.draw(circle(ax, ay, 40), linear(ax - 40, ay - 40, ax + 40, ay + 40, B.soft, B.main));
    c.draw(sparkle(ax, ay, 22), WHITE, 0.9);
  }

  // pendant lights
  // (kept clear of the windows and of the wall art / badge)
  const lamps = windowCount === 1 ? 2 : rng.int(2, 3);
  const lampColor = rng.chance(0.5) ? WHITE : B.deep;
  const lampCenter =
    windowCount === 1 ? W / 2 + (artX < W / 2 ? 40 : -40) : W / 2 + rng.range(-20, 20);
  for (let i = 0; i < lamps; i++) {
    const lx = lampCenter + (i - (lamps - 1) / 2) * 84;
    drawPendant(c, lx, rng.range(36, 64), lampColor, A.ink);
  }

  const mainX = W * rng.range(0.44, 0.56);
  if (variant === 'lounge') drawLounge(c, rng, mainX, floorY, A, B);
  else if (variant === 'desk') drawDesk(c, rng, mainX, floorY, A, B);
  else if (rng.chance(0.5)) drawLounge(c, rng, mainX, floorY, A, B);
  else drawDesk(c, rng, mainX, floorY, A, B);

  // plants at one or both sides
  const potColor = rng.pick([WHITE, hex('#E9B79A'), mix(B.soft, WHITE, 0.3)]);
  const plantLeft = rng.chance(0.5);
  drawPlant(c, rng, plantLeft ? 60 : W - 60, floorY + 10, rng.range(0.95, 1.15), potColor);
  if (rng.chance(0.5)) drawPlant(c, rng, plantLeft ? W - 50 : 50, floorY + 22, rng.range(0.7, 0.85), potColor);

  if (variant === 'event') {
    // promotional badge + sparkles floating over the scene
    const bx = artX;
    const by = winTop + 70;
    const badge = circle(bx, by, 66);
    shadow(c, badge, A.ink, 0, 8, 20, 0.2);
    c.draw(badge, linear(bx - 66, by - 66, bx + 66, by + 66, A.main, A.deep));
    c.draw(ring(circle(bx, by, 56), 2.5), WHITE, 0.8);
    c.draw(roundRect(bx, by - 12, 34, 8, 8), WHITE);
    c.draw(roundRect(bx, by + 12, 24, 6, 6), WHITE, 0.8);
    c.draw(sparkle(bx + 50, by - 50, 14), WHITE);
    for (let i = 0; i < 5; i++) {
      c.draw(sparkle(rng.range(40, W - 40), rng.range(20, floorY - 40), rng.range(6, 14)), WHITE, 0.9);
    }
  }
  return c;
}

// ---------------------------------------------------------------------------
// doctor: portrait silhouette in a white coat
// ---------------------------------------------------------------------------

const SKIN_TONES: readonly RGB[] = [
  hex('#F6D8C4'),
  hex('#F1CCB2'),
  hex('#EBC1A4'),
  hex('#F8E0D0'),
  hex('#E4B596'),
];
const HAIR_COLORS: readonly RGB[] = [
  hex('#2C2322'),
  hex('#3B2C27'),
  hex('#4E3529'),
  hex('#5E4133'),
  hex('#231D1F'),
];

function renderDoctor(rng: Rng): Canvas {
  const W = 320;
  const H = 320;
  const c = new Canvas(W, H);
  const [A, B] = themePair(rng);
  c.fill(linear(0, 0, 0, H, mix(A.light, WHITE, 0.3), A.soft));
  const cx = W / 2;
  c.draw(circle(cx, 150, 118), mix(B.soft, WHITE, 0.2), 0.9);
  c.draw(circle(cx + rng.range(-130, 130), rng.range(20, 80), rng.range(14, 26)), WHITE, 0.5);

  const skin = rng.pick(SKIN_TONES);
  const hair = rng.pick(HAIR_COLORS);
  const longHair = rng.chance(0.5);
  const headY = 140;
  const hrx = 49;
  const hry = 58;

  if (longHair) {
    c.draw(roundRect(cx, headY + 36, hrx + 14, hry + 40, hrx + 10), hair);
  }

  // neck
  c.draw(roundRect(cx, headY + 78, 19, 30, 10), shade(skin, 0.9));

  // white coat shoulders
  const coat = ellipse(cx, 332, 132, 94);
  c.draw(coat, linear(0, 240, 0, H, hex('#FDFDFE'), hex('#E4E8EE')));
  // scrubs V
  const scrubs = B.main;
  c.draw(intersect(polygon([cx - 36, 232, cx + 36, 232, cx, 304]), coat), scrubs);
  c.draw(polygon([cx - 18, 226, cx + 18, 226, cx, 262]), shade(skin, 0.9));
  // lapels
  c.draw(capsule(cx - 37, 240, cx - 3, 312, 2), hex('#CBD2DC'));
  c.draw(capsule(cx + 37, 240, cx + 3, 312, 2), hex('#CBD2DC'));
  // pocket with pen, name tag
  c.draw(capsule(cx - 78, 272, cx - 78, 288, 2.5), B.deep);
  c.draw(roundRect(cx - 76, 296, 18, 12, 3), hex('#D7DDE5'));
  c.draw(roundRect(cx + 72, 282, 20, 7, 3), A.main);
  // stethoscope
  const stCy = 246;
  const tube = hex('#4A5262');
  c.draw(
    intersect(ring(ellipse(cx, stCy, 44, 40), 5), halfPlane(0, stCy, 0, -1, ellipse(cx, stCy, 46, 42))),
    tube,
  );
  c.draw(capsule(cx - 44, stCy, cx - 30, 216, 2.5), tube);
  c.draw(capsule(cx + 44, stCy, cx + 30, 216, 2.5), tube);
  c.draw(capsule(cx + 24, stCy + 38, cx + 26, stCy + 56, 2.5), tube);
  c.draw(circle(cx + 26, stCy + 62, 8), hex('#9AA3B2'));
  c.draw(circle(cx + 26, stCy + 62, 4.5), hex('#DCE1E8'));

  // ears + head
  c.draw(ellipse(cx - hrx + 1, headY + 6, 8, 12), shade(skin, 0.95));
  c.draw(ellipse(cx + hrx - 1, headY + 6, 8, 12), shade(skin, 0.95));
  c.draw(ellipse(cx, headY, hrx, hry), skin);
  // cheeks
  c.draw(circle(cx - 26, headY + 20, 10), hex('#F2A7A7'), 0.25, 8);
  c.draw(circle(cx + 26, headY + 20, 10), hex('#F2A7A7'), 0.25, 8);

  // hair cap with a side-swept hairline
  const part = rng.range(14, 26) * rng.sign();
  const cap = ellipse(cx, headY - 10, hrx + 6, hry - 2);
  const face = circle(cx + part, headY + 52, rng.range(66, 72));
  c.draw(subtract(cap, face), hair);
  if (!longHair && rng.chance(0.4)) {
    // bun
    c.draw(circle(cx, headY - hry - 6, 18), hair);
  }
  return c;
}

// ---------------------------------------------------------------------------
// Event visuals
// ---------------------------------------------------------------------------

interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Bold promotional backdrop: gradient, translucent circles and rings, a tilted
 * ribbon with placeholder text bars, a badge and sparkles. Returns which side
 * (-1 left, 1 right) has the most free room at the bottom, below the ribbon.
 */
function drawEventHero(c: Canvas, rng: Rng, A: Theme, B: Theme, reg: Region): -1 | 1 {
  const clip = rect(reg.x, reg.y, reg.x + reg.w, reg.y + reg.h);
  const diag = rng.chance(0.5);
  // 45-degree gradient spanning the region corner to corner
  const L = (reg.w + reg.h) / 2;
  const gx = reg.x + (diag ? 0 : reg.w);
  c.draw(clip, linear(gx, reg.y, gx + (diag ? L : -L), reg.y + L, A.main, mix(B.deep, A.deep, 0.35)));

  // large translucent circles
  const circles = rng.int(2, 3);
  for (let i = 0; i < circles; i++) {
    const r = rng.range(0.18, 0.42) * reg.w;
    const edgeX = rng.chance(0.5) ? rng.range(-0.1, 0.25) : rng.range(0.75, 1.1);
    const cx = reg.x + edgeX * reg.w;
    const cy = reg.y + rng.range(-0.1, 1.1) * reg.h;
    c.draw(intersect(circle(cx, cy, r), clip), WHITE, rng.range(0.1, 0.2));
  }
  // rings
  const rings = rng.int(1, 2);
  for (let i = 0; i < rings; i++) {
    const r = rng.range(0.12, 0.3) * reg.w;
    const cx = reg.x + rng.range(0.05, 0.95) * reg.w;
    const cy = reg.y + rng.range(0.05, 0.95) * reg.h;
    c.draw(intersect(ring(circle(cx, cy, r), rng.range(5, 12)), clip), WHITE, rng.range(0.25, 0.4));
  }
  // small solid dots
  for (let i = 0; i < 4; i++) {
    const cx = reg.x + rng.range(0.05, 0.95) * reg.w;
    const cy = reg.y + rng.range(0.05, 0.95) * reg.h;
    c.draw(circle(cx, cy, rng.range(4, 9)), i % 2 ? B.light : WHITE, 0.75);
  }

  // ribbon band with placeholder "text" bars
  // Negative angles tilt the ribbon up towards the right (y grows downwards).
  const tilt = rng.sign();
  const angle = (tilt * rng.range(6, 14) * Math.PI) / 180;
  const rcx = reg.x + reg.w / 2;
  const rcy = reg.y + reg.h * rng.range(0.5, 0.62);
  const bandH = max(36, reg.h * 0.085);
  const band = intersect(roundRect(rcx, rcy, reg.w * 0.8, bandH, 0, angle), clip);
  shadow(c, band, A.ink, 0, 7, 12, 0.2);
  c.draw(band, mix(WHITE, A.light, 0.4));
  const cosA = Math.cos(angle);
  const sinA = Math.sin(angle);
  const at = (ox: number, oy: number): [number, number] => [rcx + ox * cosA - oy * sinA, rcy + ox * sinA + oy * cosA];
  const barH = bandH * 0.22;
  const [b1x, b1y] = at(-reg.w * 0.06, -bandH * 0.28);
  c.draw(roundRect(b1x, b1y, reg.w * 0.24, barH, barH, angle), A.deep);
  const [b2x, b2y] = at(-reg.w * 0.12, bandH * 0.38);
  c.draw(roundRect(b2x, b2y, reg.w * 0.18, barH * 0.7, barH, angle), A.ink, 0.55);
  const [sx, sy] = at(reg.w * 0.32, 0);
  c.draw(sparkle(sx, sy, bandH * 0.55, angle), B.main);

  // discount badge
  // badge in the top corner where the ribbon is lowest
  const bx = reg.x + reg.w * (tilt < 0 ? 0.2 : 0.8);
  const by = reg.y + reg.h * 0.22;
  const br = min(reg.w, reg.h) * 0.12;
  c.draw(circle(bx, by, br), WHITE);
  c.draw(ring(circle(bx, by, br * 0.8), 2), A.main);
  c.draw(roundRect(bx, by - br * 0.12, br * 0.45, br * 0.14, br * 0.14), A.deep);
  c.draw(roundRect(bx, by + br * 0.2, br * 0.3, br * 0.09, br * 0.09), A.main);

  // sparkles
  for (let i = 0; i < 5; i++) {
    const cx = reg.x + rng.range(0.08, 0.92) * reg.w;
    const cy = reg.y + rng.range(0.08, 0.92) * reg.h;
    c.draw(sparkle(cx, cy, rng.range(6, 15)), WHITE, 0.9);
  }
  return tilt < 0 ? 1 : -1;
}

function renderEventCard(rng: Rng): Canvas {
  const c = new Canvas(480, 480);
  const [A, B] = themePair(rng);
  const freeSide = drawEventHero(c, rng, A, B, { x: 0, y: 0, w: 480, h: 480 });

  // cosmetic bottle + jar in the lower corner that the ribbon leaves free
  const left = freeSide < 0;
  const bx = left ? 92 : 388;
  const baseY = 452;
  c.draw(ellipse(bx + 10, baseY + 4, 70, 8), A.ink, 0.18, 10);
  const bottle = roundRect(bx, baseY - 56, 26, 56, 14);
  c.draw(bottle, linear(bx - 26, 0, bx + 26, 0, WHITE, mix(WHITE, A.soft, 0.6)));
  c.draw(roundRect(bx, baseY - 124, 12, 13, 4), A.deep);
  c.draw(roundRect(bx, baseY - 58, 16, 16, 4), A.soft);
  const jx = bx + (left ? 52 : -52);
  c.draw(roundRect(jx, baseY - 22, 34, 22, 10), linear(jx - 34, 0, jx + 34, 0, WHITE, mix(WHITE, B.soft, 0.6)));
  c.draw(roundRect(jx, baseY - 48, 36, 8, 5), B.deep);
  return c;
}

function renderEventDetail(rng: Rng): Canvas {
  const W = 780;
  const H = 1040;
  const c = new Canvas(W, H);
  const [A, B] = themePair(rng);
  const heroH = 380;
  c.draw(rect(-2, heroH - 2, W + 2, H + 2), linear(0, heroH, 0, H, A.light, mix(A.light, WHITE, 0.6)));
  drawEventHero(c, rng, A, B, { x: 0, y: 0, w: W, h: heroH });

  const grey = hex('#CDD0D9');
  const dark = hex('#5B5F6E');
  const margin = 48;

  // title block
  c.draw(roundRect(W / 2, heroH + 46, rng.range(180, 230), 16, 16), A.ink);
  c.draw(roundRect(W / 2, heroH + 84, rng.range(120, 170), 8, 8), grey);

  // info cards, each with an icon and two lines of placeholder text
  let y = heroH + 118;
  const cardH = 88;
  const icons = [A.main, B.main, mix(A.main, B.main, 0.5)];
  for (let i = 0; i < 3; i++) {
    const cy = y + cardH / 2;
    const card = roundRect(W / 2, cy, W / 2 - margin, cardH / 2, 20);
    shadow(c, card, A.ink, 0, 4, 10, 0.08);
    c.draw(card, WHITE);
    const ix = margin + 54;
    c.draw(circle(ix, cy, 28), mix(icons[i] as RGB, WHITE, 0.55));
    if (i === 0) {
      c.draw(union(roundRect(ix, cy, 5, 14, 3), roundRect(ix, cy, 14, 5, 3)), A.deep);
    } else if (i === 1) {
      c.draw(sparkle(ix, cy, 16), B.deep);
    } else {
      c.draw(ring(circle(ix, cy, 12), 5), A.deep);
    }
    const tx = ix + 52;
    const l1 = rng.range(220, 340);
    const l2 = rng.range(140, 260);
    c.draw(roundRect(tx + l1 / 2, cy - 13, l1 / 2, 8, 8), dark, 0.85);
    c.draw(roundRect(tx + l2 / 2, cy + 15, l2 / 2, 6.5, 6.5), grey);
    y += cardH + 18;
  }

  // price block: struck-through regular price, big sale price, discount chip
  y += 4;
  const priceH = 96;
  const pcy = y + priceH / 2;
  const price = roundRect(W / 2, pcy, W / 2 - margin, priceH / 2, 22);
  c.draw(price, linear(0, y, 0, y + priceH, mix(A.soft, WHITE, 0.45), mix(A.soft, WHITE, 0.2)));
  const px0 = margin + 40;
  c.draw(roundRect(px0 + 60, pcy - 20, 60, 7, 7), grey);
  c.draw(rect(px0 - 4, pcy - 21, px0 + 124, pcy - 19), dark, 0.6);
  c.draw(roundRect(px0 + 110, pcy + 16, 110, 15, 15), A.deep);
  const chip = roundRect(W - margin - 90, pcy, 56, 24, 24);
  c.draw(chip, B.deep);
  c.draw(roundRect(W - margin - 90, pcy, 26, 7, 7), WHITE);
  y += priceH + 24;

  // call to action button
  const ctaH = 60;
  const cta = roundRect(W / 2, y + ctaH / 2, W / 2 - margin, ctaH / 2, ctaH / 2);
  shadow(c, cta, A.ink, 0, 5, 10, 0.16);
  c.draw(cta, linear(margin, 0, W - margin, 0, A.deep, mix(A.deep, B.deep, 0.6)));
  c.draw(roundRect(W / 2, y + ctaH / 2, 100, 8, 8), WHITE);
  return c;
}

// ---------------------------------------------------------------------------
// Review before / after: stylised face
// ---------------------------------------------------------------------------

interface FaceSpec {
  bg: Theme;
  skin: RGB;
  hair: RGB;
  cloth: RGB;
  hairStyle: 0 | 1 | 2;
  part: number;
  faceRx: number;
  faceRy: number;
  eyeDx: number;
  eyeY: number;
  smile: number;
  blemishes: { x: number; y: number; r: number; a: number }[];
}

function faceSpec(rng: Rng): FaceSpec {
  const [A, B] = themePair(rng);
  const spec: FaceSpec = {
    bg: A,
    skin: rng.pick(SKIN_TONES),
    hair: rng.pick(HAIR_COLORS),
    cloth: B.main,
    hairStyle: rng.int(0, 2) as 0 | 1 | 2,
    part: rng.range(20, 40) * rng.sign(),
    faceRx: rng.range(98, 108),
    faceRy: rng.range(124, 134),
    eyeDx: rng.range(40, 46),
    eyeY: rng.range(232, 240),
    smile: rng.range(20, 28),
    blemishes: [],
  };
  const count = rng.int(14, 20);
  for (let i = 0; i < count; i++) {
    // cheeks, forehead and chin
    const zone = rng.int(0, 3);
    let x: number;
    let y: number;
    if (zone === 0) {
      x = 240 - rng.range(34, 78);
      y = rng.range(262, 320);
    } else if (zone === 1) {
      x = 240 + rng.range(34, 78);
      y = rng.range(262, 320);
    } else if (zone === 2) {
      x = 240 + rng.range(-50, 50);
      y = rng.range(176, 200);
    } else {
      x = 240 + rng.range(-30, 30);
      y = rng.range(348, 362);
    }
    spec.blemishes.push({ x, y, r: rng.range(2.5, 5.5), a: rng.range(0.45, 0.75) });
  }
  return spec;
}

function renderReview(rng: Rng, after: boolean): Canvas {
  const W = 480;
  const H = 480;
  const c = new Canvas(W, H);
  const f = faceSpec(rng);
  const cx = W / 2;
  const fy = 256;

  const bgTop = after ? mix(f.bg.light, WHITE, 0.4) : desaturate(f.bg.light, 0.35);
  const bgBottom = after ? f.bg.soft : desaturate(f.bg.soft, 0.35);
  c.fill(linear(0, 0, 0, H, bgTop, bgBottom));

  const baseSkin = f.skin;
  const skin: RGB = after
    ? mix(mix(baseSkin, WHITE, 0.16), hex('#FFC9C2'), 0.1)
    : shade(desaturate(baseSkin, 0.3), 0.93);
  const skinShadow = shade(skin, 0.9);
  const hair = f.hair;

  // back hair
  if (f.hairStyle === 0) {
    c.draw(roundRect(cx, fy + 40, f.faceRx + 32, f.faceRy + 70, f.faceRx + 20), hair);
  } else if (f.hairStyle === 1) {
    c.draw(roundRect(cx, fy - 10, f.faceRx + 26, f.faceRy + 20, f.faceRx + 16), hair);
  } else {
    c.draw(circle(cx, fy - f.faceRy - 18, 44), hair);
  }

  // shoulders + neck
  const body = ellipse(cx, H + 70, 200, 150);
  c.draw(roundRect(cx, fy + f.faceRy + 10, 40, 60, 18), skinShadow);
  c.draw(body, linear(0, H - 80, 0, H, f.cloth, shade(f.cloth, 0.92)));
  c.draw(intersect(circle(cx, H - 78, 48), body), skinShadow);

  // ears
  c.draw(ellipse(cx - f.faceRx + 2, fy + 2, 14, 22), skinShadow);
  c.draw(ellipse(cx + f.faceRx - 2, fy + 2, 14, 22), skinShadow);

  // face, lit slightly from above
  const face = ellipse(cx, fy, f.faceRx, f.faceRy);
  c.draw(face, linear(0, fy - f.faceRy, 0, fy + f.faceRy, mix(skin, WHITE, after ? 0.12 : 0.04), skin));

  // blush (after) or dull patches + under-eye shadows (before)
  const eyeY = f.eyeY;
  if (after) {
    c.draw(circle(cx - f.eyeDx - 10, eyeY + 46, 24), hex('#F59AA6'), 0.38, 26);
    c.draw(circle(cx + f.eyeDx + 10, eyeY + 46, 24), hex('#F59AA6'), 0.38, 26);
  } else {
    c.draw(ellipse(cx - f.eyeDx, eyeY + 18, 20, 7), hex('#8E6E78'), 0.22, 8);
    c.draw(ellipse(cx + f.eyeDx, eyeY + 18, 20, 7), hex('#8E6E78'), 0.22, 8);
    c.draw(circle(cx - f.eyeDx - 10, eyeY + 50, 26), hex('#C98A7E'), 0.2, 22);
    c.draw(circle(cx + f.eyeDx + 10, eyeY + 50, 26), hex('#C98A7E'), 0.2, 22);
  }

  // blemishes
  if (!after) {
    for (const b of f.blemishes) {
      c.draw(circle(b.x, b.y, b.r * 2.2), hex('#D9867A'), 0.22, 4);
      c.draw(circle(b.x, b.y, b.r), hex('#A5574C'), b.a, 1.5);
    }
  }

  // front hair: cap minus a large circle gives a swept hairline
  const cap = ellipse(cx, fy - 22, f.faceRx + 10, f.faceRy - 4);
  const hairline = circle(cx + f.part, fy + 70, f.faceRy * 1.26);
  c.draw(subtract(cap, hairline), hair);

  // eyebrows
  const browY = eyeY - 34;
  c.draw(capsule(cx - f.eyeDx - 18, browY + 4, cx - f.eyeDx + 16, browY - 1, 4), shade(hair, 1.2));
  c.draw(capsule(cx + f.eyeDx + 18, browY + 4, cx + f.eyeDx - 16, browY - 1, 4), shade(hair, 1.2));

  // eyes
  const eyeColor = hex('#3A2A2A');
  for (const s of [-1, 1]) {
    const ex = cx + s * f.eyeDx;
    c.draw(ellipse(ex, eyeY, 11, 13), eyeColor);
    c.draw(circle(ex + 3.5, eyeY - 4.5, 3.6), WHITE);
    c.draw(capsule(ex + s * 9, eyeY - 9, ex + s * 15, eyeY - 13, 1.6), eyeColor);
  }

  // nose
  c.draw(capsule(cx - 5, eyeY + 46, cx + 5, eyeY + 46, 3), shade(skin, 0.85), 0.6, 2);

  // mouth: smile arc
  const my = eyeY + 66;
  const lip = after ? hex('#E07A86') : hex('#B97A78');
  const arc = intersect(
    ring(circle(cx, my - f.smile * 0.6, f.smile), 6),
    halfPlane(0, my - f.smile * 0.3, 0, -1, circle(cx, my - f.smile * 0.6, f.smile + 4)),
  );
  c.draw(arc, lip);

  if (after) {
    // glow sparkles
    c.draw(sparkle(cx + f.faceRx + 30, fy - 70, 16), WHITE, 0.95);
    c.draw(sparkle(cx - f.faceRx - 36, fy + 10, 11), WHITE, 0.9);
    c.draw(sparkle(cx + f.faceRx + 8, fy + 60, 8), WHITE, 0.85);
    c.draw(circle(cx - f.eyeDx - 4, eyeY + 34, 6), WHITE, 0.35, 6);
    c.draw(circle(cx + f.eyeDx + 4, eyeY + 34, 6), WHITE, 0.35, 6);
  }
  return c;
}

// ---------------------------------------------------------------------------
// Public entry point
// ---------------------------------------------------------------------------

/**
 * Renders an illustration of the given kind. Output is a PNG of exactly
 * IMAGE_SIZES[kind], and is byte-identical for identical (kind, seed) on the
 * same Node/zlib version. Any finite number is accepted as a seed (fractions
 * are floored). review-before / review-after with the same seed depict the
 * same face: blemished and duller before, clear and rosier after.
 */
export function renderImage(kind: ImageKind, seed: number): Buffer {
  if (!Object.prototype.hasOwnProperty.call(IMAGE_SIZES, kind)) {
    throw new RangeError(`renderImage: unknown image kind "${String(kind)}"`);
  }
  const size = IMAGE_SIZES[kind];
  const stream = kind === 'review-before' || kind === 'review-after' ? 'review' : kind;
  const rng = new Rng(streamSeed(stream, seed));
  let canvas: Canvas;
  switch (kind) {
    case 'clinic-profile':
      canvas = renderClinicProfile(rng);
      break;
    case 'clinic-banner':
      canvas = renderInterior(rng, 'desk');
      break;
    case 'clinic-intro':
      canvas = renderInterior(rng, 'lounge');
      break;
    case 'event-main':
      canvas = renderInterior(rng, 'event');
      break;
    case 'doctor':
      canvas = renderDoctor(rng);
      break;
    case 'event-card':
      canvas = renderEventCard(rng);
      break;
    case 'event-detail':
      canvas = renderEventDetail(rng);
      break;
    case 'review-before':
      canvas = renderReview(rng, false);
      break;
    case 'review-after':
      canvas = renderReview(rng, true);
      break;
  }
  if (canvas.w !== size.width || canvas.h !== size.height) {
    throw new Error(`renderImage: internal size mismatch for ${kind}`);
  }
  return canvas.png();
}
