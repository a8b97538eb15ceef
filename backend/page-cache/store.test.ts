import { jest } from '@jest/globals';
import { MemoryPageStore, RedisPageStore, type CachedPage, type PageStore } from './store';

const page = (body: string, tags: string[], gen: number): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: Buffer.from(body),
  tags,
  gen,
  storedAt: Date.now(),
});

// The same contract for the in-process store and the Redis one (the machine's Redis, 127.0.0.1:6379).
const stores: [string, () => PageStore][] = [
  ['memory', () => new MemoryPageStore({ ttlSeconds: 60 })],
  [
    'redis',
    () =>
      new RedisPageStore(
        process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
        { ttlSeconds: 60 },
        `pc-test-${process.pid}-${Math.random().toString(36).slice(2)}:`,
      ),
  ],
];

describe.each(stores)('%s page store', (_, make) => {
  let store: PageStore;
  beforeEach(() => {
    store = make();
  });
  afterEach(() => store.close());

  it('answers a stored page until one of its tags is invalidated, and only those pages', async () => {
    const gen = await store.generation();
    await store.set('/contents/clinic/1', page('<p>clinic 1</p>', ['all', 'clinic:1'], gen));
    await store.set('/contents/clinic/2', page('<p>clinic 2</p>', ['all', 'clinic:2'], gen));
    expect((await store.get('/contents/clinic/1'))?.body.toString()).toBe('<p>clinic 1</p>');

    await store.invalidate(['clinic:1', 'list:reviews']);
    expect(await store.get('/contents/clinic/1')).toBeNull();
    expect((await store.get('/contents/clinic/2'))?.body.toString()).toBe('<p>clinic 2</p>');
  });

  it('never serves a page whose rendering began before an invalidation of what it shows', async () => {
    const before = await store.generation();
    await store.invalidate(['clinic:3']); // a write commits while the page renders from older data
    await store.set('/contents/clinic/3', page('old', ['clinic:3'], before));
    expect(await store.get('/contents/clinic/3')).toBeNull();

    const after = await store.generation();
    await store.set('/contents/clinic/3', page('new', ['clinic:3'], after));
    expect((await store.get('/contents/clinic/3'))?.body.toString()).toBe('new');
  });

  it('keeps binary bodies and headers exactly', async () => {
    const body = Buffer.from([0x1f, 0x8b, 0, 255, 10, 13]);
    await store.set('k', {
      ...page('', ['a'], await store.generation()),
      body,
      headers: [['content-encoding', 'gzip']],
    });
    const hit = await store.get('k');
    expect(hit?.body.equals(body)).toBe(true);
    expect(hit?.headers).toEqual([['content-encoding', 'gzip']]);
  });
});

describe('memory page store', () => {
  it('drops the least recently used pages past its memory budget', async () => {
    const store = new MemoryPageStore({ ttlSeconds: 60, maxBytes: 64 * 1024 });
    const big = 'x'.repeat(4000);
    for (let i = 0; i < 20; i++) await store.set(`p${i}`, page(big, [], 0));
    expect(await store.get('p0')).toBeNull();
    expect(await store.get('p19')).not.toBeNull();
    expect(store.stats().bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('forgets a page after its time is up', async () => {
    const store = new MemoryPageStore({ ttlSeconds: 1 });
    await store.set('p', page('x', [], 0));
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 1500);
    expect(await store.get('p')).toBeNull();
    jest.restoreAllMocks();
  });

  it("keeps a page given a shorter life (a page of the minute) only that long, the others their store's", async () => {
    const store = new MemoryPageStore({ ttlSeconds: 600 });
    await store.set('minute', page('x', [], 0), 60);
    await store.set('page', page('y', [], 0));
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(await store.get('minute')).toBeNull();
    expect(await store.get('page')).not.toBeNull();
    jest.restoreAllMocks();
  });
});
