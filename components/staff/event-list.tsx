'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { AppLink } from '@/components/ui/app-link';
import { seoulDayOf } from '@/contracts/event-days';
import type { StaffEvent } from '@/contracts/events';
import { formatWon } from '@/lib/format';
import { staffApi, staffCall } from '@/lib/client/staff-api';
import { useStaffEvents } from '@/lib/swr/use-staff';
import { ConfirmDialog, useConfirmedAction } from './form-kit';
import { ItemCard } from './item-card';
import { LoadState } from './load-state';

const BADGE = { UPCOMING: 'pc-badge--wait', ONGOING: 'pc-badge--on', ENDED: 'pc-badge--off' } as const;

/** /partner/events: the clinic's events, ended ones included, each to edit, see or end now. */
export function EventList() {
  const t = useTranslations('Console.events');
  const { data, error, mutate } = useStaffEvents();
  const ending = useConfirmedAction(async (event: StaffEvent) => {
    await staffCall(staffApi.staff.events[':id'].end.$post({ param: { id: String(event.id) }, query: {} }));
    toast.success(t('ended'));
    await mutate();
  });

  return (
    <>
      <div className="pc-row pc-row--between">
        <h1 className="pc-title">{t('title')}</h1>
        <AppLink className="button button--small" href="/partner/events/new">
          {t('add')}
        </AppLink>
      </div>
      <p className="pc-lead">{t('lead')}</p>
      <LoadState loading={!data} error={error} onRetry={() => void mutate()}>
        {data?.data.length === 0 && <p className="empty">{t('empty')}</p>}
        <ul className="pc-list" aria-label={t('title')}>
          {data?.data.map((event) => (
            <ItemCard
              key={event.id}
              name={event.title}
              image={event.cardImage?.url}
              badge={<span className={`pc-badge ${BADGE[event.status]}`}>{t(`status.${event.status}`)}</span>}
              meta={
                <>
                  {event.eventPrice != null ? t('priceLine', { price: formatWon(event.eventPrice) }) : t('noPrice')}
                  {' · '}
                  {event.startsAt || event.endsAt
                    ? t('days', { start: seoulDayOf(event.startsAt) ?? '', end: seoulDayOf(event.endsAt) ?? '' })
                    : t('always')}
                </>
              }
              editHref={`/partner/events/${event.id}`}
              editLabel={t('edit')}
              pageHref={`/contents/event/${event.id}`}
              pageLabel={t('viewPage')}
              danger={event.status !== 'ENDED' ? { label: t('end'), onClick: () => ending.ask(event) } : undefined}
            />
          ))}
        </ul>
      </LoadState>
      <ConfirmDialog
        open={ending.item !== null}
        title={t('endTitle')}
        body={t('endConfirm', { title: ending.item?.title ?? '' })}
        confirmLabel={t('end')}
        busy={ending.busy}
        onConfirm={() => void ending.confirm()}
        onClose={ending.close}
      />
    </>
  );
}
