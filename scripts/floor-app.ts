// The floor under every page: a bare Next app built and served with this project's own `next`, react and
// react-dom, no code of ours. What it ships, scores and costs to render is what the framework costs before any
// code of ours, so the page benchmarks (scripts/next-floor.ts, npm run bench:pages) measure our pages against it
// in the same run. Two pages of Korean text, no client component, no CSS, no font:
//   /         prerendered at build time (first-load JS, Lighthouse);
//   /dynamic  the same page rendered for every request (`connection()`): the framework's own render cost.
// Built in .data/next-floor; its turbopack root is this repository, so it resolves our node_modules.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { moduleScripts } from './page-measure';

const ROOT = process.cwd();
const DIR = path.join(ROOT, '.data/next-floor');
const next = path.join(ROOT, 'node_modules/.bin/next');

const body = `(
    <main>
      <h1>이용약관</h1>
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i}>제{i + 1}조 본 약관은 회사가 제공하는 서비스의 이용과 관련하여 회사와 회원 간의 권리, 의무 및 책임사항을 규정함을 목적으로 합니다.</p>
      ))}
    </main>
  )`;
const PAGE = `export default function Page() {
  return ${body};
}
`;
const DYNAMIC_PAGE = `import { connection } from 'next/server';
export default async function Page() {
  await connection();
  return ${body};
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

const version = (pkg: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
    .version;

/** What the floor is built with, for the reports. */
export const floorVersions = () =>
  `next ${version('next')}, react ${version('react')}, react-dom ${version('react-dom')}`;

/** Writes and builds the bare app (about a minute); throws with the build's output if it fails. */
export function buildFloor(): void {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(path.join(DIR, 'app/dynamic'), { recursive: true });
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
  writeFileSync(path.join(DIR, 'app/dynamic/page.tsx'), DYNAMIC_PAGE);
  writeFileSync(path.join(DIR, 'app/layout.tsx'), LAYOUT);
  const build = spawnSync(next, ['build'], {
    cwd: DIR,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`the bare app did not build:\n${build.stdout}\n${build.stderr}`);
}

/** Serves the built bare app on `port` (`next start`) once it answers; `stop` ends it. */
export async function startFloor(port: number): Promise<{ base: string; stop: () => Promise<void> }> {
  const base = `http://localhost:${port}`;
  const answers = () =>
    fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    );
  // Something else on the port would be measured instead of the bare app.
  if (await answers()) throw new Error(`${base} already answers: stop what listens there or pass another port`);
  const server = spawn(next, ['start', '-p', String(port)], {
    cwd: DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 150; i++) {
    if (await answers()) return { base, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('the bare app did not answer within 30 s');
}

/** First-load JS of a page: each module script its HTML loads, raw and gzip (level 6, as Next sends it). */
export async function firstLoadScripts(
  base: string,
  page: string,
): Promise<{ src: string; raw: number; gzip: number }[]> {
  const res = await fetch(base + page);
  if (!res.ok) throw new Error(`${base}${page} answered ${res.status}`);
  return Promise.all(
    moduleScripts(await res.text()).map(async (src) => {
      const bytes = Buffer.from(await (await fetch(base + src)).arrayBuffer());
      return { src, raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
    }),
  );
}
