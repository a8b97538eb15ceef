import { describe, expect, it } from '@jest/globals';
import { readFileSync, statSync } from 'node:fs';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  FIRST_SCREEN_FILE,
  FIRST_SCREEN_WEIGHTS,
  mergeRanges,
  packageLicence,
  packageSlices,
  parseRanges,
  readPackageSlices,
  stylesheet,
} from './fonts';

// app/fonts/pretendard.css replaces the package's stylesheet (scripts/fonts.ts): the same family, the
// same characters, fewer files for the common ones.
describe('Pretendard stylesheet (npm run fonts)', () => {
  const slices = readPackageSlices();
  const committed = readFileSync('app/fonts/pretendard.css', 'utf8');
  const faces = packageSlices(
    committed
      .replace(`./${FIRST_SCREEN_FILE}`, './woff2-dynamic-subset/first.subset.999.woff2')
      .replace(/\.\.\/\.\.\/node_modules\/pretendard\/dist\/web\/variable\//g, './'),
  );

  it('is what the script writes from the installed package (regenerate after upgrading pretendard)', () => {
    expect(committed).toBe(stylesheet(slices, packageLicence()));
    expect(committed).toMatch(/^\/\*\s*Copyright[\s\S]*SIL Open Font License/);
  });

  it('covers exactly the characters of the package, each by one face', () => {
    const union = (ranges: [number, number][]) => mergeRanges(ranges);
    expect(union(faces.flatMap((f) => f.ranges))).toEqual(union(slices.flatMap((s) => s.ranges)));
    const count = (ranges: [number, number][]) => ranges.reduce((n, [a, b]) => n + b - a + 1, 0);
    expect(faces.reduce((n, f) => n + count(f.ranges), 0)).toBe(count(union(faces.flatMap((f) => f.ranges))));
  });

  it('puts Latin and the common syllables in one small file, the rest in the package slices', () => {
    expect(faces).toHaveLength(slices.length - 10);
    const first = faces.find((f) => f.file.startsWith('first'))!;
    const has = (c: string) => first.ranges.some(([a, b]) => c.codePointAt(0)! >= a && c.codePointAt(0)! <= b);
    for (const c of 'Aa1 .,병원시술후기의사리뷰') expect(has(c)).toBe(true);
    expect(statSync(`app/fonts/${FIRST_SCREEN_FILE}`).size).toBeLessThan(160 * 1024);
    expect(committed.match(/font-display: swap;/g)).toHaveLength(faces.length);
  });

  it('is asked only for weights the first-screen file holds (400–800)', () => {
    // The file is instanced to 400–800 but declared with the package's range (one family, see fonts.ts):
    // a weight outside would draw common characters at 400 or 800 and rare ones at the weight asked.
    const css = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? e.name === 'fonts'
            ? []
            : css(path.join(dir, e.name))
          : e.name.endsWith('.css')
            ? [path.join(dir, e.name)]
            : [],
      );
    const weights = ['app', 'components']
      .flatMap(css)
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/font-weight:\s*([^;}\s]+)/g)].map((m) => `${f}: ${m[1]}`));
    expect(weights.length).toBeGreaterThan(50);
    const outside = weights.filter((w) => {
      const value = w.split(': ')[1];
      const n = value === 'normal' ? 400 : value === 'bold' ? 700 : Number(value);
      return !(n >= FIRST_SCREEN_WEIGHTS.min && n <= FIRST_SCREEN_WEIGHTS.max);
    });
    expect(outside).toEqual([]);
  });

  it('reads unicode ranges as the package writes them', () => {
    expect(parseRanges('U+20-7e, U+ac00, U+D7')).toEqual([
      [0x20, 0x7e],
      [0xac00, 0xac00],
      [0xd7, 0xd7],
    ]);
    expect(() => parseRanges('U+zz')).toThrow(/unicode-range/);
  });
});
