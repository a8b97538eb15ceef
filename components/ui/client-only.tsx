'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

/** For useSyncExternalStore when only where it runs matters (the browser, or the server and hydration). */
export const noSubscription = () => () => {};

/**
 * `next/dynamic(load, { ssr: false })` on React's own lazy: the component's code is fetched once it first
 * renders in the browser (never on the server, nor during hydration, so the HTML is the same either way), and
 * pages do not carry next/dynamic's loader runtime. Nothing shows while it loads.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function ClientOnly(props: P) {
    const inBrowser = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    if (!inBrowser) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}
