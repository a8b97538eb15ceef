import type { Random } from '../random';
import { between, glow, linear, mix, picture, sparkle, svg, themePair, type Theme } from './svg';

// Promotion artwork without words: bars stand in for text, so no font is needed to draw it.

function products(x: number, y: number, A: Theme, B: Theme): string {
  return svg`<g transform="translate(${x} ${y})"><ellipse cx="30" cy="0" rx="90" ry="12" fill="url(#shadow)"/>
    <rect x="18" y="-150" width="30" height="26" rx="4" fill="${B.deep}"/><rect x="0" y="-128" width="66" height="128" rx="16" fill="url(#bottle)"/>
    <rect x="12" y="-88" width="42" height="40" rx="6" fill="${B.light}"/>
    <rect x="-90" y="-58" width="100" height="58" rx="12" fill="url(#bottle)"/><rect x="-94" y="-72" width="108" height="20" rx="6" fill="${A.main}"/></g>`;
}

/** The top of every event picture: a diagonal gradient, bubbles, a tilted banner and a round badge. */
function hero(rng: Random, A: Theme, B: Theme, w: number, h: number): string {
  const tilt = between(rng, 6, 12) * (rng.chance(0.5) ? -1 : 1);
  const flip = rng.chance(0.5);
  const bubbles = Array.from({ length: rng.int(4, 7) }, () => {
    const [x, y, r] = [between(rng, 0, w), between(rng, 0, h), between(rng, 20, 90)];
    return rng.chance(0.5)
      ? svg`<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${between(rng, 0.08, 0.18)}"/>`
      : svg`<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-width="3" opacity=".35"/>`;
  });
  const stars = Array.from({ length: rng.int(3, 6) }, () =>
    sparkle(between(rng, 20, w - 20), between(rng, 20, h - 20), between(rng, 5, 13)),
  );
  const by = h * 0.46;
  const badgeX = flip ? w * 0.2 : w * 0.8;
  return svg`<rect width="${w}" height="${h}" fill="url(#hero)"/>${bubbles}${stars}
    <g transform="rotate(${tilt} ${w / 2} ${by})">
      <rect x="${-w * 0.2}" y="${by - h * 0.11}" width="${w * 1.4}" height="${h * 0.22}" fill="#fff" opacity=".94"/>
      <rect x="${w * 0.16}" y="${by - h * 0.05}" width="${w * 0.52}" height="${h * 0.04}" rx="${h * 0.02}" fill="${A.deep}"/>
      <rect x="${w * 0.16}" y="${by + h * 0.02}" width="${w * 0.36}" height="${h * 0.03}" rx="${h * 0.015}" fill="${mix(A.ink, '#888888', 0.4)}"/>
      ${sparkle(w * 0.78, by, h * 0.04, B.main, 1)}</g>
    <circle cx="${badgeX}" cy="${h * 0.18}" r="${h * 0.11}" fill="#fff"/><circle cx="${badgeX}" cy="${h * 0.18}" r="${h * 0.09}" fill="none" stroke="${A.main}" stroke-width="2"/>
    <rect x="${badgeX - h * 0.05}" y="${h * 0.15}" width="${h * 0.1}" height="${h * 0.03}" rx="${h * 0.015}" fill="${A.deep}"/>
    <rect x="${badgeX - h * 0.035}" y="${h * 0.195}" width="${h * 0.07}" height="${h * 0.022}" rx="${h * 0.011}" fill="${A.main}"/>
    ${products(flip ? w * 0.68 : w * 0.24, h * 0.93, A, B)}`;
}

function defs(A: Theme, B: Theme): string {
  return svg`<defs>${linear('hero', [A.main, B.deep], [0, 0, 1, 1])}${linear('bottle', ['#FFFFFF', B.light], [0, 0, 1, 0])}${glow('shadow', A.ink, 0.35)}</defs>`;
}

/** A square event card. */
export function eventCard(rng: Random): string {
  const [A, B] = themePair(rng);
  return picture(480, 480, defs(A, B) + hero(rng, A, B, 480, 480));
}

/** A tall event detail page: the hero on top, then treatment rows, a price box and a button. */
export function eventDetail(rng: Random): string {
  const [A, B] = themePair(rng);
  const W = 780;
  const icons = [A.main, B.main, A.deep];
  const rows = icons.map((color, i) => {
    const y = 590 + i * 96;
    return svg`<rect x="48" y="${y}" width="${W - 96}" height="80" rx="16" fill="#fff"/><circle cx="100" cy="${y + 40}" r="22" fill="${mix(color, '#fff', 0.7)}"/>
      ${sparkle(100, y + 40, 12, color, 1)}<rect x="140" y="${y + 24}" width="${between(rng, 200, 320)}" height="14" rx="7" fill="#4A4F5C"/>
      <rect x="140" y="${y + 48}" width="${between(rng, 120, 260)}" height="10" rx="5" fill="#B6BAC4"/>`;
  });
  return picture(
    W,
    1040,
    svg`${defs(A, B)}
    <rect width="${W}" height="1040" fill="${A.light}"/>${hero(rng, A, B, W, 440)}
    <rect x="${W / 2 - 170}" y="484" width="340" height="24" rx="12" fill="${A.ink}"/>
    <rect x="${W / 2 - 120}" y="524" width="240" height="14" rx="7" fill="#B6BAC4"/>${rows}
    <rect x="48" y="890" width="${W - 96}" height="64" rx="16" fill="${mix(A.soft, '#fff', 0.3)}"/>
    <rect x="72" y="906" width="150" height="12" rx="6" fill="#B6BAC4"/><rect x="72" y="928" width="${between(rng, 180, 260)}" height="14" rx="7" fill="${A.deep}"/>
    <rect x="${W - 160}" y="908" width="88" height="28" rx="14" fill="${A.deep}"/>
    <rect x="48" y="974" width="${W - 96}" height="44" rx="22" fill="${A.main}"/><rect x="${W / 2 - 80}" y="990" width="160" height="12" rx="6" fill="#fff"/>`,
  );
}
