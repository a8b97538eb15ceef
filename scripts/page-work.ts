// What the browser does to show a page, unthrottled, on this machine: main-thread layout and style time
// (Chromium trace), how many layouts took more than 5 ms (each web font file that arrives lays the text out
// again), and the font files and bytes the page fetched. Median of N fresh browser contexts per page, at
// 390×844. Lighthouse's simulated numbers move a lot between runs on a 2-core machine; these are steadier.
//   tsx scripts/page-work.ts [baseUrl (http://localhost:3300)] [--runs N (5)] [--pages /a,/b]
import { chromium } from '@playwright/test';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const base = (
  argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--')) ?? 'http://localhost:3300'
).replace(/\/$/, '');
const runs = Math.max(1, Number(option('runs', '5')));
const pages = option('pages', '/home,/contents,/contents/clinic/1,/contents/review/1').split(',');

type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; args?: { name?: string } };
type Sample = { layoutMs: number; styleMs: number; layouts: number; fonts: number; fontKiB: number; htmlKiB: number };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`Page work at ${base}, 390×844, median of ${runs} fresh contexts (unthrottled)\n`);
console.log(
  '| page | layout ms | style ms | layouts > 5 ms | font files | font KiB | HTML KiB (decoded) |\n|---|---|---|---|---|---|---|',
);
try {
  for (const p of pages) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const bodies: Promise<number>[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'font')
          bodies.push(
            r.body().then(
              (b) => b.length,
              () => 0,
            ),
          );
      });
      await browser.startTracing(page, { categories: ['devtools.timeline'] });
      const response = await page.goto(base + p, { waitUntil: 'load' });
      const htmlBytes = (await response?.body())?.length ?? 0;
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(1000);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
        .traceEvents;
      const main = new Set(
        events
          .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
          .map((e) => `${e.pid}:${e.tid}`),
      );
      const complete = events.filter((e) => e.ph === 'X' && e.dur && main.has(`${e.pid}:${e.tid}`));
      const total = (name: string) => complete.filter((e) => e.name === name).reduce((s, e) => s + e.dur! / 1000, 0);
      const fontBytes = (await Promise.all(bodies)).reduce((s, n) => s + n, 0);
      samples.push({
        layoutMs: total('Layout'),
        styleMs: total('UpdateLayoutTree'),
        layouts: complete.filter((e) => e.name === 'Layout' && e.dur! > 5000).length,
        fonts: bodies.length,
        fontKiB: fontBytes / 1024,
        htmlKiB: htmlBytes / 1024,
      });
      await context.close();
    }
    const m = (k: keyof Sample) => median(samples.map((s) => s[k]));
    console.log(
      `| \`${p}\` | ${m('layoutMs').toFixed(0)} | ${m('styleMs').toFixed(0)} | ${m('layouts')} | ${m('fonts')} | ${m('fontKiB').toFixed(0)} | ${m('htmlKiB').toFixed(1)} |`,
    );
  }
} finally {
  await browser.close();
}
