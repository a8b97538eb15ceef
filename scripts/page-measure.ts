// Measurements the page benchmarks share (npm run bench:pages, scripts/next-floor.ts).
import { spawn } from 'node:child_process';

/** The JavaScript a page's HTML makes a modern browser load: module script URLs, not the nomodule polyfills. */
export function moduleScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnomodule\b/i.test(attrs));
  return [...new Set(tags.flatMap((attrs) => /\bsrc="([^"]+\.js)"/.exec(attrs)?.[1] ?? []))];
}

/**
 * scripts/lighthouse.ts against `base` for `pages` (paths, or full URLs of another server), median of `runs`: its
 * markdown output (stderr passes through); with `jsonFile`, the medians by page are written there too.
 */
export function lighthouse(base: string, pages: string[], runs: number, jsonFile?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node_modules/.bin/tsx',
      [
        'scripts/lighthouse.ts',
        base,
        '--runs',
        String(runs),
        '--pages',
        pages.join(','),
        ...(jsonFile ? ['--json', jsonFile] : []),
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`scripts/lighthouse.ts exited with ${code}`)),
    );
  });
}
