'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type {
  NotificationItem,
  NotificationSettings,
  PutNotificationSettingsBody,
} from '@/contracts/notifications-api';
import { memberCall } from './member-fetch';

// The inbox and its settings, for a member (/api/member/…) or a staff account (/api/partner/…): one set of hooks,
// the calls chosen by `actor`. The staff client is imported on first use, so a member page never loads it.

export type InboxActor = 'member' | 'staff';

type Page = { data: NotificationItem[]; next_cursor: number | null };

const staffCall = async <T>(
  send: (api: typeof import('@/lib/client/staff-api').staffApi) => Promise<unknown>,
  opts: { quiet?: boolean } = {},
) => {
  const { staffApi, staffSessionApi, staffCall: call } = await import('@/lib/client/staff-api');
  return (await call(send(opts.quiet ? staffSessionApi : staffApi))) as T;
};

/** The calls of one actor's inbox. */
export const inboxCalls = {
  member: {
    // Quiet, like the staff bell's: a poll that lands while the member signs out must not send them to /login.
    unread: () => memberCall((api) => api.member.notifications['unread-count'].$get(), { quiet: true }),
    page: (lang: string, before?: number) =>
      memberCall((api) =>
        api.member.notifications.$get({
          query: { lang: lang as 'ko', ...(before ? { before: String(before) } : {}) },
        }),
      ),
    read: (id: number) =>
      memberCall((api) => api.member.notifications[':id'].read.$post({ param: { id: String(id) } })),
    readAll: () => memberCall((api) => api.member.notifications['read-all'].$post()),
    settings: () => memberCall((api) => api.member['notification-settings'].$get()),
    save: (json: PutNotificationSettingsBody) =>
      memberCall((api) => api.member['notification-settings'].$put({ json })),
  },
  staff: {
    // The bell's poll never sends the browser to the sign-in page on a 401 (quiet): a poll landing between a
    // password change and the console's sign-in with the new password would throw the staff member out mid-step.
    // A session that really ended is met by the page's next call of its own.
    unread: () =>
      staffCall<{ data: { unread: number } }>((api) => api.staff.notifications['unread-count'].$get(), { quiet: true }),
    page: (lang: string, before?: number) =>
      staffCall<Page>((api) =>
        api.staff.notifications.$get({
          query: { lang: lang as 'ko', ...(before ? { before: String(before) } : {}) },
        }),
      ),
    read: (id: number) =>
      staffCall<null>((api) => api.staff.notifications[':id'].read.$post({ param: { id: String(id) } })),
    readAll: () => staffCall<null>((api) => api.staff.notifications['read-all'].$post()),
    settings: () => staffCall<{ data: NotificationSettings }>((api) => api.staff['notification-settings'].$get()),
    save: (json: PutNotificationSettingsBody) =>
      staffCall<{ data: NotificationSettings }>((api) => api.staff['notification-settings'].$put({ json })),
  },
} as const;

/** SWR keys: the bell and the list of one actor share them, so reading one refreshes the other. */
export const unreadKey = (actor: InboxActor, who: number | string) => ['notifications/unread', actor, who] as const;

/**
 * The bell's count, polled every 3 s and on focus (a new notification shows within seconds without a reload).
 * `who` is the signed-in account (null: nobody, no call).
 */
export function useUnreadCount(actor: InboxActor, who: number | string | null) {
  return useSWR(
    who === null ? null : unreadKey(actor, who),
    async () => (await inboxCalls[actor].unread()).data.unread,
    {
      refreshInterval: 3_000,
      revalidateOnFocus: true,
      dedupingInterval: 1_000,
    },
  );
}

/** The inbox, newest first, a page (20) at a time. */
export function useInbox(actor: InboxActor, who: number | string | null) {
  const lang = useLocale();
  return useSWRInfinite<Page>(
    (index, previous: Page | null) => {
      if (who === null || (previous && previous.next_cursor === null)) return null;
      return ['notifications/page', actor, who, lang, previous?.next_cursor ?? 0] as const;
    },
    ([, , , l, before]) => inboxCalls[actor].page(l as string, (before as number) || undefined) as Promise<Page>,
    { refreshInterval: 10_000, revalidateOnFocus: true },
  );
}

export function useNotificationSettings(actor: InboxActor, who: number | string | null) {
  return useSWR(who === null ? null : ['notifications/settings', actor, who], async () => {
    const res = await inboxCalls[actor].settings();
    return res.data;
  });
}
