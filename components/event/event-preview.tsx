'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { PreviewShell } from '@/components/detail/preview-shell';
import { usePreview } from '@/components/detail/use-preview';
import { activeTab } from '@/components/ui/tab-links';
import { PREVIEW_KEYS, eventPreviewSchema } from '@/lib/schemas/preview';
import { EVENT_TABS, EventDetail } from './event-detail';

/** /contents/event/pv: the event page rendered from localStorage tempEventInfo. */
export function EventPreview({ mapKey }: { mapKey?: string }) {
  const t = useTranslations('Detail');
  const state = usePreview(PREVIEW_KEYS.event, eventPreviewSchema);
  const tab = activeTab(EVENT_TABS, useSearchParams().get('tabId') ?? undefined);
  return (
    <PreviewShell
      state={state}
      crumbs={(event) => [
        { label: t('explore'), href: '/contents' },
        { label: t('event'), href: '/contents?tabId=events' },
        { label: event?.title ?? t('previewBadge') },
      ]}
    >
      {(event) => (
        <EventDetail
          event={event}
          tab={tab}
          basePath="/contents/event/pv"
          mapKey={mapKey}
          reviewPanel={<p className="empty">{t('noPreviewReviews')}</p>}
        />
      )}
    </PreviewShell>
  );
}
