import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CLIENT_SCOPES,
  CONSOLE_NAMESPACES,
  ROOT_NAMESPACES,
  SERVER_ONLY_NAMESPACES,
  consoleClientMessages,
  fetchableNamespaces,
  rootClientMessages,
  scopedClientMessages,
  type ClientScope,
} from './client-messages';
import { messagesFor } from './messages';

// The browser's messages are a subset of the catalogue (client-messages.ts), sent by the root layout and by each
// section's layout. A client component that reads a namespace its providers leave out would show raw keys
// ('Footer.company') in production, so this walks the code the browser runs — every 'use client' module and
// everything it imports — and, for every page, layout and error page, checks each namespace its client code reads
// against what the layouts above it send.

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

const isClient = (file: string) =>
  /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/.test(readFileSync(file, 'utf8'));

// Type-only imports are erased: no code, no messages.
const STATIC_IMPORT = /(?:import|export)\s(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
// clientOnly(load, { messages: ['Counsel'] }) / deferred(load, { messages: [...] }): the namespaces a lazily
// loaded part fetches with its code (lib/i18n/lazy-messages.ts).
const LAZY_MESSAGES = /\b(?:clientOnly|deferred)\([\s\S]*?\{\s*messages:\s*\[([^\]]*)\],?\s*\}\s*\)/g;

/** The namespaces the lazy parts a file declares fetch (their code is that file's `import()`s). */
function lazyMessagesOf(text: string): string[] {
  return [...text.matchAll(LAZY_MESSAGES)].flatMap((m) => [...m[1].matchAll(/['"](\w+)['"]/g)].map((n) => n[1]));
}

/**
 * The namespaces the client code an entry file (a page, a layout) renders reads, with where each is read and
 * whether a lazy part fetches it there: code behind a file's `import()` has the namespaces that file's lazy parts
 * declare (and those of the lazy parts above it) besides what the layouts send.
 */
function namespacesRendered(entry: string): Map<string, { file: string; fetched: boolean }> {
  const read = new Map<string, { file: string; fetched: boolean }>();
  const seen = new Set<string>();
  const queue: [string, boolean, string[]][] = [[entry, false, []]];
  while (queue.length) {
    const [file, below, fetched] = queue.pop()!;
    const client = below || isClient(file);
    const key = `${file}|${client}|${fetched.join(',')}`;
    // A module seen as client code is done; one seen only as server code is walked again once reached from client.
    if (seen.has(key) || seen.has(`${file}|true|${fetched.join(',')}`)) continue;
    seen.add(key);
    const text = readFileSync(file, 'utf8');
    if (client)
      for (const n of namespacesRead(file)) {
        const was = read.get(n);
        // A namespace read anywhere without being fetched there must come from the layouts.
        if (!was || (was.fetched && !fetched.includes(n)))
          read.set(n, { file: path.relative(ROOT, file), fetched: fetched.includes(n) });
      }
    for (const m of text.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, m[1]);
      if (target) queue.push([target, client, fetched]);
    }
    const own = lazyMessagesOf(text);
    const behind = [...new Set([...fetched, ...own])].sort();
    for (const m of text.matchAll(DYNAMIC_IMPORT)) {
      const target = resolveImport(file, m[1]);
      if (target) queue.push([target, client, behind]);
    }
  }
  return read;
}

/** The public routes' entry files: pages, layouts and the error/not-found/loading pages (not the consoles). */
function routeEntries(dir = path.join(ROOT, 'app')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return /^(partner|admin|api)$/.test(e.name) && dir.endsWith('/app') ? [] : routeEntries(p);
    return /^(page|layout|error|not-found|loading|template|default)\.tsx$/.test(e.name) ? [p] : [];
  });
}

/** The scope a layout file sends (<ScopedMessages scope="…">), if any. */
const scopeOf = (layout: string): ClientScope | undefined =>
  /<ScopedMessages\s+scope="(\w+)"/.exec(readFileSync(layout, 'utf8'))?.[1] as ClientScope | undefined;

/** The namespaces the layouts above an entry (and the entry itself, if a layout) send to its client code. */
function namespacesSent(entry: string): Set<string> {
  const sent = new Set<string>(ROOT_NAMESPACES);
  for (let dir = path.dirname(entry); dir.startsWith(path.join(ROOT, 'app')); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    const scope = existsSync(layout) ? scopeOf(layout) : undefined;
    if (scope) for (const n of CLIENT_SCOPES[scope]) sent.add(n);
  }
  return sent;
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

  it('never leaves out a namespace the client code of a public or member page reads', () => {
    const entries = routeEntries();
    expect(entries.map((e) => path.relative(ROOT, e))).toEqual(
      expect.arrayContaining(['app/layout.tsx', 'app/contents/clinic/[clinicId]/page.tsx', 'app/(member)/layout.tsx']),
    );
    const missing = entries.flatMap((entry) => {
      const sent = namespacesSent(entry);
      return [...namespacesRendered(entry)]
        .filter(([n, at]) => n in catalogue && !sent.has(n) && !at.fetched)
        .map(([n, at]) => `${path.relative(ROOT, entry)}: ${n} (read in ${at.file})`);
    });
    expect(missing).toEqual([]);
  });

  it('sends a section only what it reads, and no page what a part opened on demand fetches', () => {
    const clinicPage = path.join(ROOT, 'app/contents/clinic/[clinicId]/page.tsx');
    // The booking sheet's messages come with its code; the consultation pages render them at once.
    expect(namespacesRendered(clinicPage).get('Counsel')).toEqual({
      file: 'components/detail/counsel-modal.tsx',
      fetched: true,
    });
    expect(namespacesSent(clinicPage).has('Counsel')).toBe(false);
    expect(namespacesSent(path.join(ROOT, 'app/(member)/counsel/page.tsx')).has('Counsel')).toBe(true);
    // The login sheet and the search dialog likewise, on every public page.
    for (const n of ['Login', 'Search']) {
      expect(namespacesRendered(clinicPage).get(n)?.fetched).toBe(true);
      expect(namespacesSent(path.join(ROOT, 'app/home/page.tsx')).has(n)).toBe(false);
    }
    expect(namespacesSent(path.join(ROOT, 'app/login/page.tsx')).has('Login')).toBe(true);
    expect(namespacesSent(path.join(ROOT, 'app/search/page.tsx')).has('Search')).toBe(true);
    expect(namespacesSent(path.join(ROOT, 'app/terms/page.tsx')).has('Counsel')).toBe(false);
    expect(namespacesSent(path.join(ROOT, 'app/home/page.tsx')).has('Editor')).toBe(false);
  });

  it('lets a lazy part fetch only namespaces that exist and may be fetched', () => {
    const fetchable = fetchableNamespaces(catalogue);
    const declared = modules.flatMap((file) =>
      lazyMessagesOf(readFileSync(file, 'utf8')).map((n) => ({ file: path.relative(ROOT, file), n })),
    );
    expect(declared.map((d) => d.n)).toEqual(expect.arrayContaining(['Counsel', 'Login', 'Search']));
    expect(declared.filter((d) => !fetchable.includes(d.n))).toEqual([]);
    for (const n of [...SERVER_ONLY_NAMESPACES, ...CONSOLE_NAMESPACES]) expect(fetchable).not.toContain(n);
  });

  it('gives the root and every section no namespace that does not exist (a typo would send nothing)', () => {
    for (const n of [...ROOT_NAMESPACES, ...Object.values(CLIENT_SCOPES).flat()]) expect(n in catalogue).toBe(true);
    for (const scope of Object.keys(CLIENT_SCOPES) as ClientScope[]) {
      const sent = scopedClientMessages(catalogue, scope);
      expect(Object.keys(sent).sort()).toEqual([...new Set([...ROOT_NAMESPACES, ...CLIENT_SCOPES[scope]])].sort());
    }
  });

  it('gives the console every namespace its client components read', () => {
    const sent = Object.keys(consoleClientMessages(catalogue));
    const missing = reads.flatMap((r) =>
      [...r.names].filter((n) => n in catalogue && !sent.includes(n)).map((n) => `${r.file}: ${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the server-only and console namespaces out of public pages, and most of the catalogue off the root', () => {
    const root = rootClientMessages(catalogue);
    for (const scope of [undefined, ...(Object.keys(CLIENT_SCOPES) as ClientScope[])]) {
      const sent = scope ? scopedClientMessages(catalogue, scope) : root;
      for (const ns of [...SERVER_ONLY_NAMESPACES, ...CONSOLE_NAMESPACES]) {
        expect(ns in catalogue).toBe(true);
        expect(ns in sent).toBe(false);
      }
    }
    expect(JSON.stringify(root).length).toBeLessThan(JSON.stringify(catalogue).length * 0.3);
  });
});
