import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { exploreHref, exploreState, type ExploreFilter } from '@/components/explore/explore-state';
import { DistrictChips } from '@/components/explore/district-chips';
import { EntityList, type ListOf } from '@/components/explore/entity-list';
import { FilterPicker } from '@/components/explore/filter-picker';
import { SortLinks } from '@/components/explore/sort-links';
import { TopBar } from '@/components/layout/top-bar';
import { RecoveryCurve } from '@/components/trust/recovery-curve';
import { TabLinks, activeTab } from '@/components/ui/tab-links';
import {
  getRecoveryCurves,
  listClinics,
  listDistricts,
  listDoctors,
  listEvents,
  listReviews,
  preload,
} from '@/lib/api/public';
import { asQuery } from '@/lib/api/query';
import { districtLabel } from '@/lib/districts';
import { loadTaxonomy } from '@/lib/api/taxonomy';
import type { Locale } from '@/lib/i18n/config';
import { pageAlternates } from '@/lib/seo/metadata';
import {
  DISTRICT_TABS,
  EXPLORE_SORTS,
  OPEN_NOW_TABS,
  exploreDistrict,
  exploreFilter,
  exploreOpenNow,
  exploreSort,
  exploreWithEnded,
  explorePriceKept,
  PRICE_KEPT_MIN,
  langOf,
  one,
  type ExploreSort,
  type SearchParams,
} from '@/lib/search-params';

const TABS = ['clinics', 'doctors', 'events', 'reviews'] as const;
const PAGE_SIZE = { clinics: 20, doctors: 20, events: 20, reviews: 10 } as const;

export async function generateMetadata({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const sp = await searchParams;
  const lang = langOf(sp);
  const t = await getTranslations('Contents');
  const { crumbs } = exploreState(exploreFilter(sp), await loadTaxonomy(lang), t('title'));
  const title = crumbs.map((c) => c.label).join(' · ');
  return { title, description: t('metaDescription', { title }), alternates: pageAlternates('/contents', lang) };
}

export default async function ContentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const lang = langOf(sp);
  const filter = exploreFilter(sp);
  const tab = activeTab(TABS, one(sp.tabId));
  // A sort the tab does not offer is ignored; the tab links leave it out, so another tab starts from its default.
  const sort = exploreSort(tab, sp.sort);
  // The area filter, like the sort, belongs to the list: the tabs that take it keep it through sorts and filters.
  const district = exploreDistrict(tab, sp.district);
  const openNow = exploreOpenNow(tab, sp.open);
  const withEnded = exploreWithEnded(tab, sp.ended);
  const priceKept = explorePriceKept(tab, sp.price);
  // The list, the areas and a treatment's recovery curves depend only on the address: asked for together with
  // the filters' names (the taxonomy), not after them.
  const list = loadList({ tab, filter, sort, district, openNow, withEnded, priceKept, lang });
  const districtsPending = DISTRICT_TABS.includes(tab) ? listDistricts() : null;
  preload(
    list,
    districtsPending,
    filter.treatmentId !== undefined && getRecoveryCurves('treatment', filter.treatmentId),
  );
  const t = await getTranslations('Contents');
  const { crumbs, picker } = exploreState(
    filter,
    await loadTaxonomy(lang),
    t('title'),
    one(sp.tabId) ? tab : undefined,
    {
      sort,
      district,
      openNow,
      withEnded,
      priceKept,
    },
  );

  const tabQuery = Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, v?.toString()]));
  const sortLinks =
    EXPLORE_SORTS[tab].length > 0 ? (
      <SortLinks
        label={t('sortLabel')}
        activeId={sort ?? EXPLORE_SORTS[tab][0] ?? ''}
        options={EXPLORE_SORTS[tab].map((id, i) => ({
          id,
          label: t(`sorts.${tab}.${id}` as never),
          href: exploreHref(filter, tab, { sort: i === 0 ? undefined : id, district, openNow, withEnded, priceKept }),
        }))}
      />
    ) : undefined;
  const districts = districtsPending ? await districtsPending : [];
  // '진료 중' stays offered (and can be turned off) whatever the number of areas.
  // The tab's own on/off chip: '진료 중' on clinics, '종료된 이벤트 포함' on events (ended ones are left out by default).
  const toggles = OPEN_NOW_TABS.includes(tab)
    ? [
        {
          label: t('openNow'),
          onLabel: t('chipSelected'),
          active: openNow,
          href: exploreHref(filter, tab, { sort, district, openNow: !openNow, priceKept }),
        },
        // Clinics whose published price figure says most verified visitors paid the listed price (docs/trust.md).
        {
          label: t('priceKept', { percent: PRICE_KEPT_MIN }),
          onLabel: t('chipSelected'),
          active: priceKept,
          href: exploreHref(filter, tab, { sort, district, openNow, priceKept: !priceKept }),
        },
      ]
    : tab === 'events'
      ? [
          {
            label: t('withEnded'),
            onLabel: t('chipSelected'),
            active: withEnded,
            href: exploreHref(filter, tab, { sort, district, withEnded: !withEnded }),
          },
        ]
      : [];
  const districtChips =
    districts.length > 1 || toggles.length > 0 ? (
      <DistrictChips
        label={t('districtLabel')}
        active={district ?? ''}
        toggles={toggles}
        chips={[
          {
            name: '',
            label: t('allDistricts'),
            href: exploreHref(filter, tab, { sort, openNow, withEnded, priceKept }),
          },
          ...districts.map((d) => ({
            name: d.name,
            label: districtLabel(d.name, lang),
            href: exploreHref(filter, tab, { sort, district: d.name, openNow, withEnded, priceKept }),
          })),
        ]}
      />
    ) : undefined;
  return (
    <>
      <TopBar breadcrumb={crumbs} action={<FilterPicker picker={picker} />} />
      <TabLinks
        tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        activeId={tab}
        basePath="/contents"
        query={tabQuery}
        label={t('tabsLabel')}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {filter.treatmentId ? (
          <div className="recovery-slot">
            <RecoveryCurve kind="treatment" id={filter.treatmentId} />
          </div>
        ) : null}
        {districtChips}
        <ContentsList
          key={JSON.stringify({ tab, filter, sort, district, openNow, withEnded, priceKept })}
          tab={tab}
          pending={list}
          openNow={openNow}
          sortLinks={sortLinks}
        />
      </div>
    </>
  );
}

type ListParams = {
  tab: (typeof TABS)[number];
  filter: ExploreFilter;
  sort: ExploreSort | undefined;
  district: string | undefined;
  openNow: boolean;
  withEnded: boolean;
  priceKept: boolean;
  lang: Locale;
};

/**
 * The tab's first page, and the query the list asks its later pages with (the same filters and sort, as query
 * text). Its call depends only on the address, so the page starts it before it waits for anything else.
 */
async function loadList({
  tab,
  filter,
  sort,
  district,
  openNow,
  withEnded,
  priceKept,
  lang,
}: ListParams): Promise<ListOf & { total: number }> {
  const query = { ...filter, offset: 0, limit: PAGE_SIZE[tab], lang };
  // '진료 중' asks for the clinics open when the list is fetched: its later pages ask again at their moment.
  const openAt = openNow ? ('now' as const) : undefined;
  const priceMin = priceKept ? String(PRICE_KEPT_MIN) : undefined;
  // Ended events stay out of the explore list unless asked for.
  const ended = tab === 'events' && !withEnded ? ('false' as const) : undefined;
  const first = <T,>({ data, total }: { data: T[]; total: number }) => ({ total, initial: data });
  return tab === 'clinics'
    ? {
        kind: tab,
        ...first(await listClinics({ ...query, district, openAt, priceMin, sort: sort as ExploreSort<'clinics'> })),
        query: asQuery({ ...filter, sort: sort as ExploreSort<'clinics'>, district, openAt, priceMin }),
      }
    : tab === 'doctors'
      ? { kind: tab, ...first(await listDoctors(query)), query: asQuery({ ...filter }) }
      : tab === 'events'
        ? {
            kind: tab,
            ...first(
              await listEvents({
                ...query,
                district,
                ended: ended ? false : undefined,
                sort: sort as ExploreSort<'events'>,
              }),
            ),
            query: asQuery({ ...filter, sort: sort as ExploreSort<'events'>, district, ended }),
          }
        : {
            kind: tab,
            ...first(await listReviews({ ...query, sort: sort as ExploreSort<'reviews'> })),
            query: asQuery({ ...filter, sort: sort as ExploreSort<'reviews'> }),
          };
}

// Server-rendered with the page (not streamed), so the first cards are the page's largest paint.
// The sort goes with every page the list fetches (its query), so later pages continue the same order.
async function ContentsList({
  tab,
  pending,
  openNow,
  sortLinks,
}: {
  tab: (typeof TABS)[number];
  pending: Promise<ListOf & { total: number }>;
  openNow: boolean;
  sortLinks: ReactNode;
}) {
  const t = await getTranslations('Contents');
  const list = await pending;
  return (
    <EntityList
      {...list}
      pageSize={PAGE_SIZE[tab]}
      headerAction={sortLinks}
      emptyText={openNow ? t('openNowEmpty') : undefined}
    />
  );
}
