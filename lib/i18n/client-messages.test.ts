import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONSOLE_NAMESPACES,
  SERVER_ONLY_NAMESPACES,
  consoleClientMessages,
  publicClientMessages,
} from './client-messages';
import { messagesFor } from './messages';

// The browser's messages are a subset of the catalogue (client-messages.ts). A client component that
// reads a namespace the subset leaves out would show raw keys ('Footer.company') in production, so
// this walks the code the browser runs — every 'use client' module and everything it imports — and
// checks each namespace it reads against what its provider sends.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_DIRS = ['app', 'components', 'lib'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  const hit = EXTENSIONS.map((ext) => base + ext).find((p) => existsSync(p));
  return hit ?? null;
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
// useTranslations('Detail') / useTranslations('Detail.price'), and a root translator's t('Error.retry').
const NAMESPACED = /useTranslations\(\s*['"]([A-Z]\w*)/g;
const ROOT_KEY = /['"]([A-Z]\w*)\.[a-zA-Z][\w.]*['"]/g;

function clientModules(): Set<string> {
  const files = SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(ROOT, d)));
  const reached = new Set<string>();
  // The directive may follow comments.
  const queue = files.filter((f) =>
    /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/.test(readFileSync(f, 'utf8')),
  );
  while (queue.length) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2]);
      if (target && !reached.has(target)) queue.push(target);
    }
  }
  return reached;
}

function namespacesRead(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const names = new Set([...text.matchAll(NAMESPACED)].map((m) => m[1]));
  // A translator without a namespace takes full keys.
  if (/useTranslations\(\s*\)/.test(text)) for (const m of text.matchAll(ROOT_KEY)) names.add(m[1]);
  return names;
}

describe('messages sent to the browser', () => {
  const catalogue = messagesFor('ko') as Record<string, unknown>;
  const modules = [...clientModules()];
  const reads = modules.map((file) => ({ file: path.relative(ROOT, file), names: namespacesRead(file) }));

  it('finds the client code (sanity: the walk reaches the layout leaves and the console)', () => {
    const files = reads.map((r) => r.file);
    expect(files).toContain('components/layout/bottom-nav.tsx');
    expect(files).toContain('components/staff/staff-shell.tsx');
    expect(reads.filter((r) => r.names.size > 0).length).toBeGreaterThan(40);
  });

  it('never leaves out a namespace a client component outside the consoles reads', () => {
    const sent = Object.keys(publicClientMessages(catalogue));
    const missing = reads
      .filter((r) => !/^(components\/(staff|operator)|app\/(partner|admin))\//.test(r.file))
      .flatMap((r) => [...r.names].filter((n) => n in catalogue && !sent.includes(n)).map((n) => `${r.file}: ${n}`));
    expect(missing).toEqual([]);
  });

  it('gives the console every namespace its client components read', () => {
    const sent = Object.keys(consoleClientMessages(catalogue));
    const missing = reads.flatMap((r) =>
      [...r.names].filter((n) => n in catalogue && !sent.includes(n)).map((n) => `${r.file}: ${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the server-only and console namespaces out of public pages', () => {
    const sent = publicClientMessages(catalogue);
    for (const ns of [...SERVER_ONLY_NAMESPACES, ...CONSOLE_NAMESPACES]) {
      expect(ns in catalogue).toBe(true);
      expect(ns in sent).toBe(false);
    }
    expect(Object.keys(sent).length).toBeGreaterThan(15);
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(catalogue).length * 0.7);
  });
});
