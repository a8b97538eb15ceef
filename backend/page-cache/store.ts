import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CircuitBreaker, openRedis } from '../lib/redis';

// The page cache's storage: rendered public pages (HTML and RSC answers) with the tags of what they show.
// Invalidation is by tag and needs no clock: every invalidation takes the next number of a generation
// counter and stamps its tags with it; a page remembers the generation read when its rendering started and
// is stale once any of its tags carries a later stamp. So a page rendered from data read before a write but
// stored after its invalidation is never served (docs/page-cache.md).

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** What the page shows: `clinic:12`, `list:reviews`… (lib/page-cache/tags.ts). */
  tags: string[];
  /** The generation read before the page was rendered. */
  gen: number;
  /** Date.now() when stored (for the Age header). */
  storedAt: number;
}

export interface PageStore {
  readonly kind: 'memory' | 'redis';
  /** The current generation: read before rendering, stored with the page. */
  generation(): Promise<number>;
  /** A fresh page (stored, not expired, none of its tags invalidated since its rendering began), or null. */
  get(key: string): Promise<CachedPage | null>;
  /** Stores the page for the store's lifetime, or for `ttlSeconds` when that is shorter (a page of the minute). */
  set(key: string, page: CachedPage, ttlSeconds?: number): Promise<void>;
  /** Every page showing one of these tags is stale from now on, on every instance sharing the store. */
  invalidate(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Seconds a page is kept at most, whatever happens (changes no write reports, e.g. an event's end date passing). */
  ttlSeconds: number;
  /** In-process store only: the memory its pages may take. */
  maxBytes?: number;
}

const sizeOf = (page: CachedPage) => page.body.length + 64 * page.tags.length + 512;

/** One process's pages, least recently used first out when the memory budget is spent. */
export class MemoryPageStore implements PageStore {
  readonly kind = 'memory';
  private gen = 0;
  private readonly tagGen = new Map<string, number>();
  private readonly pages = new Map<string, { page: CachedPage; expiresAt: number; size: number }>();
  private bytes = 0;
  private readonly ttlMs: number;
  private readonly maxBytes: number;

  constructor(opts: StoreOptions) {
    this.ttlMs = opts.ttlSeconds * 1000;
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  }

  async generation() {
    return this.gen;
  }

  async get(key: string) {
    const hit = this.pages.get(key);
    if (!hit) return null;
    if (hit.expiresAt <= Date.now() || hit.page.tags.some((t) => (this.tagGen.get(t) ?? 0) > hit.page.gen)) {
      this.drop(key);
      return null;
    }
    // Least recently used order: a hit moves to the end.
    this.pages.delete(key);
    this.pages.set(key, hit);
    return hit.page;
  }

  async set(key: string, page: CachedPage, ttlSeconds?: number) {
    // A page whose tags were invalidated while it rendered is stale already.
    if (page.tags.some((t) => (this.tagGen.get(t) ?? 0) > page.gen)) return;
    const size = sizeOf(page);
    if (size > this.maxBytes / 8) return;
    this.drop(key);
    this.pages.set(key, { page, expiresAt: Date.now() + Math.min(this.ttlMs, (ttlSeconds ?? Infinity) * 1000), size });
    this.bytes += size;
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  async invalidate(tags: readonly string[]) {
    if (!tags.length) return;
    this.gen += 1;
    for (const t of tags) this.tagGen.set(t, this.gen);
    if (this.tagGen.size > 50_000) this.pruneTags();
  }

  async close() {
    this.pages.clear();
    this.bytes = 0;
  }

  /** Pages kept and their bytes (tests, the benchmark). */
  stats() {
    return { pages: this.pages.size, bytes: this.bytes, tags: this.tagGen.size };
  }

  private drop(key: string) {
    const hit = this.pages.get(key);
    if (!hit) return;
    this.pages.delete(key);
    this.bytes -= hit.size;
  }

  // A tag stamped no later than the oldest kept page's generation can make no page stale: forget it.
  private pruneTags() {
    let oldest = this.gen;
    for (const { page } of this.pages.values()) oldest = Math.min(oldest, page.gen);
    for (const [t, g] of this.tagGen) if (g <= oldest) this.tagGen.delete(t);
  }
}

// Stamps the tags with the next generation in one step (no other invalidation can interleave).
const INVALIDATE = `
local g = redis.call('INCR', KEYS[1])
for i = 2, #KEYS do redis.call('SET', KEYS[i], g, 'EX', ARGV[1]) end
return g`;

// Makes every page stored so far stale: the next generation becomes the floor a page's own must reach.
const RAISE_FLOOR = `
local g = redis.call('INCR', KEYS[1])
redis.call('SET', KEYS[2], g, 'EX', ARGV[1])
return g`;

/**
 * Pages in Redis, shared by every web instance (and told of writes by a standalone backend through the same
 * keys). A page is one binary value: a 4-byte header length, the JSON header, the body. Redis errors make a
 * lookup a miss and a store a no-op: the page is rendered as if there were no cache. Behind a circuit breaker
 * (backend/lib/redis.ts): while Redis does not answer, lookups miss at once instead of each waiting for a timeout.
 * An invalidation that could not be written (Redis down) is made up for when Redis answers again: before anything
 * else, every page stored until then is made stale, since which of them the lost invalidation meant is unknown.
 */
export class RedisPageStore implements PageStore {
  readonly kind = 'redis';
  private readonly redis: Redis;
  private readonly breaker = new CircuitBreaker('page-cache');
  private readonly ttl: number;
  /** Invalidations that failed since the floor was last raised (0: none): every page kept so far must go stale. */
  private lostInvalidations = 0;
  private floorRetry: NodeJS.Timeout | undefined;

  constructor(
    url: string,
    opts: StoreOptions,
    private readonly prefix = 'pc:',
  ) {
    this.ttl = opts.ttlSeconds;
    // Commands wait for the connection (at start) but never longer than the command timeout.
    this.redis = openRedis(url);
  }

  private pageKey = (key: string) => `${this.prefix}p:${createHash('sha256').update(key).digest('base64url')}`;
  private tagKey = (tag: string) => `${this.prefix}t:${tag}`;
  private floorKey = () => `${this.prefix}floor`;
  private genKey = () => `${this.prefix}gen`;

  /** Runs `call` through the breaker, after making up for lost invalidations. */
  private run<T>(call: () => Promise<T>): Promise<T> {
    return this.breaker.run(async () => {
      const lost = this.lostInvalidations;
      if (lost) {
        await this.redis.eval(RAISE_FLOOR, 2, this.genKey(), this.floorKey(), String(this.ttl + 60));
        // Another invalidation may have failed meanwhile: it is covered only if it failed before the floor rose.
        if (this.lostInvalidations === lost) this.lostInvalidations = 0;
      }
      return call();
    });
  }

  /**
   * After a lost invalidation, the floor is raised as soon as Redis answers again even if this process sends
   * nothing else (a standalone backend writes to Redis only when something changes): tried every second.
   */
  private retryFloor() {
    if (this.floorRetry) return;
    this.floorRetry = setInterval(() => {
      if (!this.lostInvalidations) {
        clearInterval(this.floorRetry);
        this.floorRetry = undefined;
        return;
      }
      this.run(async () => undefined).catch(() => undefined);
    }, 1_000);
    this.floorRetry.unref();
  }

  generation() {
    return this.run(async () => Number((await this.redis.get(this.genKey())) ?? 0));
  }

  async get(key: string) {
    const raw = await this.run(() => this.redis.getBuffer(this.pageKey(key)));
    if (!raw || raw.length < 4) return null;
    // Read outside the breaker: a damaged value is a miss of its own, not a failure of Redis.
    const headerLength = raw.readUInt32BE(0);
    const header = JSON.parse(raw.subarray(4, 4 + headerLength).toString('utf8')) as Omit<CachedPage, 'body'>;
    const page: CachedPage = { ...header, body: raw.subarray(4 + headerLength) };
    // The floor, then the page's tags: a stamp later than the page's generation makes it stale.
    const [floor, ...tagStamps] = await this.run(() =>
      this.redis.mget([this.floorKey(), ...page.tags.map(this.tagKey)]),
    );
    if (floor !== null && Number(floor) > page.gen) return null;
    if (tagStamps.some((s) => s !== null && Number(s) > page.gen)) return null;
    return page;
  }

  async set(key: string, page: CachedPage, ttlSeconds?: number) {
    const { body, ...header } = page;
    const json = Buffer.from(JSON.stringify(header), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(json.length, 0);
    await this.run(() =>
      this.redis.set(
        this.pageKey(key),
        Buffer.concat([length, json, body]),
        'EX',
        Math.min(this.ttl, ttlSeconds ?? this.ttl),
      ),
    );
  }

  async invalidate(tags: readonly string[]) {
    if (!tags.length) return;
    // A stamp outlives every page it could make stale (pages live ttl seconds at most).
    try {
      await this.run(() =>
        this.redis.eval(INVALIDATE, tags.length + 1, this.genKey(), ...tags.map(this.tagKey), String(this.ttl + 60)),
      );
    } catch (err) {
      this.lostInvalidations++;
      this.retryFloor();
      throw err;
    }
  }

  async close() {
    clearInterval(this.floorRetry);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
