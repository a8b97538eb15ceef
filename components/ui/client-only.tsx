'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

const noSubscription = () => () => {};

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

/**
 * As clientOnly, but `fallback` shows on the server, during hydration and until the code is in: for a part
 * whose first state the server can render as it is (the action bar before the session is known), so that the
 * page looks the same and the part's code is not in the first load.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { fallback: ReactNode }> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Deferred({ fallback, ...props }: P & { fallback: ReactNode }) {
    const inBrowser = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    if (!inBrowser) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  }
  return Deferred;
}
