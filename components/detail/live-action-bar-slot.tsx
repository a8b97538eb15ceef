'use client';

import { deferred } from '@/components/ui/client-only';

export const LiveActionBar = deferred(() => import('./live-action-bar').then((m) => m.LiveActionBar));
