// The floor under every page: a bare Next app — one server-rendered page of Korean text, no client
// component, no CSS, no font — built and served with this project's own `next`, react and react-dom, and
// measured the way our pages are (module scripts in the HTML, gzip level 6; Lighthouse mobile with
// scripts/lighthouse.ts). What it ships is what the framework costs before any code of ours.
//   tsx scripts/next-floor.ts [--lighthouse-runs N (3; 0 skips)] [--port P (3600)]
// Builds in .data/next-floor (its turbopack root is this repository, so it resolves our node_modules).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { lighthouse, moduleScripts } from './page-measure';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const port = Number(option('port', '3600'));
const lighthouseRuns = Number(option('lighthouse-runs', '3'));
const ROOT = process.cwd();
const DIR = path.join(ROOT, '.data/next-floor');
const next = path.join(ROOT, 'node_modules/.bin/next');

const PAGE = `export default function Page() {
  return (
    <main>
      <h1>이용약관</h1>
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i}>제{i + 1}조 본 약관은 회사가 제공하는 서비스의 이용과 관련하여 회사와 회원 간의 권리, 의무 및 책임사항을 규정함을 목적으로 합니다.</p>
      ))}
    </main>
  );
}
`;
const LAYOUT = `import type { ReactNode } from 'react';
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <head><meta name="viewport" content="width=device-width, initial-scale=1" /><title>이용약관</title><meta name="description" content="floor" /></head>
      <body>{children}</body>
    </html>
  );
}
`;

rmSync(DIR, { recursive: true, force: true });
mkdirSync(path.join(DIR, 'app'), { recursive: true });
writeFileSync(path.join(DIR, 'package.json'), JSON.stringify({ name: 'next-floor', private: true, type: 'module' }));
writeFileSync(
  path.join(DIR, 'next.config.mjs'),
  `export default { turbopack: { root: ${JSON.stringify(ROOT)} }, poweredByHeader: false };\n`,
);
writeFileSync(
  path.join(DIR, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      jsx: 'react-jsx',
      module: 'esnext',
      moduleResolution: 'bundler',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
    },
    include: ['**/*.tsx'],
  }),
);
writeFileSync(path.join(DIR, 'app/page.tsx'), PAGE);
writeFileSync(path.join(DIR, 'app/layout.tsx'), LAYOUT);

const version = (pkg: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
    .version;
console.log(
  `[floor] bare app with next ${version('next')}, react ${version('react')}, react-dom ${version('react-dom')}: building in ${path.relative(ROOT, DIR)}…`,
);
const build = spawnSync(next, ['build'], {
  cwd: DIR,
  encoding: 'utf8',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
});
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}

const base = `http://localhost:${port}`;
// Something else on the port would be measured instead of the bare app.
if (
  await fetch(base).then(
    () => true,
    () => false,
  )
) {
  console.error(`[floor] ${base} already answers: stop what listens there or pass --port`);
  process.exit(1);
}
const server = spawn(next, ['start', '-p', String(port)], {
  cwd: DIR,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
try {
  let html = '';
  for (let i = 0; i < 100 && !html; i++) {
    html = await fetch(`${base}/`).then(
      (r) => (r.ok ? r.text() : ''),
      () => '',
    );
    if (!html) await new Promise((r) => setTimeout(r, 200));
  }
  if (!html) throw new Error('the bare app did not answer');
  const scripts = moduleScripts(html);
  const rows = await Promise.all(
    scripts.map(async (src) => {
      const body = Buffer.from(await (await fetch(base + src)).arrayBuffer());
      return { src, raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
    }),
  );
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log('\n| script | raw | gzip |\n|---|---|---|');
  for (const r of rows.sort((a, b) => b.gzip - a.gzip))
    console.log(`| ${path.basename(r.src)} | ${kib(r.raw)} | ${kib(r.gzip)} |`);
  const total = rows.reduce((s, r) => ({ raw: s.raw + r.raw, gzip: s.gzip + r.gzip }), { raw: 0, gzip: 0 });
  console.log(
    `| **first-load JS of a bare page** (${rows.length} scripts) | ${kib(total.raw)} | **${kib(total.gzip)}** |`,
  );

  if (lighthouseRuns > 0) {
    console.log(`\n${await lighthouse(base, ['/'], lighthouseRuns)}`);
  }
} finally {
  server.kill('SIGTERM');
}
