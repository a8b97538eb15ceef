import { execFileSync } from 'node:child_process';

// Next's build id names the build's assets (/_next/static/<id>/…) and its RSC answers: instances built apart
// from one commit must agree on it, or a page from one and a navigation answered by the other break. It comes
// from BUILD_ID (a CI or image build sets it), else from the commit of a clean checkout; a checkout with changes
// not committed gets Next's own random id (its code is not the commit's).

type Git = (args: string[]) => string;

const git: Git = (args) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5_000 }).trim();

/** The build id for `env` and the checkout `run` reads; null: let Next choose one. */
export function buildIdOf(env: Record<string, string | undefined>, run: Git = git): string | null {
  const given = env.BUILD_ID?.trim();
  if (given) {
    if (!/^[\w.-]{1,64}$/.test(given)) throw new Error('BUILD_ID: 1–64 letters, digits, ".", "_" or "-"');
    return given;
  }
  try {
    if (run(['status', '--porcelain', '--untracked-files=no']) !== '') return null;
    const commit = run(['rev-parse', 'HEAD']);
    return /^[0-9a-f]{40}$/.test(commit) ? commit.slice(0, 20) : null;
  } catch {
    return null; // not a git checkout (an unpacked release): Next's own id
  }
}
