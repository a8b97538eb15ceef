import type { Locale } from './config';
import en from '../../messages/en.json';
import ja from '../../messages/ja.json';
import ko from '../../messages/ko.json';

export type Messages = typeof ko;
// A message is a string, or (when the build precompiles the catalogues, next.config.ts) a compiled form
// that may be an array: only plain objects are namespaces.
type Message = string | unknown[];
type Tree = { [key: string]: Message | Tree };
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

const catalogues = { ko, ja, en } as Record<Locale, Tree>;

/** Deep merge: keys missing in `primary` come from `fallback`. */
export function withFallback(primary: Tree, fallback: Tree): Tree {
  const out: Tree = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = fallback[key];
    out[key] = isTree(value) && isTree(base) ? withFallback(value, base) : value;
  }
  return out;
}

const merged = new Map<Locale, Messages>();

/**
 * A locale's messages with English filling any key it lacks (docs/product.md#global: fallback en). Merged once
 * per locale and process (every request asks: merging the catalogue each time was work and garbage per render);
 * callers must not change what they get.
 */
export function messagesFor(locale: Locale): Messages {
  let messages = merged.get(locale);
  if (!messages) {
    messages = (locale === 'en' ? catalogues.en : withFallback(catalogues[locale], catalogues.en)) as Messages;
    merged.set(locale, messages);
  }
  return messages;
}
