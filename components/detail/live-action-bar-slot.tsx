'use client';

import { deferred } from '@/components/ui/deferred';

export const LiveActionBar = deferred(() => import('./live-action-bar').then((m) => m.LiveActionBar));
