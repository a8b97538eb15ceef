import type { Random } from '../random';
import { randomPerson, head } from './person';
import { between, glow, linear, mix, picture, sparkle, svg, themePair } from './svg';

const SIZE = 480;

// Where blemishes sit, in face units: cheeks, forehead, chin and jaw (centre and spread).
const ZONES = [
  [-26, 14, 14, 12],
  [26, 14, 14, 12],
  [0, -32, 22, 4],
  [0, 44, 10, 5],
  [-34, 28, 6, 8],
  [34, 28, 6, 8],
] as const;

function blemishes(rng: Random): string {
  const spots: string[] = [];
  for (let i = rng.int(16, 26); i > 0; i--) {
    const [x0, y0, sx, sy] = rng.pick(ZONES);
    const x = x0 + between(rng, -sx, sx);
    const y = y0 + between(rng, -sy, sy);
    const r = between(rng, 1.8, 3.6);
    spots.push(
      svg`<circle cx="${x}" cy="${y}" r="${r * 2.4}" fill="url(#inflamed)"/><circle cx="${x}" cy="${y}" r="${r}" fill="#B84A50" opacity="${between(rng, 0.55, 0.85)}"/>`,
    );
    if (rng.chance(0.3))
      spots.push(svg`<circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.35}" fill="#FCE9DC" opacity=".8"/>`);
  }
  for (let i = rng.int(4, 8); i > 0; i--) {
    const [x0, y0, sx, sy] = rng.pick(ZONES);
    spots.push(
      svg`<circle cx="${x0 + between(rng, -sx, sx)}" cy="${y0 + between(rng, -sy, sy)}" r="${between(rng, 2.5, 4.5)}" fill="#9A6650" opacity=".25"/>`,
    );
  }
  return spots.join('');
}

/**
 * A review photo: the same person (same `rng` seed) before — dull, red cheeks, spots, tired eyes, a worried
 * look — or after: clear, brighter skin with a healthy blush and a smile.
 */
export function reviewFace(rng: Random, after: boolean): string {
  const [A, B] = themePair(rng);
  const p = randomPerson(rng, ['long', 'bob', 'bun', 'long']);
  const spots = blemishes(rng);
  const skin = after ? mix(p.skin, '#FFFFFF', 0.14) : mix(p.skin, '#B49C8C', 0.2);
  const bg = after
    ? [mix(A.light, '#fff', 0.4), A.soft]
    : [mix(A.light, '#D8D4D0', 0.35), mix(A.soft, '#C8C2BE', 0.35)];
  const body = svg`<path d="M-125 140C-125 98 -78 74 0 74C78 74 125 98 125 140Z" fill="url(#shirt)"/><path d="M-22 74Q0 100 22 74Z" fill="${mix(skin, '#8A5A48', 0.22)}"/>`;
  const overlay = after
    ? svg`<ellipse cx="-27" cy="17" rx="15" ry="10" fill="url(#blush)"/><ellipse cx="27" cy="17" rx="15" ry="10" fill="url(#blush)"/>
        <ellipse cx="-24" cy="6" rx="10" ry="6" fill="url(#shine)"/><ellipse cx="24" cy="6" rx="10" ry="6" fill="url(#shine)"/>`
    : svg`<ellipse cx="-25" cy="16" rx="20" ry="15" fill="url(#redness)"/><ellipse cx="25" cy="16" rx="20" ry="15" fill="url(#redness)"/>
        <ellipse cx="0" cy="20" rx="8" ry="7" fill="url(#redness)"/>
        <path d="M${-p.eyeDx - 7} 1Q${-p.eyeDx} 5 ${-p.eyeDx + 7} 1M${p.eyeDx - 7} 1Q${p.eyeDx} 5 ${p.eyeDx + 7} 1" stroke="#8E6E78" stroke-width="2.4" fill="none" opacity=".35"/>
        ${spots}`;
  const sparkles = after && [sparkle(360, 120, 16), sparkle(110, 250, 11), sparkle(350, 330, 8), sparkle(135, 140, 6)];
  return picture(
    SIZE,
    SIZE,
    svg`
    <defs>${linear('bg', bg)}${linear('shirt', [B.main, mix(B.main, '#000', 0.08)])}
      ${glow('blush', '#F59AA6', 0.55)}${glow('shine', '#fff', 0.5)}${glow('redness', '#D9505A', 0.42)}${glow('inflamed', '#D9707A', 0.35)}</defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
    <g transform="translate(240 262) scale(2.05)">${head(p, { body, overlay, skin, mood: after ? 'smile' : 'worried' })}</g>
    ${sparkles}`,
  );
}
