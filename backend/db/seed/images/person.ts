import type { Random } from '../random';
import { between, linear, mix, svg } from './svg';

// A head and shoulders in "face units": the face is centred on (0, 0), 92 wide and 118 tall. Doctors and
// review faces place it with one translate/scale.

const SKINS = ['#F6D8C4', '#F1CCB2', '#EBC1A4', '#F8E0D0', '#E4B596'];
const HAIRS = ['#2C2322', '#3B2C27', '#4E3529', '#5E4133', '#231D1F'];

export type HairStyle = 'long' | 'bob' | 'bun' | 'short';

export interface Person {
  skin: string;
  hair: string;
  style: HairStyle;
  /** Where the parting sits, right of the middle (mirrored when `flip`); the fringe sweeps away from it. */
  part: number;
  flip: boolean;
  eyeDx: number;
  glasses: boolean;
}

/** Skin, hair and glasses drawn from `rng`; the hairstyle from `styles` (repeat one to make it likelier). */
export function randomPerson(rng: Random, styles: readonly HairStyle[]): Person {
  return {
    skin: rng.pick(SKINS),
    hair: rng.pick(HAIRS),
    style: rng.pick(styles),
    part: between(rng, 6, 24),
    flip: rng.chance(0.5),
    eyeDx: between(rng, 16, 19),
    glasses: rng.chance(0.25),
  };
}

const FACE = 'M-46 -6C-46 -46 -26 -60 0 -60C26 -60 46 -46 46 -6C46 30 26 58 0 58C-26 58 -46 30 -46 -6Z';

const BACK_HAIR: Partial<Record<HairStyle, string>> = {
  long: '<path d="M-55 -14C-62 -80 62 -80 55 -14L62 84Q0 98 -62 84Z"/>',
  bob: '<path d="M-56 -14C-62 -80 62 -80 56 -14L60 36Q48 50 34 38L-34 38Q-48 50 -60 36Z"/>',
  bun: '<circle cx="0" cy="-70" r="22"/>',
};

type Mood = 'smile' | 'calm' | 'worried';

interface HeadOptions {
  /** Clothes, drawn over the neck and under the face. */
  body: string;
  /** Blemishes, redness, blush: drawn on the face, under the eyes and hair. */
  overlay?: string;
  skin?: string;
  mood?: Mood;
}

/** Hair, neck, `body`, ears, face, `overlay`, eyes, nose, mouth, fringe and glasses, back to front. */
export function head(p: Person, { body, overlay = '', skin = p.skin, mood = 'smile' }: HeadOptions): string {
  const shade = mix(skin, '#8A5A48', 0.22);
  const hl = p.style === 'short' ? -46 : -38;
  const { part: pt, eyeDx: dx } = p;
  const brow = mood === 'worried' ? [-21, -25, -29] : [-24, -28, -25];
  const mouth = { smile: 'M-11 29Q0 40 11 29', calm: 'M-9 31Q0 36 9 31', worried: 'M-9 34Q0 29 9 34' }[mood];
  const eye = (s: number) => svg`
    <ellipse cx="${s * dx}" cy="-8" rx="4.6" ry="5.6" fill="#3A2A2A"/>
    <circle cx="${s * dx + 1.6}" cy="-10" r="1.7" fill="#fff"/>
    ${p.style !== 'short' && svg`<path d="M${s * (dx + 3.4)} -10.5l${s * 2.4} -2" stroke="#3A2A2A" stroke-width="1.6" stroke-linecap="round"/>`}
    <path d="M${s * (dx + 10)} ${brow[0]}Q${s * (dx + 2)} ${brow[1]} ${s * (dx - 8)} ${brow[2]}" stroke="${mix(p.hair, '#fff', 0.15)}" stroke-width="3.4" fill="none" stroke-linecap="round"/>`;
  return svg`
    <defs>${linear('face', [mix(skin, '#fff', 0.1), skin])}${linear('hair', [mix(p.hair, '#fff', 0.12), p.hair])}</defs>
    <g fill="url(#hair)">${BACK_HAIR[p.style]}</g>
    <rect x="-15" y="30" width="30" height="60" rx="10" fill="${shade}"/>
    ${body}
    <ellipse cx="-45" cy="2" rx="7" ry="11" fill="${shade}"/><ellipse cx="45" cy="2" rx="7" ry="11" fill="${shade}"/>
    <path d="${FACE}" fill="url(#face)"/>
    ${overlay}
    ${eye(-1)}${eye(1)}
    <path d="M-3 16Q0 19 3 16" stroke="${shade}" stroke-width="2.2" fill="none" stroke-linecap="round"/>
    <path d="${mouth}" stroke="${mood === 'smile' ? '#D9707C' : '#B97A78'}" stroke-width="3" fill="none" stroke-linecap="round"/>
    <path d="M-52 -4C-58 -70 -20 -78 0 -78C20 -78 58 -70 52 -4C50 -30 ${pt + 12} ${hl - 2} ${pt} ${hl - 6}C${pt - 24} ${hl + 6} -40 -30 -52 -4Z" fill="url(#hair)" transform="scale(${p.flip ? -1 : 1} 1)"/>
    ${p.glasses && svg`<g fill="none" stroke="#4A4A55" stroke-width="2.2"><rect x="${-dx - 10}" y="-17" width="20" height="17" rx="6"/><rect x="${dx - 10}" y="-17" width="20" height="17" rx="6"/><path d="M${10 - dx} -10Q0 -14 ${dx - 10} -10"/></g>`}`;
}
