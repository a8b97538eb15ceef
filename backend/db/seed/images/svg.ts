import { createRandom, type Random } from '../random';

/**
 * A template tag for SVG markup: numbers are rounded to one decimal (shorter, and the same text on every
 * platform), arrays are joined, and null/undefined/false vanish so `${cond && svg`…`}` works.
 */
export function svg(strings: TemplateStringsArray, ...values: unknown[]): string {
  let out = strings[0];
  values.forEach((v, i) => {
    out += part(v) + strings[i + 1];
  });
  return out;
}

function part(v: unknown): string {
  if (v === null || v === undefined || v === false) return '';
  if (typeof v === 'number') return String(Math.round(v * 10) / 10);
  if (Array.isArray(v)) return v.map(part).join('');
  return String(v);
}

export function picture(width: number, height: number, body: string): string {
  return svg`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A linear gradient from the first to the last stop, along (x1,y1)→(x2,y2) in the bounding box (0..1). */
export function linear(id: string, stops: readonly string[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
  const offsets = stops.map(
    (color, i) => svg`<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${color}"/>`,
  );
  return svg`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${offsets}</linearGradient>`;
}

/** A radial fade from `color` at `opacity` to transparent: soft shadows, glows, blush and blemishes. */
export function glow(id: string, color: string, opacity: number): string {
  return svg`<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number, fill = '#fff', opacity = 0.9): string {
  const k = r * 0.22;
  return svg`<path d="M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** Soft palettes, light to ink; neighbours in PARTNERS blend without passing through grey. */
export interface Theme {
  light: string;
  soft: string;
  main: string;
  deep: string;
  ink: string;
}

const theme = (light: string, soft: string, main: string, deep: string, ink: string): Theme => ({
  light,
  soft,
  main,
  deep,
  ink,
});

export const THEMES: readonly Theme[] = [
  theme('#FFF1F5', '#FBD5E1', '#F4A3BC', '#D86D8F', '#7E3553'), // rose
  theme('#FFF3EC', '#FFDAC7', '#FFB394', '#E88466', '#8C4430'), // peach
  theme('#FFF8EE', '#FCE6CC', '#F7CB97', '#DDA060', '#7D5523'), // apricot
  theme('#EDFAF4', '#CBEFDF', '#92DABD', '#4FAE8A', '#22654E'), // mint
  theme('#EEF7FD', '#D1E8F8', '#97CBEE', '#5A9BD0', '#27577F'), // sky
  theme('#F4F0FC', '#E0D5F6', '#BBA4E8', '#8A6CCB', '#4A3886'), // lavender
];
const PARTNERS = [
  [1, 5, 2],
  [0, 2],
  [1, 0],
  [4, 5],
  [3, 5],
  [0, 4],
];

export function themePair(rng: Random): [Theme, Theme] {
  const i = rng.int(0, THEMES.length - 1);
  return [THEMES[i], THEMES[rng.pick(PARTNERS[i])]];
}

export const GREENS = ['#7CC7A2', '#5DB38C', '#9ED8B9', '#4E9F7C'];

/** A random stream per picture: the same stream name and number always draw the same picture. */
export function pictureRandom(stream: string, n: number): Random {
  let h = 0x811c9dc5;
  for (const ch of stream) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return createRandom(h ^ Math.imul(n + 1, 0x9e3779b1));
}

export const between = (rng: Random, min: number, max: number) => min + (max - min) * rng.next();

/** Mixes two colours (#rgb or #rrggbb): t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const rgb = (c: string) => parseInt((c.length === 4 ? c.replace(/[0-9a-f]/gi, '$&$&') : c).slice(1), 16);
  const ca = rgb(a);
  const cb = rgb(b);
  let out = 0;
  for (const shift of [16, 8, 0]) {
    const x = (ca >> shift) & 0xff;
    out |= Math.round(x + (((cb >> shift) & 0xff) - x) * t) << shift;
  }
  return `#${out.toString(16).padStart(6, '0')}`;
}
