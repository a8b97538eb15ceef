'use client';

import { clientOnly } from '@/components/ui/client-only';

// The editor's preview (`/contents/event/pv`, read from the browser's localStorage) in its own chunk, loaded from
// here in the browser: the event page never loads its code (the partner forms' schemas among it), and carries
// only this one loader.
export const EventPreview = clientOnly(() => import('./event-preview').then((m) => m.EventPreview));
