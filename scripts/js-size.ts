// First-load JS per route of the production build in .next/ (Next 16 no longer prints sizes). A route
// loads the root main files (.next/build-manifest.json: React, the Next runtime, the Turbopack runtime)
// plus the entry chunks of its segment tree (layouts, templates, error, global-error, loading, page; not
// the not-found/forbidden/unauthorized boundaries) listed in
// .next/server/app/<route>/page_client-reference-manifest.js. --verify checks that against the HTML. Sizes are raw and gzip (zlib level 6, what
// `next start` sends); polyfills (<script nomodule>, skipped by modern browsers) are listed apart.
//   tsx scripts/js-size.ts [--all] [--verify [baseUrl]]
//   --all      every page, not just /home, /contents, /contents/clinic/[clinicId], /contents/review/[reviewId]
//   --verify   also fetch each page from a running server (default http://localhost:3300, ids = 1) and
//              check that its <script src> list is the one computed from the manifests.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const NEXT = path.resolve('.next');
const argv = process.argv.slice(2);
const all = argv.includes('--all');
const verifyAt = argv.indexOf('--verify');
const verifyBase =
  verifyAt < 0
    ? null
    : argv[verifyAt + 1] && !argv[verifyAt + 1].startsWith('--')
      ? argv[verifyAt + 1]
      : 'http://localhost:3300';
const DEFAULT_ROUTES = ['/home', '/contents', '/contents/clinic/[clinicId]', '/contents/review/[reviewId]'];

if (!existsSync(path.join(NEXT, 'BUILD_ID'))) {
  console.error('js-size: no production build in .next/ (run `next build` or `npm start` first)');
  process.exit(2);
}

type RscManifest = {
  entryJSFiles?: Record<string, string[]>;
  entryCSSFiles?: Record<string, { path: string; inlined?: boolean }[]>;
};
const buildManifest = JSON.parse(readFileSync(path.join(NEXT, 'build-manifest.json'), 'utf8')) as {
  rootMainFiles: string[];
  polyfillFiles: string[];
};

function pageManifests(dir = path.join(NEXT, 'server/app')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return pageManifests(p);
    return e.name === 'page_client-reference-manifest.js' ? [p] : [];
  });
}

function routeOf(manifestFile: string) {
  const rel = path.relative(path.join(NEXT, 'server/app'), path.dirname(manifestFile)).split(path.sep).join('/');
  return `/${rel}`.replace(/\/$/, '') || '/';
}

function readRscManifest(file: string): RscManifest {
  const sandbox: { __RSC_MANIFEST?: Record<string, RscManifest> } = {};
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file });
  const entries = Object.values(sandbox.__RSC_MANIFEST ?? {});
  if (entries.length !== 1) throw new Error(`${file}: expected one manifest entry, found ${entries.length}`);
  return entries[0];
}

const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number }>();
function size(file: string) {
  let s = sizeCache.get(file);
  if (!s) {
    const buf = readFileSync(path.join(NEXT, file.replace(/^\/?_next\//, '')));
    s = { raw: buf.length, gzip: gzipSync(buf, { level: 6 }).length, brotli: brotliCompressSync(buf).length };
    sizeCache.set(file, s);
  }
  return s;
}
const sum = (files: string[], key: 'raw' | 'gzip' | 'brotli') => files.reduce((n, f) => n + size(f)[key], 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const manifests = new Map(pageManifests().map((f) => [routeOf(f), f]));
const routes = all ? [...manifests.keys()].filter((r) => !r.startsWith('/_')).sort() : DEFAULT_ROUTES;

const rows: { route: string; js: string[]; css: string[] }[] = [];
for (const route of routes) {
  const file = manifests.get(route);
  if (!file) throw new Error(`no page_client-reference-manifest.js for ${route}`);
  const m = readRscManifest(file);
  const js = new Set(buildManifest.rootMainFiles);
  for (const [entry, files] of Object.entries(m.entryJSFiles ?? {})) {
    // not-found / forbidden / unauthorized boundaries are fetched when one is rendered, not up front.
    if (/\/(not-found|forbidden|unauthorized)$/.test(entry)) continue;
    for (const f of files) js.add(f);
  }
  const css = new Set<string>();
  for (const files of Object.values(m.entryCSSFiles ?? {})) for (const f of files) if (!f.inlined) css.add(f.path);
  rows.push({ route, js: [...js], css: [...css] });
}

// Chunks every listed route loads (framework, runtime, root layout) vs. the route's own.
const shared = rows.map((r) => r.js).reduce((a, b) => a.filter((f) => b.includes(f)));

console.log(`First-load JS per route, build ${readFileSync(path.join(NEXT, 'BUILD_ID'), 'utf8').trim()} (.next/)\n`);
console.log('| route | scripts | JS raw | JS gzip | JS brotli | shared gzip | route-specific gzip | CSS gzip |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const own = r.js.filter((f) => !shared.includes(f));
  console.log(
    `| ${r.route} | ${r.js.length} | ${kb(sum(r.js, 'raw'))} | **${kb(sum(r.js, 'gzip'))}** | ${kb(sum(r.js, 'brotli'))} | ${kb(sum(shared, 'gzip'))} | ${kb(sum(own, 'gzip'))} | ${kb(sum(r.css, 'gzip'))} |`,
  );
}
console.log(
  `\nPolyfills (nomodule, not loaded by modern browsers): ${buildManifest.polyfillFiles.map((f) => `${f} ${kb(size(f).gzip)} gzip`).join(', ')}`,
);

console.log('\n| chunk | raw | gzip | loaded by |');
console.log('|---|---|---|---|');
const chunks = [...new Set(rows.flatMap((r) => r.js))].sort((a, b) => size(b).gzip - size(a).gzip);
for (const c of chunks) {
  const users = rows.filter((r) => r.js.includes(c)).map((r) => r.route);
  console.log(
    `| ${c.replace('static/chunks/', '')} | ${kb(size(c).raw)} | ${kb(size(c).gzip)} | ${users.length === rows.length ? 'all' : users.join(', ')} |`,
  );
}

if (verifyBase) {
  let mismatches = 0;
  for (const r of rows) {
    const url = new URL(r.route.replace(/\[[^\]]+\]/g, '1'), verifyBase);
    const html = await (await fetch(url)).text();
    const inHtml = new Set([...html.matchAll(/<script[^>]*\ssrc="\/_next\/([^"?]+)/g)].map((m) => m[1]));
    for (const f of buildManifest.polyfillFiles) inHtml.delete(f);
    const computed = new Set(r.js);
    const missing = [...inHtml].filter((f) => !computed.has(f));
    const extra = [...computed].filter((f) => !inHtml.has(f));
    if (missing.length || extra.length) mismatches++;
    console.log(
      `verify ${url.pathname}: ${inHtml.size} scripts in HTML${missing.length ? `, not in manifest: ${missing.join(' ')}` : ''}${extra.length ? `, not in HTML: ${extra.join(' ')}` : ''}${!missing.length && !extra.length ? ', same as computed' : ''}`,
    );
  }
  if (mismatches) process.exitCode = 1;
}
