import type { Metadata } from 'next';
import { cdnUrl } from '@/lib/cdn';
import { appOrigin } from '@/lib/env';
import { withLang } from '@/lib/i18n/with-lang';
import type { Locale } from '@/lib/i18n/config';

/** The default Open Graph image (public/og-default.png, 1200×630). */
export const OG_DEFAULT_IMAGE = '/og-default.png';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Languages that get hreflang alternates (the issue: ko, ja); ko is also x-default. */
export const HREFLANG_LOCALES = ['ko', 'ja'] as const satisfies readonly Locale[];

const OG_LOCALES: Record<Locale, string> = { ko: 'ko_KR', ja: 'ja_JP', en: 'en_US' };

/** The public origin (APP_URL, default http://localhost:3000), without a trailing slash. */
export const siteUrl = (): string => appOrigin();

/** An app path (`/contents/clinic/1`, `/contents?tabId=doctors`) as an absolute URL on the public origin. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The absolute URL of `path` in `locale`: Korean has no parameter, the others `?lang=`. */
export function localizedUrl(path: string, locale: Locale): string {
  return absoluteUrl(withLang(path, locale));
}

/** `{ ko, ja, 'x-default' }` absolute URLs of one page (x-default = the Korean page). */
export function hreflangLanguages(path: string): { ko: string; ja: string; 'x-default': string } {
  const ko = localizedUrl(path, 'ko');
  return { ko, ja: localizedUrl(path, 'ja'), 'x-default': ko };
}

/**
 * Canonical and hreflang alternates for a page. The canonical is the page in its own language (so the
 * Japanese page is not folded into the Korean one); the alternates always name ko, ja and x-default.
 */
export function pageAlternates(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  return { canonical: localizedUrl(path, locale), languages: hreflangLanguages(path) };
}

/**
 * An image URL for Open Graph / JSON-LD: absolute, through the file CDN (docs/product.md#global), or the default
 * Open Graph image when there is none.
 */
export function ogImage(url: string | null | undefined): string {
  return imageUrl(url) ?? absoluteUrl(OG_DEFAULT_IMAGE);
}

/** Like ogImage without the fallback: null when there is no usable image. */
export function imageUrl(url: string | null | undefined): string | null {
  const path = cdnUrl(url);
  return path ? absoluteUrl(path) : null;
}

/** Plain text for a meta description: whitespace collapsed, cut at a word boundary near `max` chars. */
export function metaDescription(text: string | null | undefined, max = 160): string | undefined {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!plain) return undefined;
  const chars = Array.from(plain);
  if (chars.length <= max) return plain;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface PageSeo {
  /** Page title (the root layout's template adds the app name). */
  title: string;
  description?: string | null;
  /** App path without `lang`, e.g. `/contents/clinic/12`. */
  path: string;
  locale: Locale;
  /** Entity image (stored path or URL); the default Open Graph image when missing. */
  image?: string | null;
  /** Open Graph type: `article` for reviews, `website` otherwise. */
  type?: 'website' | 'article';
  siteName?: string;
}

/** Title, description, canonical + hreflang, Open Graph and Twitter card for one public page. */
export function pageMetadata(seo: PageSeo): Metadata {
  const description = metaDescription(seo.description);
  const url = localizedUrl(seo.path, seo.locale);
  const image = seo.image ? imageUrl(seo.image) : null;
  const images = image ? [{ url: image }] : [{ url: absoluteUrl(OG_DEFAULT_IMAGE), ...OG_IMAGE_SIZE }];
  return {
    title: seo.title,
    description,
    alternates: pageAlternates(seo.path, seo.locale),
    openGraph: {
      type: seo.type ?? 'website',
      url,
      title: seo.title,
      description,
      siteName: seo.siteName,
      locale: OG_LOCALES[seo.locale],
      alternateLocale: HREFLANG_LOCALES.filter((l) => l !== seo.locale).map((l) => OG_LOCALES[l]),
      images,
    },
    twitter: { card: 'summary_large_image', title: seo.title, description, images: images.map((i) => i.url) },
  };
}
