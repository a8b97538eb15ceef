'use client';

// The cache behind the public pages' client data (the member session, a member's data on public pages, public
// reads, lists, the search): what SWR did for them, in a fraction of its size, so a public page's first load does
// not carry SWR. One cache per tab, kept across client navigations (a list restored by Back shows the pages it
// had). Requests for a key are shared while under way and for 2 s after; a write discards answers to requests
// started before it. The staff and operator consoles keep SWR for their own data.

/** A cache key: a string, or an array of plain values (two arrays with the same JSON are one key). */
export type Key = string | readonly unknown[];

export interface State<T = unknown> {
  data?: T;
  error?: unknown;
  /** A request for the key is under way. */
  validating: boolean;
}

/** A mounted hook reading a key: how to fetch it, and what it wants besides. */
export interface Reader {
  fetch: () => Promise<unknown>;
  /** Ask again when the window regains focus, at most every 5 s (and not in the first 5 s). */
  focus?: boolean;
  /** Ask again after a failure, backing off from about 5 s. */
  retry?: boolean;
  /** Ask again when the browser comes back online. */
  reconnect?: boolean;
  /** Not before this time on focus. */
  focusAt: number;
}

export interface Entry {
  key: Key;
  state: State;
  listeners: Set<() => void>;
  readers: Set<Reader>;
  /** The last request: shared while under way and until `fresh`. */
  request?: Promise<unknown>;
  fresh: number;
  /** Counts writes: an answer to a request started before a write is not kept. */
  writes: number;
  retries: number;
  /** usePages: how many pages are wanted. */
  size: number;
}

const DEDUPE_MS = 2_000;
export const FOCUS_THROTTLE_MS = 5_000;
const RETRY_MS = 5_000;

const entries = new Map<string, Entry>();

export const hashOf = (key: Key) => (typeof key === 'string' ? key : JSON.stringify(key));

/** The key's entry if there is one (never creates it: renders on the server must not fill a shared cache). */
export const peek = (hash: string) => entries.get(hash);

/** The key's entry, created on first use (in the browser only: effects and calls, never renders). */
export function entry(key: Key): Entry {
  const hash = hashOf(key);
  let e = entries.get(hash);
  if (!e) {
    e = {
      key,
      state: { validating: false },
      listeners: new Set(),
      readers: new Set(),
      fresh: 0,
      writes: 0,
      retries: 0,
      size: 1,
    };
    entries.set(hash, e);
    listen();
  }
  return e;
}

export function subscribe(e: Entry, listener: () => void) {
  e.listeners.add(listener);
  return () => void e.listeners.delete(listener);
}

function set(e: Entry, patch: Partial<State>) {
  e.state = { ...e.state, ...patch };
  e.listeners.forEach((l) => l());
}

/**
 * Fetches the key again and answers its data once settled (never rejects: a failure is the entry's `error`).
 * With `dedupe`, a request under way or finished less than 2 s ago answers instead.
 */
export function revalidate(e: Entry, fetch: () => Promise<unknown>, dedupe = false): Promise<unknown> {
  const done = () => e.state.data;
  if (dedupe && e.request && (e.state.validating || Date.now() < e.fresh)) return e.request.then(done, done);
  const writes = e.writes;
  const request = fetch();
  e.request = request;
  e.fresh = Infinity;
  set(e, { validating: true });
  return request
    .then(
      (data) => {
        if (e.request !== request) return;
        e.fresh = Date.now() + DEDUPE_MS;
        e.retries = 0;
        set(e, e.writes === writes ? { data, error: undefined, validating: false } : { validating: false });
      },
      (error: unknown) => {
        if (e.request !== request) return;
        e.request = undefined;
        set(e, e.writes === writes ? { error, validating: false } : { validating: false });
        retryLater(e);
      },
    )
    .then(done);
}

const retrying = (e: Entry) => [...e.readers].find((r) => r.retry);

/** Asks again after a while (exponential backoff) through whichever reader that retries is mounted by then. */
function retryLater(e: Entry) {
  if (!retrying(e) || document.visibilityState === 'hidden') return;
  const wait = Math.floor((Math.random() + 0.5) * (1 << Math.min(e.retries, 8))) * RETRY_MS;
  e.retries += 1;
  setTimeout(() => {
    const reader = retrying(e);
    if (reader) void revalidate(e, reader.fetch, true);
  }, wait);
}

/** Asks again through a mounted reader of the key (nothing mounted: nothing to do, the next mount asks). */
function refetch(e: Entry): Promise<unknown> {
  const reader = e.readers.values().next().value;
  return reader ? revalidate(e, reader.fetch) : Promise.resolve(e.state.data);
}

/**
 * Puts `data` in the cache for `key` (answers to requests already under way are dropped), then asks again
 * unless `revalidate` is false. Answers the key's data.
 */
export function write<T>(key: Key, data: T, { revalidate = true }: { revalidate?: boolean } = {}) {
  const e = entry(key);
  e.writes += 1;
  set(e, { data, error: undefined });
  return revalidate ? refetch(e) : Promise.resolve(data);
}

/** Asks again for `key` (SWR's `mutate(key)`): answers its data once settled. */
export const refresh = (key: Key) => refetch(entry(key));

/** Asks again for every cached key `match` accepts; keys read nowhere now are asked for when next read. */
export function refreshWhere(match: (key: Key) => boolean) {
  return Promise.all([...entries.values()].filter((e) => match(e.key)).map(refetch));
}

let listening = false;
function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const each = (wants: (r: Reader, now: number) => boolean | undefined) => () => {
    if (document.visibilityState === 'hidden') return;
    const now = Date.now();
    for (const e of entries.values())
      for (const r of e.readers)
        if (wants(r, now)) {
          void revalidate(e, r.fetch, true);
          break;
        }
  };
  const onFocus = each((r, now) => {
    if (!r.focus || now < r.focusAt) return false;
    r.focusAt = now + FOCUS_THROTTLE_MS;
    return true;
  });
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  window.addEventListener(
    'online',
    each((r) => r.reconnect),
  );
}

/** Empties the cache (tests). */
export const clearForTests = () => entries.clear();
