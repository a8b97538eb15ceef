import type { Locale } from './i18n/config';
import { localeFromParam } from './i18n/config';

export type SearchParams = Record<string, string | string[] | undefined>;

export const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A positive integer id from the query, or undefined for anything else (bad ids are ignored by pages). */
export function idParam(v: string | string[] | undefined): number | undefined {
  const s = one(v);
  if (!s || !/^[0-9]{1,10}$/.test(s)) return undefined;
  const n = Number(s);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

export const langOf = (sp: SearchParams): Locale => localeFromParam(one(sp.lang));

/** The explore filter (docs/product.md#explore-hub-contents; tabId is not part of it). */
export function exploreFilter(sp: SearchParams) {
  return {
    specialtyId: idParam(sp.specialtyId),
    partId: idParam(sp.partId),
    concernId: idParam(sp.concernId),
    treatmentId: idParam(sp.treatmentId),
  };
}
