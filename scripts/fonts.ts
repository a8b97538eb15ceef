// Pretendard for the first screen: `npm run fonts` writes app/fonts/pretendard.css and
// app/fonts/pretendard-first-screen.woff2 from the pretendard package (both committed; run it again
// after upgrading pretendard).
//
// The package's dynamic subset splits the variable font into 92 files of ~100 characters, ordered by
// how common they are. Every Korean page here loads the eleven most common (81–91: Latin, digits,
// punctuation and the ~1,000 most used syllables, 286 KB), each arriving on its own and each making
// the browser lay the page out again. Those eleven become one file, with only the weights the CSS
// uses (400–800 of the 45–920 axis) and the layout features text here can use: 145 KB, one request,
// one re-layout. The other 81 slices stay as they are (rarer characters, loaded only where a page has
// them), with the same family name and disjoint unicode ranges, and font-display: swap throughout.
// Pretendard is under the SIL Open Font License 1.1 with the Reserved Font Name 'Pretendard'. The file
// keeps the font's copyright and licence records and the stylesheet the package's licence notice. It is a
// subset and weight range of the same outlines, serving the same text on this site (the kind of web
// optimisation SIL's paper on web fonts and reserved names discusses); whether to rename it is noted in
// docs/benchmarks.md (2026-11-27).
//   tsx scripts/fonts.ts [--check]   --check: only verify that the committed CSS is what this writes
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const PACKAGE = 'node_modules/pretendard/dist/web/variable';
const OUT_DIR = 'app/fonts';
export const FIRST_SCREEN_SLICES = { from: 81, to: 91 };
export const FIRST_SCREEN_FILE = 'pretendard-first-screen.woff2';
export const FIRST_SCREEN_WEIGHTS = { min: 400, max: 800 };
// name table records kept besides the defaults: trademark, manufacturer, designer, vendor and designer
// URLs, licence description and licence URL.
const LICENCE_NAME_IDS = [7, 8, 9, 11, 12, 13, 14];
// The package's variable font axis, as its CSS declares it.
const WEIGHT_RANGE = '45 920';
// What hb-subset keeps by default for text, plus tabular digits (font-variant-numeric in the CSS) and
// the alternate 'ss05' the package's own slices keep; no stylistic sets or alternates nobody selects.
const KEEP_FEATURES = [
  'kern',
  'cpsp',
  'calt',
  'case',
  'ccmp',
  'clig',
  'liga',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'dnom',
  'numr',
  'frac',
  'sinf',
  'subs',
  'sups',
  'fwid',
  'pwid',
  'tnum',
  'ss05',
];

export type Slice = { index: number; file: string; ranges: [number, number][] };

export function parseRanges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const m = part.trim().match(/^U\+([0-9a-f]+)(?:-([0-9a-f]+))?$/i);
    if (!m) throw new Error(`pretendard CSS: unexpected unicode-range part '${part}'`);
    return [parseInt(m[1], 16), parseInt(m[2] ?? m[1], 16)];
  });
}

export function packageSlices(css: string): Slice[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const file = body.match(/url\(\s*['"]?\.\/woff2-dynamic-subset\/([^'")]+)['"]?\s*\)/)?.[1];
    const index = Number(file?.match(/subset\.(\d+)\.woff2$/)?.[1]);
    const range = body.match(/unicode-range:\s*([^;]+);/)?.[1];
    if (!file || !Number.isInteger(index) || !range)
      throw new Error('pretendard CSS: a @font-face without a subset file or unicode-range');
    return { index, file, ranges: parseRanges(range) };
  });
}

const hex = (n: number) => n.toString(16);
export const formatRanges = (ranges: [number, number][]) =>
  ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');

/** Sorted, merged code point ranges. */
export function mergeRanges(ranges: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [a, b] of [...ranges].sort((x, y) => x[0] - y[0])) {
    const last = out.at(-1);
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

const isFirstScreen = (s: Slice) => s.index >= FIRST_SCREEN_SLICES.from && s.index <= FIRST_SCREEN_SLICES.to;
const firstScreenRanges = (slices: Slice[]) => mergeRanges(slices.filter(isFirstScreen).flatMap((s) => s.ranges));

function face(src: string, weights: string, ranges: [number, number][]) {
  return [
    '@font-face {',
    "  font-family: 'Pretendard Variable';",
    '  font-style: normal;',
    '  font-display: swap;',
    `  font-weight: ${weights};`,
    `  src: url(${src}) format('woff2-variations');`,
    `  unicode-range: ${formatRanges(ranges)};`,
    '}',
  ].join('\n');
}

/** The stylesheet: the first-screen file, then the package's other slices by their files in node_modules. */
export function stylesheet(slices: Slice[], licence: string): string {
  const first = firstScreenRanges(slices);
  const rest = slices.filter((s) => !isFirstScreen(s)).sort((a, b) => b.index - a.index);
  return [
    licence,
    '/* Generated by `npm run fonts` (scripts/fonts.ts) from the pretendard package: do not edit. */',
    // Declared with the package's weight range although the file holds 400–800 (a weight outside is drawn
    // at the nearest): the browser only combines faces with the same descriptors into one family, so a
    // narrower range here would make it pick one set of faces and never use the other.
    face(`./${FIRST_SCREEN_FILE}`, WEIGHT_RANGE, first),
    ...rest.map((s) => face(`../../${PACKAGE}/woff2-dynamic-subset/${s.file}`, WEIGHT_RANGE, s.ranges)),
    '',
  ].join('\n');
}

const packageCss = () => readFileSync(path.join(PACKAGE, 'pretendardvariable-dynamic-subset.css'), 'utf8');

export function readPackageSlices(): Slice[] {
  return packageSlices(packageCss());
}

/** The package stylesheet's opening comment: the copyright and the SIL Open Font License notice. */
export function packageLicence(): string {
  const head = packageCss().match(/^\/\*[\s\S]*?\*\//)?.[0];
  if (!head?.includes('Open Font License')) throw new Error('pretendard CSS: no licence comment at its top');
  return head;
}

async function main() {
  const slices = readPackageSlices();
  const css = stylesheet(slices, packageLicence());
  const cssFile = path.join(OUT_DIR, 'pretendard.css');
  if (process.argv.includes('--check')) {
    const same = readFileSync(cssFile, 'utf8') === css;
    console.log(
      same ? `${cssFile} is up to date` : `${cssFile} differs from what scripts/fonts.ts writes: run npm run fonts`,
    );
    process.exit(same ? 0 : 1);
  }
  const text = firstScreenRanges(slices)
    .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)))
    .join('');
  const font = await subsetFont(readFileSync(path.join(PACKAGE, 'woff2/PretendardVariable.woff2')), text, {
    targetFormat: 'woff2',
    keepFeatures: KEEP_FEATURES,
    variationAxes: {
      wght: { min: FIRST_SCREEN_WEIGHTS.min, max: FIRST_SCREEN_WEIGHTS.max, default: FIRST_SCREEN_WEIGHTS.min },
    },
    // The font's copyright, trademark, designer, vendor and licence records stay in the file (the
    // subsetter keeps only the naming records by default).
    preserveNameIds: LICENCE_NAME_IDS,
  });
  writeFileSync(path.join(OUT_DIR, FIRST_SCREEN_FILE), font);
  writeFileSync(cssFile, css);
  const before = slices
    .filter(isFirstScreen)
    .reduce((sum, s) => sum + readFileSync(path.join(PACKAGE, 'woff2-dynamic-subset', s.file)).length, 0);
  console.log(
    `${FIRST_SCREEN_FILE}: ${[...text].length} characters, ${(font.length / 1024).toFixed(1)} KiB (the package's slices ${FIRST_SCREEN_SLICES.from}–${FIRST_SCREEN_SLICES.to}: ${(before / 1024).toFixed(1)} KiB in ${FIRST_SCREEN_SLICES.to - FIRST_SCREEN_SLICES.from + 1} files)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
