'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { Clinic } from '@/contracts/clinics';
import type { Doctor } from '@/contracts/doctors';
import type { Event } from '@/contracts/events';
import type { Review } from '@/contracts/reviews';
import { ClinicCard } from '@/components/clinic/clinic-card';
import { DoctorCard } from '@/components/doctor/doctor-card';
import { EventCard } from '@/components/event/event-card';
import { TopBar } from '@/components/layout/top-bar';
import { CardListSkeleton, LoadingStatus } from '@/components/ui/skeleton';
import { ReviewCard } from '@/components/review/review-card';
import { TabLinks, activeTab } from '@/components/ui/tab-links';
import { useBookmarks } from '@/lib/swr/use-bookmarks';

const TABS = ['clinics', 'doctors', 'events', 'reviews'] as const;

/** /bookmark: the member's bookmarks in four tabs. */
export function BookmarkPage() {
  const t = useTranslations('Bookmark');
  const tab = activeTab(TABS, useSearchParams().get('tabId') ?? undefined);
  const { data, isLoading } = useBookmarks();
  const items = data?.data[tab] ?? [];
  return (
    <>
      <TopBar breadcrumb={[{ label: t('title') }]} />
      <TabLinks
        tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        activeId={tab}
        basePath="/bookmark"
        query={{}}
        label={t('title')}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {isLoading || !data ? (
          <>
            <CardListSkeleton rows={4} />
            <LoadingStatus label={t('loading')} />
          </>
        ) : items.length === 0 ? (
          <p className="empty">{t(`empty.${tab}`)}</p>
        ) : (
          <ul className="card-list" data-testid={`bookmarks-${tab}`}>
            {items.map((item) => (
              <li key={item.id}>
                {tab === 'clinics' && <ClinicCard clinic={item as Clinic} />}
                {tab === 'doctors' && <DoctorCard doctor={item as Doctor} />}
                {tab === 'events' && <EventCard event={item as Event} />}
                {tab === 'reviews' && <ReviewCard review={item as Review} />}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
