'use client';

import { clientOnly } from '@/components/ui/client-only';

/**
 * The login popup's listener (AuthListener), fetched once the page is up: a login takes a popup and a consent
 * page, long after it has arrived, and the first load does not carry it.
 */
export const AuthListenerSlot = clientOnly(() => import('./auth-listener').then((m) => m.AuthListener));
