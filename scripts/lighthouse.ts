// Lighthouse (mobile defaults: formFactor mobile, simulated Moto G Power / slow 4G throttling) against
// a running production server. Prints the four category scores plus LCP, TBT and CLS per page as a
// markdown table (median over runs) and writes each JSON report to .data/lighthouse/.
//   tsx scripts/lighthouse.ts [baseUrl] [--runs N] [--pages /a,/b] [--audits]
//   baseUrl: argument, else LH_BASE_URL, else http://localhost:3300. Benchmarks print, nothing asserts.
//   --audits also lists, per page, the audits that fail (score < 0.9) in the median run.
//   A page may be a full URL (another server, e.g. the bare Next app of scripts/floor-app.ts): the runs take the
//   pages in turn, so a reference measured this way shares the machine's state with the pages.
//   --json FILE also writes each page's medians ({ performance, lcp, tbt, cls } by page) for another script.
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const optionValues = new Set(['--runs', '--pages'].map((o) => argv.indexOf(o) + 1).filter((i) => i > 0));
const positional = argv.filter((a, i) => !a.startsWith('--') && !optionValues.has(i));
const base = (positional[0] ?? process.env.LH_BASE_URL ?? 'http://localhost:3300').replace(/\/$/, '');
const runs = Math.max(1, Number(option('runs') ?? '3'));
const pages = (option('pages') ?? '/home,/contents,/contents/clinic/1,/contents/review/1').split(',');
const listAudits = argv.includes('--audits');
const jsonFile = option('json');
const urlOf = (p: string) => (/^https?:\/\//.test(p) ? p : base + p);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const outDir = path.resolve('.data/lighthouse');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

type Row = { scores: number[]; lcp: number; tbt: number; cls: number; benchmarkIndex: number; lhr: Result };

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function audit(url: string, attempt = 1): Promise<Row> {
  // A fresh browser (and profile) per run: no HTTP cache, no service worker, no warm V8 code cache.
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) {
      // NO_NAVSTART / NO_FCP happen now and then with headless Chromium under load: try again.
      if (attempt < 3) {
        console.error(`[lighthouse] ${url}: ${lhr.runtimeError.code}, retrying`);
        chrome.kill();
        return audit(url, attempt + 1);
      }
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    return {
      scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
      lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

function failingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 0.9 || a.scoreDisplayMode === 'informative') continue;
      if (a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual') continue;
      if (a.id.endsWith('-insight')) continue; // the performance insights repeat the classic audits
      const weight = ref.weight ? ` (weight ${ref.weight})` : '';
      lines.push(
        `  - [${c}] ${a.id}${weight}: score ${a.score}${a.displayValue ? `, ${a.displayValue}` : ''} — ${a.title}`,
      );
    }
  }
  return lines;
}

// Simulated throttling scales what the host measured: another build or benchmark on the machine shows up
// as TBT. The load average is printed with the results; warn up front when the machine is busy.
const loadBefore = os.loadavg()[0];
if (loadBefore > 1) console.error(`[lighthouse] load average ${loadBefore.toFixed(2)}: results may be noisy`);

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
mkdirSync(outDir, { recursive: true });

// Warm the server (first-request caches, PGlite pages) so run 1 is not the odd one out.
for (const p of pages) {
  const res = await fetch(urlOf(p));
  if (!res.ok) throw new Error(`${urlOf(p)} answered ${res.status}`);
  await res.arrayBuffer();
}

const results = new Map<string, Row[]>(pages.map((p) => [p, []]));
for (let run = 1; run <= runs; run++) {
  for (const p of pages) {
    const row = await audit(urlOf(p));
    results.get(p)!.push(row);
    const file = path.join(outDir, `${stamp}-run${run}${p.replace(/[/:]/g, '_')}.json`);
    writeFileSync(file, JSON.stringify(row.lhr));
    console.error(
      `[lighthouse] run ${run}/${runs} ${p}: ${row.scores.join('/')} LCP ${Math.round(row.lcp)} ms TBT ${Math.round(row.tbt)} ms CLS ${row.cls.toFixed(3)} → ${path.relative(process.cwd(), file)}`,
    );
  }
}

const fmtS = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `\nLighthouse ${results.get(pages[0])![0].lhr.lighthouseVersion}, mobile (simulated throttling), ${base}, median of ${runs} run(s)`,
);
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, Chromium ${results.get(pages[0])![0].lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?'}, ` +
    `load average (1 min) ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after\n`,
);
console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | benchmarkIndex |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [p, rows] of results) {
  const scores = CATEGORIES.map((_, i) => median(rows.map((r) => r.scores[i])));
  console.log(
    `| ${p} | ${scores.join(' | ')} | ${fmtS(median(rows.map((r) => r.lcp)))} | ${Math.round(median(rows.map((r) => r.tbt)))} ms | ${median(rows.map((r) => r.cls)).toFixed(3)} | ${Math.round(median(rows.map((r) => r.benchmarkIndex)))} |`,
  );
}

if (jsonFile) {
  const medians = Object.fromEntries(
    [...results].map(([p, rows]) => [
      p,
      {
        performance: median(rows.map((r) => r.scores[0])),
        lcp: median(rows.map((r) => r.lcp)),
        tbt: median(rows.map((r) => r.tbt)),
        cls: median(rows.map((r) => r.cls)),
      },
    ]),
  );
  writeFileSync(jsonFile, JSON.stringify(medians, null, 2));
}

if (listAudits) {
  console.log('\nFailing audits (score < 0.9) in the median-performance run of each page:');
  for (const [p, rows] of results) {
    const byPerf = [...rows].sort((a, b) => a.scores[0] - b.scores[0]);
    const mid = byPerf[Math.floor((byPerf.length - 1) / 2)];
    console.log(`- ${p}`);
    for (const line of failingAudits(mid.lhr)) console.log(line);
  }
}
