// SSR throughput of a running production server (`npm start`), measured with autocannon: for each
// target a 3 s warm-up (discarded), then 16 connections for 15 s. Targets: a clinic page, the home page
// and a truly static file from the same server (the /_next/static Turbopack runtime chunk the home page
// loads: served from disk by Next's static handler, outside proxy.ts). Requests send a browser's
// Accept-Encoding (gzip, deflate, br), so every row includes Next's per-response compression (static
// files too: `next start` gzips them on each request); --identity leaves it off.
// Local only: the base URL must be localhost. Benchmarks print, nothing asserts.
//   tsx scripts/ssr-throughput.ts [baseUrl] [--duration 15] [--warmup 3] [--connections 16] [--static /path] [--identity]
//   baseUrl: argument, else BENCH_BASE_URL, else http://localhost:3300.
import { createRequire } from 'node:module';
import os from 'node:os';

type Histogram = { average: number; stddev: number; min: number; max: number; p50: number; p97_5: number; p99: number };
type AutocannonResult = {
  requests: Histogram & { total: number };
  latency: Histogram;
  throughput: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
};
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  timeout?: number;
};
// autocannon ships no type declarations; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const valued = ['--duration', '--warmup', '--connections', '--static'];
const positional = argv.filter((a, i) => !a.startsWith('--') && !valued.includes(argv[i - 1]));
const base = new URL(positional[0] ?? process.env.BENCH_BASE_URL ?? 'http://localhost:3300');
const duration = Number(option('duration') ?? '15');
const warmup = Number(option('warmup') ?? '3');
const connections = Number(option('connections') ?? '16');
const headers: Record<string, string> = argv.includes('--identity') ? {} : { 'accept-encoding': 'gzip, deflate, br' };

if (!['localhost', '127.0.0.1', '[::1]'].includes(base.hostname)) {
  console.error(`ssr-throughput: refusing ${base.origin}: local servers only`);
  process.exit(2);
}
if (!(duration > 0 && duration <= 120 && warmup >= 0 && warmup <= 30 && connections >= 1 && connections <= 256)) {
  console.error('ssr-throughput: --duration 1..120, --warmup 0..30, --connections 1..256');
  process.exit(2);
}

const url = (p: string) => new URL(p, base).toString();

async function get(p: string) {
  const res = await fetch(url(p));
  const body = await res.text();
  if (!res.ok) throw new Error(`${url(p)} answered ${res.status}: is the server running (npm start)?`);
  return { res, body };
}

// The static target: the Turbopack runtime chunk the home page loads (every page loads it; ~11 KiB,
// 4 KiB gzip), else the first JS chunk in the HTML.
async function staticTarget(): Promise<string> {
  const explicit = option('static');
  if (explicit) return explicit;
  const { body } = await get('/home');
  const chunks = [...body.matchAll(/\/_next\/static\/chunks\/[\w.~-]+\.js/g)].map((m) => m[0]);
  const chunk = chunks.find((c) => /\/turbopack-[\w-]+\.js$/.test(c)) ?? chunks[0];
  if (!chunk) throw new Error('no /_next/static/chunks/*.js in /home');
  return chunk;
}

const targets = [
  { label: 'clinic page', path: '/contents/clinic/1' },
  { label: 'home page', path: '/home' },
  { label: 'static file', path: await staticTarget() },
];

const rows: string[] = [];
for (const target of targets) {
  const { res, body } = await get(target.path);
  const size = `${(Buffer.byteLength(body) / 1024).toFixed(1)} KiB`;
  const cache = res.headers.get('cache-control') ?? '—';
  if (warmup > 0) await autocannon({ url: url(target.path), connections, duration: warmup, headers });
  const r = await autocannon({ url: url(target.path), connections, duration, headers, timeout: 30 });
  const codes = Object.entries(r.statusCodeStats)
    .map(([code, s]) => `${code}×${s.count}`)
    .join(' ');
  console.error(
    `[throughput] ${target.path}: ${r.requests.total} requests in ${r.duration} s (${codes}), ${r.errors} errors`,
  );
  rows.push(
    `| ${target.label} | \`${target.path}\` | ${size} | ${r.requests.average.toFixed(1)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.non2xx} | ${r.errors} | ${cache} |`,
  );
}

console.log(
  `\nautocannon: ${connections} connections, ${duration} s per target after a ${warmup} s warm-up, ${base.origin}, ` +
    `Accept-Encoding: ${headers['accept-encoding'] ?? 'none'}`,
);
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.log(
  '| target | path | body (uncompressed) | req/s (mean) | p50 ms | p97.5 ms | p99 ms | non-2xx | errors | Cache-Control |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
