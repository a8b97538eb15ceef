import type { Random } from '../random';
import { between, glow, GREENS, linear, mix, picture, sparkle, svg, themePair, type Theme } from './svg';

const W = 780;
const H = 440;
const FLOOR = 330;

export type Room = 'desk' | 'lounge' | 'event';

function windowAt(x: number, y: number, i: number): string {
  return svg`<clipPath id="glass${i}"><rect x="${x}" y="${y}" width="120" height="110" rx="6"/></clipPath>
    <rect x="${x - 8}" y="${y - 8}" width="136" height="126" rx="10" fill="#fff"/>
    <g clip-path="url(#glass${i})"><rect x="${x}" y="${y}" width="120" height="110" fill="url(#sky)"/>
      <ellipse cx="${x + 30}" cy="${y + 112}" rx="60" ry="34" fill="${GREENS[2]}"/><ellipse cx="${x + 100}" cy="${y + 118}" rx="56" ry="30" fill="${GREENS[0]}"/>
      <ellipse cx="${x + 78}" cy="${y + 28}" rx="18" ry="6" fill="#fff" opacity=".9"/></g>
    <path d="M${x + 60} ${y}v110M${x} ${y + 55}h120" stroke="#fff" stroke-width="6"/>`;
}

function plant(rng: Random, x: number, scale: number, pot: string): string {
  const leaves = Array.from({ length: 6 }, (_, i) => {
    const angle = -75 + i * 30 + between(rng, -8, 8);
    return svg`<ellipse cx="0" cy="-34" rx="13" ry="34" fill="${GREENS[(i + 1) % GREENS.length]}" transform="rotate(${angle})"/>`;
  });
  return svg`<g transform="translate(${x} ${FLOOR + 8}) scale(${scale})">
    <ellipse cx="0" cy="2" rx="34" ry="7" fill="url(#shadow)"/>
    <g transform="translate(0 -44)">${leaves}</g>
    <path d="M-22 -48h44l-7 48h-30Z" fill="${pot}"/><rect x="-24" y="-52" width="48" height="8" rx="3" fill="${mix(pot, '#000', 0.08)}"/></g>`;
}

function lamps(rng: Random, cx: number, color: string): string {
  const n = rng.int(2, 3);
  return Array.from({ length: n }, (_, i) => {
    const x = cx + (i - (n - 1) / 2) * 62;
    const len = 40 + ((i * 23) % 30);
    return svg`<path d="M${x} 0V${len}" stroke="#8C8C8C" stroke-width="2"/><circle cx="${x}" cy="${len + 22}" r="34" fill="url(#lamp)"/>
      <path d="M${x - 20} ${len + 18}A20 18 0 0 1 ${x + 20} ${len + 18}Z" fill="${color}"/>`;
  }).join('');
}

function desk(cx: number, A: Theme, B: Theme): string {
  return svg`<ellipse cx="${cx}" cy="${FLOOR + 6}" rx="170" ry="16" fill="url(#shadow)"/>
    <rect x="${cx + 30}" y="188" width="54" height="36" rx="4" fill="#3D4656"/><rect x="${cx + 34}" y="192" width="46" height="28" rx="2" fill="url(#sky)"/>
    <rect x="${cx + 52}" y="224" width="10" height="4" fill="#3D4656"/>
    <rect x="${cx - 80}" y="206" width="14" height="22" rx="4" fill="#fff" opacity=".9"/>
    <circle cx="${cx - 78}" cy="200" r="6" fill="${B.main}"/><circle cx="${cx - 68}" cy="203" r="5" fill="${A.main}"/><path d="M${cx - 73} 206v-12" stroke="${GREENS[1]}" stroke-width="2"/>
    <rect x="${cx - 150}" y="226" width="300" height="14" rx="7" fill="#D9B48A"/>
    <rect x="${cx - 138}" y="240" width="276" height="${FLOOR - 238}" rx="8" fill="url(#desk)"/>
    <rect x="${cx - 138}" y="292" width="276" height="10" fill="${A.main}"/>
    <circle cx="${cx}" cy="266" r="14" fill="${A.light}" stroke="${A.main}" stroke-width="3"/>
    <path d="M${cx} 259v14M${cx - 7} 266h14" stroke="${A.deep}" stroke-width="3.5" stroke-linecap="round"/>`;
}

function lounge(cx: number, A: Theme, B: Theme): string {
  const seat = mix(A.main, '#fff', 0.35);
  return svg`<ellipse cx="${cx}" cy="${FLOOR + 6}" rx="180" ry="16" fill="url(#shadow)"/>
    <rect x="${cx - 136}" y="222" width="272" height="70" rx="24" fill="${A.main}"/>
    <rect x="${cx - 120}" y="232" width="114" height="46" rx="16" fill="${seat}"/><rect x="${cx + 6}" y="232" width="114" height="46" rx="16" fill="${seat}"/>
    <rect x="${cx - 30}" y="250" width="40" height="30" rx="8" fill="${B.main}" transform="rotate(-8 ${cx - 10} 265)"/>
    <rect x="${cx - 150}" y="272" width="300" height="40" rx="14" fill="${A.deep}"/>
    <rect x="${cx - 160}" y="244" width="34" height="68" rx="15" fill="${A.main}"/><rect x="${cx + 126}" y="244" width="34" height="68" rx="15" fill="${A.main}"/>
    <path d="M${cx - 130} 312v14M${cx + 130} 312v14" stroke="#6B5A4A" stroke-width="6" stroke-linecap="round"/>
    <g transform="translate(${cx + 210} 0)"><ellipse cx="0" cy="${FLOOR + 2}" rx="30" ry="6" fill="url(#shadow)"/>
      <path d="M0 262V${FLOOR}M-16 ${FLOOR}h32" stroke="#B08866" stroke-width="4"/><ellipse cx="0" cy="260" rx="30" ry="6" fill="#C79C74"/>
      <rect x="-8" y="244" width="16" height="14" rx="3" fill="#fff"/></g>`;
}

/** A clinic room seen from the front: reception desk or lounge; 'event' adds a round promotion badge. */
export function interior(rng: Random, room: Room): string {
  const [A, B] = themePair(rng);
  const cx = W / 2 + between(rng, -50, 50);
  const piece = room === 'lounge' || (room === 'event' && rng.chance(0.5)) ? lounge : desk;
  const left = rng.chance(0.5);
  const windows = [
    rng.chance(0.75) && windowAt(56 + between(rng, 0, 30), 60, 0),
    windowAt(W - 176 - between(rng, 0, 30), 60, 1),
  ];
  if (room === 'event' || !windows[0]) windows[left ? 0 : 1] = false;
  const badgeX = left ? 130 : W - 130;
  const badge =
    room === 'event' &&
    svg`<circle cx="${badgeX}" cy="120" r="52" fill="url(#badge)"/><circle cx="${badgeX}" cy="120" r="44" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/>
    <rect x="${badgeX - 26}" y="106" width="52" height="10" rx="5" fill="#fff"/><rect x="${badgeX - 18}" y="124" width="36" height="8" rx="4" fill="#fff" opacity=".8"/>
    ${sparkle(badgeX + 48, 74, 12)}`;
  const arch = rng.chance(0.5)
    ? svg`<path d="M${cx - 150} ${FLOOR}V190A150 150 0 0 1 ${cx + 150} 190V${FLOOR}Z" fill="${A.soft}" opacity=".55"/>`
    : svg`<circle cx="${cx}" cy="190" r="150" fill="${B.soft}" opacity=".45"/>`;
  return picture(
    W,
    H,
    svg`
    <defs>${linear('wall', [A.light, mix(B.light, B.soft, 0.4)])}${linear('floor', ['#EFE4D8', '#D8C6B2'])}${linear('sky', ['#CFE7F7', '#F4FAFF'])}
      ${linear('desk', ['#FFFFFF', '#EEF0F4'])}${linear('badge', [A.main, A.deep], [0, 0, 1, 1])}
      ${glow('shadow', '#5A4636', 0.28)}${glow('lamp', '#FFF4D6', 0.8)}</defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>${arch}
    <rect y="${FLOOR}" width="${W}" height="${H - FLOOR}" fill="url(#floor)"/><rect y="${FLOOR - 4}" width="${W}" height="8" fill="#fff"/>
    <path d="M0 372H${W}M0 412H${W}" stroke="#CDB9A3" stroke-width="1.5" opacity=".6"/>
    ${windows}${badge}${lamps(rng, cx, rng.chance(0.5) ? A.deep : '#FFFFFF')}
    ${piece(cx, A, B)}
    ${plant(rng, left ? 40 + between(rng, 0, 40) : W - 40 - between(rng, 0, 40), between(rng, 0.9, 1.2), rng.pick(['#fff', A.main, '#D9A27C']))}
    ${rng.chance(0.7) && plant(rng, left ? W - 70 : 70, between(rng, 0.7, 0.9), rng.pick(['#fff', B.main, '#D9A27C']))}`,
  );
}
