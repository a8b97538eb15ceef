import { expect, test } from './helpers/test';

// The web font (components/layout/web-font-switch.tsx, lib/web-font.ts): never fetched before a first page is
// drawn, never switched on under the reader, used from the next page shown.

test.describe('Pretendard', () => {
  // What the page's text is drawn in: Pretendard's glyphs measure differently from the fallback's.
  const drawn = () =>
    document.fonts.ready.then(() => {
      const text = '병원 후기 리뷰 상담 신청하기 Beauty 2026';
      const ctx = document.createElement('canvas').getContext('2d')!;
      const width = (font: string) => ((ctx.font = font), ctx.measureText(text).width);
      return {
        on: document.documentElement.classList.contains('wf'),
        body: getComputedStyle(document.body).fontFamily,
        check: document.fonts.check('700 15px "Pretendard Variable"', text),
        pretendard: width('15px "Pretendard Variable", monospace'),
        fallback: width('15px monospace'),
        loaded: [...document.fonts].filter((f) => f.family.includes('Pretendard') && f.status === 'loaded').length,
        // When each font request started and when the page's load event came, in ms since navigation.
        fontStarts: performance
          .getEntriesByType('resource')
          .filter((e) => /\.woff2$/.test(e.name))
          .map((e) => e.startTime),
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      };
    });

  test('the first page stays in the system font and fetches Pretendard after load; the next page shown is in it', async ({
    page,
  }) => {
    const fonts: { url: string; type: string; status: number }[] = [];
    page.on('response', (r) => {
      if (/\.woff2$/.test(r.url())) fonts.push({ url: r.url(), type: r.request().resourceType(), status: r.status() });
    });
    await page.goto('/contents');
    await expect(page.getByRole('link', { name: /피부과|성형외과|한의원/ }).first()).toBeVisible();
    // A browser that has never loaded it: the font file is downloaded once the page has loaded, not used on it
    // (no second layout of the text while the page becomes interactive), and remembered.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wf'))).toBe('1');
    const first = await page.evaluate(drawn);
    expect(first.on).toBe(false);
    expect(first.body).not.toMatch(/Pretendard/);
    expect(first.loaded).toBe(0);
    expect(first.fontStarts.length).toBe(1);
    expect(first.fontStarts[0]).toBeGreaterThanOrEqual(first.load);
    expect(fonts).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/\/pretendard-first-screen\.[\w-]+\.woff2$/), status: 200 }),
    ]);

    // The next page shown in the app is drawn in Pretendard, from that one file (the package's slices 81–91 are
    // inside it; a page may still need a few rarer ones).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page
      .getByRole('link', { name: /피부과|성형외과|한의원/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contents\/clinic\/\d+/);
    await expect(page.locator('html.wf')).toBeAttached();
    const shown = await page.evaluate(drawn);
    expect(shown.check).toBe(true);
    expect(shown.pretendard).not.toBe(shown.fallback);
    expect(shown.body).toMatch(/^"?Pretendard Variable/);
    expect(fonts.filter((f) => /PretendardVariable\.subset\.(8[1-9]|9[01])\./.test(f.url))).toEqual([]);
    expect(fonts.length).toBeLessThanOrEqual(4);

    // The next page opened in this browser (a reload, a link from elsewhere) is in Pretendard from the start.
    await page.goto('/contents/review/1');
    const next = await page.evaluate(drawn);
    expect(next.on).toBe(true);
    expect(next.check).toBe(true);
    expect(next.fontStarts.length).toBeGreaterThan(0);
    expect(Math.min(...next.fontStarts)).toBeLessThan(next.load);
  });
});
