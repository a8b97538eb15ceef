'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { notePageShown } from '@/lib/nav/in-app-back';

/** Every navigation to another page starts at the top (and is counted, for an in-app 'back'). */
export function ScrollToTop() {
  const pathname = usePathname();
  // Marks the document as interactive (tests wait for it before clicking client-side controls).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '1';
  }, []);
  useEffect(() => {
    notePageShown();
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
