'use client';

import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the page is scrolled past `threshold` (0.8 = 80%) of its height, checking at
 * most every `throttleMs` (docs/product.md#rules: 80%, 150 ms). Also checks once on mount for short pages.
 */
export function useScrollThreshold(onReach: () => void, { threshold = 0.8, throttleMs = 150, enabled = true } = {}) {
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  }, [onReach]);

  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      const seen = window.scrollY + window.innerHeight;
      if (seen >= document.documentElement.scrollHeight * threshold) callback.current();
    };
    const onScroll = () => {
      const wait = throttleMs - (Date.now() - last);
      if (wait <= 0) check();
      else if (!timer) timer = setTimeout(() => ((timer = undefined), check()), wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    check();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [enabled, threshold, throttleMs]);
}
