import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClinicCard } from '@/components/clinic/clinic-card';
import { DoctorCard } from '@/components/doctor/doctor-card';
import { EventCard } from '@/components/event/event-card';
import { TopBar } from '@/components/layout/top-bar';
import { ReviewCard } from '@/components/review/review-card';
import { AppLink } from '@/components/ui/app-link';
import { TabLinks, activeTab } from '@/components/ui/tab-links';
import { listClinics, listDoctors, listEvents, listReviews, listSpecialties } from '@/lib/api/public';
import { formatCount } from '@/lib/format';
import { exploreFilter, langOf, one, type SearchParams } from '@/lib/search-params';

const TABS = ['clinics', 'doctors', 'events', 'reviews'] as const;
// First page only for now; the explore issue adds paging and infinite scroll.
const PAGE = 50;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Contents');
  return { title: t('title') };
}

export default async function ContentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const lang = langOf(sp);
  const filter = exploreFilter(sp);
  const tab = activeTab(TABS, one(sp.tabId));
  const t = await getTranslations('Contents');
  const specialties = await listSpecialties(lang);
  const query = { ...filter, offset: 0, limit: PAGE, lang };

  const panel = await (async () => {
    if (tab === 'clinics') {
      const { data, total } = await listClinics(query);
      return { total, found: t('clinicsFound', { count: formatCount(total) }), empty: t('noClinics'), items: data.map((c) => <ClinicCard key={c.id} clinic={c} />) };
    }
    if (tab === 'doctors') {
      const { data, total } = await listDoctors(query);
      return { total, found: t('doctorsFound', { count: formatCount(total) }), empty: t('noDoctors'), items: data.map((d) => <DoctorCard key={d.id} doctor={d} />) };
    }
    if (tab === 'events') {
      const { data, total } = await listEvents(query);
      return { total, found: t('eventsFound', { count: formatCount(total) }), empty: t('noEvents'), items: data.map((e) => <EventCard key={e.id} event={e} />) };
    }
    const { data, total } = await listReviews({ ...query, limit: 10 });
    return { total, found: t('reviewsFound', { count: formatCount(total) }), empty: t('noReviews'), items: data.map((r) => <ReviewCard key={r.id} review={r} />) };
  })();

  const tabQuery = Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, v?.toString()]));
  return (
    <>
      <TopBar breadcrumb={[{ label: t('title'), href: '/contents' }]} />
      <div className="section" style={{ paddingTop: 12, paddingBottom: 12 }}>
        <div className="chips">
          <AppLink href={`/contents?tabId=${tab}`} className="chip" aria-current={filter.specialtyId === undefined}>
            {t('allSpecialties')}
          </AppLink>
          {specialties.data.map((s) => (
            <AppLink key={s.id} href={`/contents?tabId=${tab}&specialtyId=${s.id}`} className="chip" aria-current={filter.specialtyId === s.id}>
              {s.name}
            </AppLink>
          ))}
        </div>
      </div>
      <TabLinks
        tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        activeId={tab}
        basePath="/contents"
        query={tabQuery}
        label={t('tabsLabel')}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {panel.total === 0 ? (
          <p className="empty">{panel.empty}</p>
        ) : (
          <>
            <p className="count-header">{panel.found}</p>
            <ul className="card-list">
              {panel.items.map((item) => (
                <li key={item.key}>{item}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
