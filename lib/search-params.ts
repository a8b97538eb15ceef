import type { Locale } from './i18n/config';
import { DISTRICT_NAME } from '@/contracts/districts';
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

/** The sorts the explore hub offers per tab, default first (docs/product.md#explore-hub-contents). */
export const EXPLORE_SORTS = {
  clinics: ['recommended', 'rating', 'reviews', 'price'],
  doctors: [],
  events: ['recommended', 'price', 'discount'],
  reviews: ['latest', 'rating_desc', 'rating_asc', 'photos'],
} as const;

export type ExploreTab = keyof typeof EXPLORE_SORTS;
export type ExploreSort<T extends ExploreTab = ExploreTab> = (typeof EXPLORE_SORTS)[T][number];

/**
 * The tab's sort from `?sort=`, or undefined for its default: an unknown value, or one the tab does not
 * offer, is ignored like a bad id (pages never fail on a query value).
 */
export function exploreSort<T extends ExploreTab>(
  tab: T,
  v: string | string[] | undefined,
): ExploreSort<T> | undefined {
  const s = one(v);
  const offered: readonly string[] = EXPLORE_SORTS[tab];
  return s && offered.indexOf(s) > 0 ? (s as ExploreSort<T>) : undefined;
}

/** The tabs whose lists take the area filter (their items have a clinic address). */
export const DISTRICT_TABS: readonly ExploreTab[] = ['clinics', 'events'];

/** The area filter from `?district=` on the tabs that take it; anything else is ignored (the whole list). */
export function exploreDistrict(tab: ExploreTab, v: string | string[] | undefined): string | undefined {
  const d = one(v);
  return d && DISTRICT_TABS.includes(tab) && DISTRICT_NAME.test(d) ? d : undefined;
}

/** The tabs whose lists take '진료 중' (open now): clinics, which have opening hours. */
export const OPEN_NOW_TABS: readonly ExploreTab[] = ['clinics'];

/** '진료 중' from `?open=now` on the tabs that take it; any other value is ignored (the whole list). */
export function exploreOpenNow(tab: ExploreTab, v: string | string[] | undefined): boolean {
  return one(v) === 'now' && OPEN_NOW_TABS.includes(tab);
}

/** The share (percent) of verified visitors paying the listed price the '표시가 결제' chip asks for. */
export const PRICE_KEPT_MIN = 90;

/** `?price=kept` on the clinics tab: only clinics whose published price-honoured share is PRICE_KEPT_MIN or more. */
export function explorePriceKept(tab: ExploreTab, v: string | string[] | undefined): boolean {
  return one(v) === 'kept' && tab === 'clinics';
}

/** Events that have ended are left out of the explore list unless `?ended=include` asks for them (events tab only). */
export function exploreWithEnded(tab: ExploreTab, v: string | string[] | undefined): boolean {
  return one(v) === 'include' && tab === 'events';
}
