// The floor under every page (scripts/floor-app.ts): builds the bare Next app, serves it and prints what its page
// loads (first-load JS, gzip level 6, as our pages are measured) and its Lighthouse mobile scores.
// `npm run bench:pages` measures the same floor in its own run, next to our pages.
//   tsx scripts/next-floor.ts [--lighthouse-runs N (3; 0 skips)] [--port P (3600)]
import path from 'node:path';
import { buildFloor, firstLoadScripts, floorVersions, startFloor } from './floor-app';
import { lighthouse } from './page-measure';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const port = Number(option('port', '3600'));
const lighthouseRuns = Number(option('lighthouse-runs', '3'));

console.log(`[floor] bare app with ${floorVersions()}: building in .data/next-floor…`);
buildFloor();
const floor = await startFloor(port);
try {
  const rows = await firstLoadScripts(floor.base, '/');
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log('\n| script | raw | gzip |\n|---|---|---|');
  for (const r of rows.sort((a, b) => b.gzip - a.gzip))
    console.log(`| ${path.basename(r.src)} | ${kib(r.raw)} | ${kib(r.gzip)} |`);
  const total = rows.reduce((s, r) => ({ raw: s.raw + r.raw, gzip: s.gzip + r.gzip }), { raw: 0, gzip: 0 });
  console.log(
    `| **first-load JS of a bare page** (${rows.length} scripts) | ${kib(total.raw)} | **${kib(total.gzip)}** |`,
  );
  if (lighthouseRuns > 0) console.log(`\n${await lighthouse(floor.base, ['/'], lighthouseRuns)}`);
} finally {
  await floor.stop();
}
