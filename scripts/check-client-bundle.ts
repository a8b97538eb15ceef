// `tsx scripts/check-client-bundle.ts [before.json]` after `next build`: proves from the build's own output that
// no backend code reaches the browser (the browser's BFF client imports the backend's types only), and prints each
// page's first-load JS. With a saved route-bundle-stats.json of an earlier build, it fails when a public page grew.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CHUNKS = join('.next', 'static', 'chunks');
const STATS = join('.next', 'diagnostics', 'route-bundle-stats.json');

// Strings only backend code carries: its ORM and database, its router and OpenAPI machinery, its logger, its
// token checks and its in-process address. The typed client's own code (hono/client) carries none of them.
const BACKEND_MARKERS = [
  'drizzle',
  'pglite',
  'OpenAPIHono',
  'openAPIRegistry',
  'createBackend',
  'RegExpRouter',
  'hono-pino',
  'requireMember',
  'backend.internal',
];

// The clinics' console (behind a staff sign-in) may carry the typed client itself; a public page may not grow.
const isPublic = (route: string) => !route.startsWith('/partner/') && route !== '/partner';

type Stat = { route: string; firstLoadUncompressedJsBytes: number };
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Stat[];

let failed = false;
const files = readdirSync(CHUNKS).filter((f) => f.endsWith('.js'));
for (const marker of BACKEND_MARKERS) {
  const hits = files.filter((f) => readFileSync(join(CHUNKS, f), 'utf8').includes(marker));
  if (hits.length) {
    failed = true;
    console.log(`backend code in the browser: "${marker}" in ${hits.join(', ')}`);
  }
}
console.log(`${files.length} client chunks, none with backend code: ${failed ? 'NO' : 'yes'}`);

const after = read(STATS);
const before = process.argv[2]
  ? new Map(read(process.argv[2]).map((s) => [s.route, s.firstLoadUncompressedJsBytes]))
  : null;
for (const { route, firstLoadUncompressedJsBytes: bytes } of after.sort((a, b) => a.route.localeCompare(b.route))) {
  const was = before?.get(route);
  const delta = was === undefined ? '' : ` ${bytes - was >= 0 ? '+' : ''}${bytes - was}`;
  const grew = was !== undefined && bytes > was && isPublic(route);
  failed ||= grew;
  console.log(`${String(bytes).padStart(8)}${delta.padStart(8)}  ${route}${grew ? '  ← grew' : ''}`);
}
process.exit(failed ? 1 : 0);
