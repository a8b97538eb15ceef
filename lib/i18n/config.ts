export const locales = ['ko', 'ja', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ko';
export const fallbackLocale: Locale = 'en';
/** Request header proxy.ts sets from `?lang=` for the next-intl request config to read. */
export const LOCALE_HEADER = 'x-app-locale';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

export const localeFromParam = (value: string | null | undefined): Locale => (isLocale(value) ? value : defaultLocale);
