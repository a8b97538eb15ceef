'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { notePageShown } from '@/lib/nav/in-app-back';
import { showWebFontIfFetched } from '@/lib/web-font';

/**
 * Every navigation to another page starts at the top (and is counted, for an in-app 'back'), in Pretendard once
 * the browser has fetched it (the first page a browser opens stays in the system font: lib/web-font.ts).
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const firstPage = useRef(true);
  // Marks the document as interactive (tests wait for it before clicking client-side controls).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '1';
  }, []);
  useEffect(() => {
    notePageShown();
    // Not on the page the document was loaded with, which keeps the font it started in (lib/web-font.ts).
    if (!firstPage.current) showWebFontIfFetched();
    firstPage.current = false;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
