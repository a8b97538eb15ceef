'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useSWRConfig } from 'swr';
import { CardListSkeleton, LoadingStatus } from '@/components/ui/skeleton';
import { AppLink } from '@/components/ui/app-link';
import type { NotificationItem } from '@/contracts/notifications-api';
import { logFailure } from '@/lib/client-log';
import { formatReviewDateTime } from '@/lib/format';
import { useAppRouter } from '@/lib/i18n/use-app-router';
import { inboxCalls, type InboxActor, unreadKey, useInbox } from '@/lib/swr/use-notifications';

/**
 * An inbox (the member's /notifications, the console's /partner/notifications): newest first, unread ones marked;
 * tapping one marks it read and opens where it leads; '모두 읽음' marks them all.
 */
export function InboxList({
  actor,
  who,
  settingsHref,
}: {
  actor: InboxActor;
  who: number | string;
  settingsHref: string;
}) {
  const t = useTranslations('Notifications');
  const router = useAppRouter();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, size, setSize, mutate, isValidating } = useInbox(actor, who);
  const [busy, setBusy] = useState(false);
  const items = data?.flatMap((p) => p.data) ?? [];
  const more = data?.[data.length - 1]?.next_cursor != null;
  const anyUnread = items.some((n) => !n.read);
  const refreshCount = () => mutateKey(unreadKey(actor, who));

  const open = async (n: NotificationItem) => {
    if (!n.read) {
      try {
        await inboxCalls[actor].read(n.id);
      } catch (err) {
        logFailure('notification read', err);
      }
      void refreshCount();
      void mutate();
    }
    router.push(n.link);
  };

  const readAll = async () => {
    setBusy(true);
    try {
      await inboxCalls[actor].readAll();
      await Promise.all([mutate(), refreshCount()]);
    } catch (err) {
      logFailure('notifications read all', err);
      toast.error(t('readAllFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="inbox-tools">
        <AppLink href={settingsHref} className="text-button">
          {t('settings')}
        </AppLink>
        <button
          type="button"
          className="button button--small"
          onClick={() => void readAll()}
          disabled={busy || !anyUnread}
        >
          {t('markAll')}
        </button>
      </div>
      {error && !data ? (
        <div className="empty">
          <p>{t('loadFailed')}</p>
          <button type="button" className="text-button" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : !data ? (
        <>
          <CardListSkeleton rows={4} />
          <LoadingStatus label={t('loading')} />
        </>
      ) : items.length === 0 ? (
        <p className="empty">{t('empty')}</p>
      ) : (
        <ul className="inbox" data-testid="notification-list">
          {items.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className="inbox__item"
                data-unread={n.read ? undefined : 'true'}
                onClick={() => void open(n)}
              >
                {!n.read && <span className="inbox__dot" aria-label={t('unread')} />}
                <span className="inbox__title">{n.title}</span>
                <span className="inbox__body">{n.body}</span>
                <time className="inbox__time" dateTime={n.created_at}>
                  {formatReviewDateTime(n.created_at)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <button
          type="button"
          className="button button--ghost inbox__more"
          onClick={() => void setSize(size + 1)}
          disabled={isValidating}
        >
          {t('loadMore')}
        </button>
      )}
    </>
  );
}
