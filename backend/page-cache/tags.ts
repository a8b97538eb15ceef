import type { AsyncLocalStorage } from 'node:async_hooks';
import type { PageStore } from './store';

// What a cached page shows, as tags, and the bridge between the server that caches pages
// (scripts/serve.ts) and the code running inside Next's bundle (page loaders, the in-process backend).
// The two are separate module instances, so they meet on globalThis.

export const pageTag = {
  clinic: (id: number) => `clinic:${id}`,
  doctor: (id: number) => `doctor:${id}`,
  event: (id: number) => `event:${id}`,
  review: (id: number) => `review:${id}`,
  /** The review's own page only (not the lists that show it as a card): what only that page shows, such as its '도움이 돼요' count. */
  reviewPage: (id: number) => `review-page:${id}`,
  /** Any list of this kind may gain or lose an item (a new review, a new or deleted doctor/event). */
  list: (kind: 'clinics' | 'doctors' | 'events' | 'reviews') => `list:${kind}`,
  /** Every page: for the rare writes that touch many at once (a member leaving, a consent withdrawn). */
  all: 'all',
} as const;

export interface PageCacheRuntime {
  store: PageStore;
  /** The tags of the page being rendered, collected by the loaders that fetch its data. */
  rendering: AsyncLocalStorage<Set<string>>;
}

const KEY = Symbol.for('beautynote.page-cache');
type Holder = { [KEY]?: PageCacheRuntime };

export function installPageCache(runtime: PageCacheRuntime | undefined) {
  (globalThis as Holder)[KEY] = runtime;
}

/** The page cache of this process, when the app runs behind scripts/serve.ts (not under `next dev`). */
export function pageCacheRuntime(): PageCacheRuntime | undefined {
  return (globalThis as Holder)[KEY];
}

/** Notes what the page being rendered shows, so a write to any of it refreshes the page. */
export function recordPageTags(...tags: string[]) {
  const current = pageCacheRuntime()?.rendering.getStore();
  if (current) for (const t of tags) current.add(t);
}
