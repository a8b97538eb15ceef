// First-load JS of every public page, measured from a running server the way scripts/next-floor.ts measures
// the bare page: the module scripts its HTML loads (moduleScripts), each gzipped at level 6, summed. Prints a
// markdown table and the chunks each page loads beyond the ones every page loads.
//   tsx scripts/first-load.ts [baseUrl (http://localhost:3300)] [--chunks]
import { gzipSync } from 'node:zlib';
import { moduleScripts } from './page-measure';

const argv = process.argv.slice(2);
const base = argv.find((a) => !a.startsWith('--')) ?? 'http://localhost:3300';
const showChunks = argv.includes('--chunks');

const PAGES = [
  '/home',
  '/contents',
  '/contents?tabId=doctors',
  '/contents?tabId=events',
  '/contents?tabId=reviews',
  '/contents/clinic/1',
  '/contents/doctor/1',
  '/contents/event/1',
  '/contents/review/1',
  '/search',
  '/search?q=%EA%B0%95%EB%82%A8',
];

const sizes = new Map<string, number>();
async function gzipSize(src: string) {
  let n = sizes.get(src);
  if (n === undefined) {
    const res = await fetch(new URL(src, base));
    if (!res.ok) throw new Error(`${src}: ${res.status}`);
    n = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 6 }).length;
    sizes.set(src, n);
  }
  return n;
}
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const rows: { page: string; scripts: string[]; gzip: number }[] = [];
for (const page of PAGES) {
  const res = await fetch(new URL(page, base), { headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`${page}: ${res.status}`);
  const scripts = moduleScripts(await res.text());
  let gzip = 0;
  for (const s of scripts) gzip += await gzipSize(s);
  rows.push({ page, scripts, gzip });
}
const shared = rows.map((r) => r.scripts).reduce((a, b) => a.filter((s) => b.includes(s)));
let sharedGzip = 0;
for (const s of shared) sharedGzip += await gzipSize(s);

console.log(`| page | scripts | first-load JS gzip KiB | beyond what every page loads |`);
console.log('|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.page} | ${r.scripts.length} | ${kib(r.gzip)} | ${kib(r.gzip - sharedGzip)} |`);
}
console.log(`\nEvery page loads ${shared.length} scripts, ${kib(sharedGzip)} KiB gzip.`);
if (showChunks) {
  for (const s of shared) console.log(`  shared ${s} ${kib(await gzipSize(s))}`);
  for (const r of rows) {
    const own = r.scripts.filter((s) => !shared.includes(s));
    console.log(`${r.page}: ${own.map((s) => `${s.replace(/^.*\//, '')} ${kib(sizes.get(s) ?? 0)}`).join(', ')}`);
  }
}
