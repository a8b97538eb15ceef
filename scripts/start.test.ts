import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The real `npm start` process: a production start without AUTH_SECRET stops before it builds, opens a
// database or listens.
const dir = mkdtempSync(path.join(tmpdir(), 'start-refusal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const vars: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DIR: path.join(dir, 'pglite'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    PORT: '3497',
    ...env,
  };
  delete vars.AUTH_SECRET;
  delete vars.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', ...args], {
    env: vars,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  // Today's refusal takes a second or two; a start that goes ahead instead is stopped here.
  const guard = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, stderr });
    }),
  );
}

describe('npm start refuses an unsafe production start', () => {
  it.each([
    ['npm run start:prod', ['--production'], {}],
    ['an https APP_URL', [], { APP_URL: 'https://beauty.example.com' }],
  ])(
    '%s without AUTH_SECRET exits 1 naming AUTH_SECRET, touching nothing',
    async (_, args, env) => {
      const { code, stderr } = await start(args, env);
      expect(code).toBe(1);
      expect(stderr).toContain('needs AUTH_SECRET');
      expect(stderr).toContain('README, "Production"');
      expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
    },
    30_000,
  );
});
