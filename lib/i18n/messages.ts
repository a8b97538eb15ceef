import type { Locale } from './config';
import en from '../../messages/en.json';
import ja from '../../messages/ja.json';
import ko from '../../messages/ko.json';

export type Messages = typeof ko;
type Tree = { [key: string]: string | Tree };

const catalogues: Record<Locale, Tree> = { ko, ja, en };

/** Deep merge: keys missing in `primary` come from `fallback`. */
export function withFallback(primary: Tree, fallback: Tree): Tree {
  const out: Tree = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = fallback[key];
    out[key] = typeof value === 'object' && typeof base === 'object' ? withFallback(value, base) : value;
  }
  return out;
}

/** A locale's messages with English filling any key it lacks (docs/product.md#global: fallback en). */
export function messagesFor(locale: Locale): Messages {
  return (locale === 'en' ? catalogues.en : withFallback(catalogues[locale], catalogues.en)) as Messages;
}
