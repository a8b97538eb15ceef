import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { builtEntry, OUT_DIR, SERVER_ENTRIES, SERVER_NODE_FLAGS } from './build-server';

// No Docker on the build machines: the Dockerfile is checked as text against what it relies on — the build script
// CI runs, the files that script writes, and what the server reads at run time (docs/deploy.md).

interface Stage {
  name: string;
  lines: string[];
}

/** The Dockerfile's stages, each with its instructions (comments dropped, continued lines joined). */
function stages(text: string): Stage[] {
  const instructions = text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const found: Stage[] = [];
  for (const line of instructions) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) found.push({ name: from[1] ?? '', lines: [] });
    else found.at(-1)?.lines.push(line);
  }
  return found;
}

const dockerfile = stages(readFileSync('Dockerfile', 'utf8'));
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const stage = (name: string) => dockerfile.find((s) => s.name === name)!;
const runtime = dockerfile.at(-1)!;
const args = (instruction: string, lines: string[]) =>
  lines.filter((l) => l.toUpperCase().startsWith(`${instruction} `)).map((l) => l.slice(instruction.length + 1).trim());

describe('the Dockerfile', () => {
  it('builds with the script CI runs: npm run build = next build, then the server entries', () => {
    const runs = args('RUN', stage('build').lines).join(' && ');
    const [, script] = /npm run (\S+)/.exec(runs) ?? [];
    expect(script).toBe('build');
    expect(scripts[script]).toMatch(/^next build && npm run build:server$/);
    expect(scripts['build:server']).toBe('tsx scripts/build-server.ts');
    expect(args('COPY', stage('build').lines)).toContain('. .');
  });

  it('runs what the build emits, in production: CMD node <flags> dist/start.js --production, as npm run start:prod does', () => {
    const cmd = args('CMD', runtime.lines);
    expect(cmd).toHaveLength(1);
    const command = JSON.parse(cmd[0]) as string[];
    expect(command).toEqual(['node', ...SERVER_NODE_FLAGS, builtEntry('start'), '--production']);
    expect(builtEntry('start')).toBe(`${OUT_DIR}/start.js`);
    expect(SERVER_ENTRIES.start).toBe('scripts/start.ts');
    const flags = SERVER_NODE_FLAGS.join(' ');
    expect(scripts['start:prod']).toContain(`exec node ${flags} ${builtEntry('start')} --production`);
    expect(scripts['backend:prod']).toBe(`exec node ${flags} ${builtEntry('backend')}`);
    // The development servers run with the same flags (what the benchmarks measure: scripts/app-server.ts).
    expect(scripts.start).toBe(`exec node ${flags} --import tsx ${SERVER_ENTRIES.start}`);
    expect(scripts.backend).toBe(`exec node ${flags} --import tsx ${SERVER_ENTRIES.backend}`);
    expect(scripts['worker:prod']).toBe(`exec node ${builtEntry('worker')}`);
    // The build's outputs reach the runtime image.
    const copies = args('COPY', runtime.lines);
    expect(copies).toContain(`--from=build /app/${OUT_DIR} ./${OUT_DIR}`);
    expect(copies).toContain('--from=build /app/.next ./.next');
    expect(args('ENV', runtime.lines).join(' ')).toContain('NODE_ENV=production');
  });

  it('ships production dependencies only, runs as a non-root user, and checks /readyz with node (no curl)', () => {
    const copies = args('COPY', runtime.lines);
    const modules = copies.find((c) => c.endsWith('/app/node_modules ./node_modules'));
    const [, from] = /--from=(\S+)/.exec(modules ?? '') ?? [];
    expect(args('RUN', stage(from).lines).join(' ')).toMatch(/npm ci --omit=dev/);
    expect(args('RUN', runtime.lines).join(' ')).not.toMatch(/npm (ci|install)/);
    const user = args('USER', runtime.lines).at(-1);
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    const healthcheck = args('HEALTHCHECK', runtime.lines).join(' ');
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*fetch\(.*\/readyz/);
    expect(healthcheck).not.toContain('curl');
  });

  it('copies what the server reads from the project at run time', () => {
    const copied = args('COPY', runtime.lines).flatMap((c) =>
      c.split(/\s+/).filter((part) => part.startsWith('/app/')),
    );
    const has = (file: string) => copied.some((c) => file === c.slice(5) || file.startsWith(`${c.slice(5)}/`));
    // The migrations, resolved from the working directory (backend/db/migrate.ts).
    expect(has('backend/db/migrations/meta/_journal.json')).toBe(true);
    // next.config.ts and every file of the project it imports.
    expect(has('next.config.ts')).toBe(true);
    const imports = [...readFileSync('next.config.ts', 'utf8').matchAll(/from '\.\/([^']+)'/g)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    for (const file of imports) expect([file, has(`${file}.ts`)]).toEqual([file, true]);
    expect(has('public/sw.js')).toBe(true);
  });
});

describe('.dockerignore', () => {
  it('keeps what the image makes for itself out of the build context', () => {
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    for (const entry of ['node_modules', '.next', OUT_DIR, '.data', '.git']) expect(ignored).toContain(entry);
  });
});
