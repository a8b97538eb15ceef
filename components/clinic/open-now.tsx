'use client';

import { clientOnly } from '@/components/ui/client-only';

/**
 * '진료 중' / '진료 종료' (OpenNowBadge). It shows nothing until the browser has worked it out after the page
 * shows, so its code (and the opening-hours rules) is fetched then too, not with the page.
 */
export const OpenNow = clientOnly(() => import('./open-now-badge').then((m) => m.OpenNowBadge));
