import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { exploreState, type ExploreFilter } from '@/components/explore/explore-state';
import { EntityList } from '@/components/explore/entity-list';
import { FilterPicker } from '@/components/explore/filter-picker';
import { TopBar } from '@/components/layout/top-bar';
import { TabLinks, activeTab } from '@/components/ui/tab-links';
import { listClinics, listDoctors, listEvents, listReviews } from '@/lib/api/public';
import { loadTaxonomy } from '@/lib/api/taxonomy';
import type { Locale } from '@/lib/i18n/config';
import { pageAlternates } from '@/lib/seo/metadata';
import { exploreFilter, langOf, one, type SearchParams } from '@/lib/search-params';

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
  const t = await getTranslations('Contents');
  const { crumbs, picker } = exploreState(filter, await loadTaxonomy(lang), t('title'), one(sp.tabId) ? tab : undefined);

  const tabQuery = Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, v?.toString()]));
  return (
    <>
      <TopBar breadcrumb={crumbs} action={<FilterPicker picker={picker} />} />
      <TabLinks tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))} activeId={tab} basePath="/contents" query={tabQuery} label={t('tabsLabel')} />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <ContentsList key={JSON.stringify({ tab, filter })} tab={tab} filter={filter} lang={lang} />
      </div>
    </>
  );
}

// Server-rendered with the page (not streamed), so the first cards are the page's largest paint.
async function ContentsList({ tab, filter, lang }: { tab: (typeof TABS)[number]; filter: ExploreFilter; lang: Locale }) {
  const query = { ...filter, offset: 0, limit: PAGE_SIZE[tab], lang };
  const list =
    tab === 'clinics'
      ? { kind: tab, ...(await listClinics(query)) }
      : tab === 'doctors'
        ? { kind: tab, ...(await listDoctors(query)) }
        : tab === 'events'
          ? { kind: tab, ...(await listEvents(query)) }
          : { kind: tab, ...(await listReviews(query)) };
  return <EntityList kind={list.kind} initial={list.data as never} total={list.total} query={{ ...filter }} pageSize={PAGE_SIZE[tab]} />;
}
