'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  entry,
  FOCUS_THROTTLE_MS,
  hashOf,
  peek,
  refresh,
  revalidate,
  subscribe,
  write,
  type Key,
  type Reader,
  type State,
} from './store';

export interface ResourceOptions<T> {
  /** Ask again when the window regains focus (at most every 5 s). */
  revalidateOnFocus?: boolean;
  /** Ask again after a failure, backing off (default). */
  shouldRetryOnError?: boolean;
  /** On mount, ask again even when the key is cached (default); false: only when nothing is. */
  revalidateIfStale?: boolean;
  /** On mount, ask or not whatever is cached. */
  revalidateOnMount?: boolean;
  /** Shown while nothing is cached (the server's answer). */
  fallbackData?: T;
  /** Keep showing the last key's data while a new key loads. */
  keepPreviousData?: boolean;
}

const NONE: State = { validating: false };
const unsubscribed = () => () => {};

/** The entry's state for a hash (or for no key), as React reads it. */
export function useEntryState(key: Key | null) {
  const hash = key === null ? null : hashOf(key);
  const sub = useCallback(
    (listener: () => void) => (hash === null ? unsubscribed() : subscribe(entry(key!), listener)),
    // The hash is the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash],
  );
  const state = useSyncExternalStore(
    sub,
    () => (hash === null ? NONE : (peek(hash)?.state ?? NONE)),
    () => NONE,
  );
  return { hash, state };
}

/**
 * Registers a reader of `key` while mounted (the latest `fetch` and options), and asks for the key on mount
 * when `onMount` says so given what is cached.
 */
export function useReader(
  key: Key | null,
  hash: string | null,
  fetch: () => Promise<unknown>,
  wants: Omit<Reader, 'fetch' | 'focusAt'>,
  onMount: (cached: unknown) => boolean,
) {
  const latest = useRef({ fetch, wants, onMount });
  useEffect(() => {
    latest.current = { fetch, wants, onMount };
  });
  useEffect(() => {
    if (hash === null) return;
    const e = entry(key!);
    const reader: Reader = {
      fetch: () => latest.current.fetch(),
      ...latest.current.wants,
      focusAt: Date.now() + FOCUS_THROTTLE_MS,
    };
    // A key that failed is asked again by a reader mounting later (as SWR does): the 2 s dedupe keeps readers
    // mounting together to one request, and a failure must not outlive the page that saw it (the session).
    e.readers.add(reader);
    if (latest.current.onMount(e.state.data)) void revalidate(e, reader.fetch, true);
    return () => void e.readers.delete(reader);
    // The hash is the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
}

/**
 * A cached read (null key: nothing to read), as SWR's useSWR answers it: `data` (or the fallback), `error`,
 * `isLoading` (nothing cached and a request due or under way), `isValidating`, and `mutate` (no argument: ask
 * again; data: put it in the cache, then ask again unless `{ revalidate: false }`), each answering the data.
 */
export function useResource<T>(key: Key | null, fetcher: () => Promise<T>, options: ResourceOptions<T> = {}) {
  const { fallbackData, keepPreviousData, revalidateOnMount, revalidateIfStale = true } = options;
  const { hash, state } = useEntryState(key);
  const cached = state.data as T | undefined;
  const [previous, setPrevious] = useState(cached !== undefined ? cached : fallbackData);
  if (keepPreviousData && cached !== undefined && cached !== previous) setPrevious(cached);
  // As SWR: only undefined is 'nothing cached' (null is an answer, e.g. no member).
  const data = cached !== undefined ? cached : keepPreviousData ? previous : fallbackData;
  const onMount = (stored: unknown) =>
    revalidateOnMount ?? ((stored === undefined && fallbackData === undefined) || revalidateIfStale);

  useReader(
    key,
    hash,
    fetcher,
    {
      focus: options.revalidateOnFocus,
      retry: options.shouldRetryOnError ?? true,
      reconnect: true,
    },
    onMount,
  );

  const mutate = useCallback(
    (...args: [data?: T, opts?: { revalidate?: boolean }]): Promise<T | undefined> => {
      if (hash === null) return Promise.resolve(undefined);
      return (args.length ? write(key!, args[0], args[1]) : refresh(key!)) as Promise<T | undefined>;
    },
    // The hash is the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash],
  );

  const isLoading =
    hash !== null && cached === undefined && (state.validating || (state.error === undefined && onMount(cached)));
  return {
    data,
    error: state.error as Error | undefined,
    isLoading,
    isValidating: state.validating || isLoading,
    mutate,
  };
}
