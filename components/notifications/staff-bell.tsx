'use client';

import { useUnreadCount } from '@/lib/swr/use-notifications';
import { BellLink } from './bell-link';

/** The console header's bell for the signed-in staff account. */
export function StaffBell({ who }: { who: string }) {
  const { data } = useUnreadCount('staff', who);
  return <BellLink href="/partner/notifications" unread={data} />;
}
