'use client';

import { deferred } from '@/components/ui/deferred';

export const LiveSafetyFacts = deferred(() => import('./live-safety-facts').then((m) => m.LiveSafetyFacts));
