import type { Random } from '../random';
import { between, glow, linear, picture, sparkle, svg, themePair } from './svg';

const SIZE = 320;

// Icons on a 100×100 grid, drawn in `currentColor` with a second tone `accent`.
const ICONS: ((accent: string) => string)[] = [
  // medical cross
  (accent) =>
    svg`<path d="M38 16h24a4 4 0 0 1 4 4v18h18a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H66v18a4 4 0 0 1-4 4H38a4 4 0 0 1-4-4V62H16a4 4 0 0 1-4-4V42a4 4 0 0 1 4-4h18V20a4 4 0 0 1 4-4Z" fill="currentColor"/><circle cx="50" cy="50" r="7" fill="${accent}"/>`,
  // ring with a glint
  (accent) =>
    svg`<circle cx="48" cy="52" r="28" fill="none" stroke="currentColor" stroke-width="10"/><circle cx="48" cy="52" r="10" fill="currentColor"/>${sparkle(80, 18, 10, accent, 1)}`,
  // sparkles
  (accent) =>
    svg`${sparkle(44, 54, 36, 'currentColor', 1)}${sparkle(80, 20, 10, accent, 1)}${sparkle(82, 80, 7, accent, 1)}`,
  // sprout
  () =>
    svg`<path d="M50 88V46" stroke="currentColor" stroke-width="7" stroke-linecap="round"/><path d="M50 52C50 30 30 22 14 26C14 46 30 56 50 52Z" fill="currentColor"/><path d="M50 44C50 22 70 12 88 16C88 36 72 48 50 44Z" fill="currentColor" opacity=".75"/>`,
  // lotus
  (accent) =>
    svg`<path d="M50 14C64 30 64 56 50 72C36 56 36 30 50 14Z" fill="currentColor"/><path d="M50 72C30 70 16 56 14 38C32 40 46 52 50 72ZM50 72C70 70 84 56 86 38C68 40 54 52 50 72Z" fill="currentColor" opacity=".75"/><rect x="24" y="80" width="52" height="6" rx="3" fill="${accent}"/>`,
  // droplet
  (accent) =>
    svg`<path d="M50 12C62 32 78 48 78 64A28 28 0 0 1 22 64C22 48 38 32 50 12Z" fill="currentColor"/><path d="M36 62A14 14 0 0 0 48 78" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  // heart
  (accent) =>
    svg`<path d="M50 84C20 64 12 48 12 36A20 20 0 0 1 50 26A20 20 0 0 1 88 36C88 48 80 64 50 84Z" fill="currentColor"/><path d="M24 38A10 10 0 0 1 36 28" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
];

/** A clinic's profile picture: an app-icon style tile with a medical/beauty symbol on a soft background. */
export function clinicLogo(rng: Random): string {
  const [A, B] = themePair(rng);
  const solid = rng.chance(0.5);
  const icon = rng.pick(ICONS);
  const bokeh = Array.from(
    { length: rng.int(3, 6) },
    () =>
      svg`<circle cx="${between(rng, 0, SIZE)}" cy="${between(rng, 0, SIZE)}" r="${between(rng, 14, 40)}" fill="#fff" opacity="${between(rng, 0.2, 0.45)}"/>`,
  );
  return picture(
    SIZE,
    SIZE,
    svg`
    <defs>${linear('bg', [A.light, B.soft], [0, 0, 1, 1])}${linear('tile', solid ? [A.main, A.deep] : ['#FFFFFF', A.light], [0, 0, 1, 1])}${glow('shadow', A.ink, 0.3)}</defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${bokeh}
    <ellipse cx="160" cy="270" rx="110" ry="22" fill="url(#shadow)"/>
    <rect x="60" y="56" width="200" height="200" rx="48" fill="url(#tile)" stroke="${solid ? A.deep : A.soft}" stroke-width="2"/>
    <path d="M60 140C120 120 190 80 230 56H108A48 48 0 0 0 60 104Z" fill="#fff" opacity="${solid ? 0.14 : 0.5}"/>
    <g transform="translate(100 96) scale(1.2)" color="${solid ? '#FFFFFF' : A.deep}">${icon(solid ? A.light : B.main)}</g>`,
  );
}
