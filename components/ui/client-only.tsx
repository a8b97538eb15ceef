'use client';

import { useLocale } from 'next-intl';
import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Locale } from '@/lib/i18n/config';

/** For useSyncExternalStore when only where it runs matters (the browser, or the server and hydration). */
export const noSubscription = () => () => {};

/**
 * False on the server, during hydration and in a component's first render in the browser; true from the transition
 * its first effect starts. A page's lazy parts all switch on right after hydration: with
 * useSyncExternalStore that was one render React cannot interrupt (SyncLane) — every part's Suspense boundary, the
 * fetch of every part's code — a 300 ms task on a phone's throttled CPU (docs/benchmarks.md, part 6); a transition is
 * rendered in slices of a few milliseconds between which the browser answers taps.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

/** What a lazy part shows when its code could not be fetched (deferred(): its fallback; clientOnly: nothing). */
export const Unavailable = createContext<ReactNode>(null);

/** What a lazy part needs besides its code: the message namespaces only it reads (lib/i18n/lazy-messages.ts). */
export type LazyOptions = { messages?: readonly string[] };

/**
 * React.lazy for a part of a page, which must not take the page down with it: a fetch of its code (and of the
 * messages only it reads, `options.messages`, fetched beside the code) that fails is tried once more a second
 * later; if that fails too, the part shows what `Unavailable` says instead of throwing to the error page (a phone
 * losing its connection for a moment, or a deploy that removed an old chunk), and once that part is gone (another
 * page), the next one to mount fetches again. To be rendered in a Suspense.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyOptions = {},
): ComponentType<P> {
  const names = options.messages ?? [];
  const fetchPart = async (locale: Locale): Promise<ComponentType<P>> => {
    if (names.length === 0) return load();
    // The wrapper's code (and the messages it fetches) beside the part's: pages carry neither.
    const [Part, wrap] = await Promise.all([
      load(),
      import('@/components/i18n/more-messages').then((m) => m.messagesWrapper(locale, names)),
    ]);
    return wrap(Part);
  };
  // One lazy component per locale (the messages differ), made again after a failure.
  const current = new Map<Locale, ComponentType<P>>();
  const make = (locale: Locale) =>
    lazy(() =>
      fetchPart(locale)
        .catch(() => new Promise((resolve) => setTimeout(resolve, 1000)).then(() => fetchPart(locale)))
        .then(
          (component) => ({ default: component }),
          () => ({ default: missing(locale) }),
        ),
    );
  const missing = (locale: Locale) =>
    function Missing() {
      // Not again while it shows (no retry loop); the next mount of the part starts afresh.
      useEffect(
        () => () => {
          current.delete(locale);
        },
        [],
      );
      return useContext(Unavailable);
    } as ComponentType<P>;
  // A part without messages of its own does not depend on the locale (nor need an intl provider above it).
  const useKey = names.length ? () => useLocale() as Locale : () => 'ko' as Locale;
  const partFor = (locale: Locale) => {
    let part = current.get(locale);
    if (!part) current.set(locale, (part = make(locale)));
    return part;
  };
  function LazyPart(props: P) {
    // Made once per locale (and again after a failure), not per render: React.lazy keeps what it fetched.
    const Current = partFor(useKey());
    // eslint-disable-next-line react-hooks/static-components -- the same component on every render (partFor caches it)
    return <Current {...props} />;
  }
  return LazyPart;
}

/**
 * `next/dynamic(load, { ssr: false })` on React's own lazy: the component's code is fetched once it has mounted in
 * the browser (never on the server, nor during hydration, so the HTML is the same either way; useMounted), and
 * pages do not carry next/dynamic's loader runtime. Nothing shows while it loads, nor if it cannot be fetched.
 */
export function clientOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options?: LazyOptions,
): ComponentType<P> {
  const Lazy = lazyPart(load, options);
  function ClientOnly(props: P) {
    if (!useMounted()) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}
