// The second half of `npm run build` (after `next build`): the server entry points compiled to plain JavaScript in
// dist/, so a production instance runs `node dist/start.js` with no TypeScript loader. Each is one ES module file
// holding the repository's own code it imports (the `@/` alias resolved from tsconfig.json); packages stay imports
// of node_modules. Next's own bundle (.next/) is `next build`'s; these files load it through Next's handler.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const OUT_DIR = 'dist';

/** dist/<name>.js ← source: `npm run start:prod`, `npm run worker:prod`, `npm run backend:prod`. */
export const SERVER_ENTRIES = {
  start: 'scripts/start.ts',
  worker: 'scripts/worker.ts',
  backend: 'backend/server.ts',
} as const;

/**
 * Node's flags for a serving process (the web app, the standalone backend), in package.json's start and backend
 * scripts, the Dockerfile's CMD and the benchmarks' servers. A larger young generation (V8's default semi-space is
 * 16 MB): an uncached render allocates a few MB (the RSC payload is built, parsed back for the HTML, and inlined),
 * so the scavenger took 11.6% of the web process's CPU under load (--cpu-prof, clinic page, 16 connections); with
 * 64 MB, 8.1%. Throughput gained a little (docs/benchmarks.md, part 7: within the noise of 10 s runs in bench:pages).
 * At most 3 × 48 MB more memory per process.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const;

/** The file `npm run build` writes for an entry, relative to the project root. */
export const builtEntry = (name: keyof typeof SERVER_ENTRIES): string => `${OUT_DIR}/${name}.js`;

export async function buildServer(): Promise<void> {
  // tsx's own esbuild (tsx is a dependency): the compiler that runs these same files under `npm start`, whichever
  // other esbuild versions the development tools bring along.
  const { build } = createRequire(import.meta.resolve('tsx'))('esbuild') as typeof import('esbuild');
  rmSync(OUT_DIR, { recursive: true, force: true });
  const started = Date.now();
  const result = await build({
    entryPoints: SERVER_ENTRIES,
    outdir: OUT_DIR,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    // Modules imported dynamically stay files of their own, loaded when imported: start.js sets the serving
    // environment (NODE_ENV…) before Next, React or the backend's packages load (scripts/start.ts).
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    // Not minified, so stack traces stay readable; NODE_OPTIONS=--enable-source-maps maps them to the sources.
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  const files = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const kB = (bytes: number) => `${Math.ceil(bytes / 1024)} kB`;
  const entries = (Object.keys(SERVER_ENTRIES) as (keyof typeof SERVER_ENTRIES)[]).map(builtEntry);
  const chunks = files.filter(([file]) => !entries.includes(file));
  console.log(
    `[build-server] ${entries.join(', ')} + ${chunks.length} shared chunks ` +
      `(${kB(files.reduce((sum, [, { bytes }]) => sum + bytes, 0))}) in ${Date.now() - started} ms`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await buildServer();
