'use client';

import { clientOnly } from '@/components/ui/client-only';
import { useState } from 'react';

const LoginSheet = clientOnly(() => import('./login-sheet').then((m) => m.LoginSheet), { messages: ['Login'] });

/**
 * Login modal titled 'a login-required service'; closes by itself once the member is logged in. Its content
 * (the provider buttons and the popup login) is fetched when it first opens, not with the page.
 */
export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true); // adjusting state while rendering, as Modal does
  return used ? <LoginSheet open={open} onClose={onClose} /> : null;
}
