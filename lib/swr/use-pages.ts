'use client';

import { useCallback } from 'react';
import { entry, peek, revalidate, type Key } from './store';
import { useEntryState, useReader } from './use-resource';

/**
 * Pages of a list, one after another (SWR's useSWRInfinite as the lists and the search use it): `page(index,
 * previous)` asks for a page, or answers null when there is none to ask for. Starts from `initial` (the server's
 * pages) or, with `fetchOnMount` and nothing cached, from asking for the first. The pages and how many are
 * wanted stay cached under `key`, so a list mounted again (Back) shows what it had. A failed page is the
 * `error`; `loadMore` (or `retry`) asks for it again, and so does a retry after a while with `shouldRetryOnError`.
 */
export function usePages<P>(
  key: Key | null,
  page: (index: number, previous: P | undefined) => Promise<P> | null,
  {
    initial,
    fetchOnMount = false,
    shouldRetryOnError = true,
    onError,
  }: { initial?: P[]; fetchOnMount?: boolean; shouldRetryOnError?: boolean; onError?: (err: unknown) => void },
) {
  const { hash, state } = useEntryState(key);
  const pages = (state.data as P[] | undefined) ?? initial ?? [];

  // The pages wanted and not yet in, in order; the answer replaces the cached list.
  const fetch = async () => {
    const e = entry(key!);
    const have = [...((e.state.data as P[] | undefined) ?? initial ?? [])];
    try {
      while (have.length < e.size) {
        const next = page(have.length, have[have.length - 1]);
        if (!next) break;
        have.push(await next);
      }
    } catch (err) {
      onError?.(err);
      throw err;
    }
    return have;
  };
  useReader(key, hash, fetch, { retry: shouldRetryOnError }, (cached) => fetchOnMount && cached === undefined);

  const size = hash === null ? 0 : (peek(hash)?.size ?? 1);
  const retry = useCallback(() => {
    if (hash === null) return;
    const e = entry(key!);
    const reader = e.readers.values().next().value;
    if (reader && !e.state.validating) void revalidate(e, reader.fetch);
    // The hash is the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
  const loadMore = useCallback(() => {
    if (hash === null) return;
    entry(key!).size = pages.length + 1;
    retry();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, pages.length, retry]);

  return {
    pages,
    error: state.error as Error | undefined,
    validating: state.validating,
    loading: state.validating && size > pages.length,
    loadMore,
    retry,
  };
}
