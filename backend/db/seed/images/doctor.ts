import type { Random } from '../random';
import { randomPerson, head } from './person';
import { between, glow, linear, picture, svg, themePair } from './svg';

const SIZE = 320;

/** A doctor's portrait: head and shoulders in a white coat with a stethoscope, on a soft halo. */
export function doctor(rng: Random): string {
  const [A, B] = themePair(rng);
  const p = randomPerson(rng, ['short', 'short', 'bob', 'long', 'bun']);
  const body = svg`
    <path d="M-130 200C-130 112 -86 76 0 76C86 76 130 112 130 200Z" fill="url(#coat)" stroke="#D6DDE5" stroke-width="1.5"/>
    <path d="M-26 76L0 130L26 76Z" fill="${A.main}"/><path d="M-15 76L0 98L15 76Z" fill="${A.soft}"/>
    <path d="M-26 76L-4 134L-42 110ZM26 76L4 134L42 110Z" fill="#F7F9FB" stroke="#D6DDE5" stroke-width="1.5"/>
    <path d="M-36 80C-50 130 -34 162 -8 160M36 80C46 112 36 136 22 144" stroke="#4A5568" stroke-width="3.5" fill="none" stroke-linecap="round"/>
    <circle cx="-4" cy="160" r="7" fill="#A3ADBD" stroke="#4A5568" stroke-width="2.5"/>
    <rect x="50" y="124" width="30" height="9" rx="3" fill="${B.main}"/>
    <rect x="-84" y="134" width="34" height="3" rx="1.5" fill="#D6DDE5"/><rect x="-74" y="116" width="4" height="20" rx="2" fill="${B.deep}"/>`;
  const bokeh = Array.from(
    { length: rng.int(2, 4) },
    () =>
      svg`<circle cx="${between(rng, 20, 300)}" cy="${between(rng, 20, 140)}" r="${between(rng, 8, 22)}" fill="#fff" opacity="${between(rng, 0.25, 0.5)}"/>`,
  );
  return picture(
    SIZE,
    SIZE,
    svg`
    <defs>${linear('bg', [A.light, B.light], [0, 0, 1, 1])}${linear('coat', ['#FFFFFF', '#E4E9F0'])}${glow('halo', A.soft, 1)}</defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
    <circle cx="160" cy="${between(rng, 135, 150)}" r="${between(rng, 105, 125)}" fill="url(#halo)"/>
    ${bokeh}
    <g transform="translate(160 152) scale(1.1)">${head(p, { body, mood: rng.chance(0.7) ? 'smile' : 'calm' })}</g>`,
  );
}
