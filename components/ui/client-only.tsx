'use client';

import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

/** For useSyncExternalStore when only where it runs matters (the browser, or the server and hydration). */
export const noSubscription = () => () => {};

/** What a lazy part shows when its code could not be fetched (deferred(): its fallback; clientOnly: nothing). */
export const Unavailable = createContext<ReactNode>(null);

/**
 * React.lazy for a part of a page, which must not take the page down with it: a fetch of its code that fails is
 * tried once more a second later; if that fails too, the part shows what `Unavailable` says instead of throwing to
 * the error page (a phone losing its connection for a moment, or a deploy that removed an old chunk), and once
 * that part is gone (another page), the next one to mount fetches the code again. To be rendered in a Suspense.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load()
        .catch(() => new Promise((resolve) => setTimeout(resolve, 1000)).then(load))
        .then(
          (component) => ({ default: component }),
          () => ({ default: Missing as ComponentType<P> }),
        ),
    );
  let current = make();
  function Missing() {
    // Not again while it shows (no retry loop); the next mount of the part starts afresh.
    useEffect(
      () => () => {
        current = make();
      },
      [],
    );
    return useContext(Unavailable);
  }
  function LazyPart(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  return LazyPart;
}

/**
 * `next/dynamic(load, { ssr: false })` on React's own lazy: the component's code is fetched once it first
 * renders in the browser (never on the server, nor during hydration, so the HTML is the same either way), and
 * pages do not carry next/dynamic's loader runtime. Nothing shows while it loads, nor if it cannot be fetched.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazyPart(load);
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
