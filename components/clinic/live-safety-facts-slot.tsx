'use client';

import { deferred } from '@/components/ui/client-only';

export const LiveSafetyFacts = deferred(() => import('./live-safety-facts').then((m) => m.LiveSafetyFacts));
