'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Spec §2: every navigation to another page starts at the top. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
