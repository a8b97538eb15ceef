'use client';

import { clientOnly } from '@/components/ui/client-only';

// The member's bell in the top bar. Public pages carry only this loader: the session check and the polling are
// fetched after the page is interactive, and a visitor who is not signed in sees nothing.
export const MemberBell = clientOnly(() => import('./member-bell-live').then((m) => m.MemberBellLive));
