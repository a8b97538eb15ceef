import { defaultLocale, type Locale } from './config';

/**
 * Adds `lang` to an internal href so navigation keeps the language (ko, the default, is left implicit).
 * External and hash-only links are returned unchanged.
 */
export function withLang(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const rest = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const [path, query = ''] = rest.split('?');
  const params = new URLSearchParams(query);
  if (locale === defaultLocale) params.delete('lang');
  else params.set('lang', locale);
  const qs = params.toString();
  return `${path}${qs ? `?${qs}` : ''}${hash}`;
}
