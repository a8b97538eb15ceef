'use client';

import { useMember } from '@/lib/swr/use-member';
import { useUnreadCount } from '@/lib/swr/use-notifications';
import { BellLink } from './bell-link';

/** The bell for a signed-in member (nothing for visitors), its count refreshed every few seconds. */
export function MemberBellLive() {
  const { member } = useMember();
  const { data } = useUnreadCount('member', member ? member.token.id : null);
  if (!member) return null;
  return <BellLink href="/notifications" unread={data} />;
}
