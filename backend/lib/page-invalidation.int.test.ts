import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { MemoryPageStore } from '@/backend/page-cache/store';
import { installPageCache } from '@/backend/page-cache/tags';
import { openTestBackend, type TestBackend } from '../test/backend';
import { expectJson } from '../test/client';
import { cleanup, createClinic, createMember, type TestMember } from '../routes/members/member-test-kit';
import { call, createStaff, type TestStaff } from '../routes/staff/staff-test-kit';
import { notificationSignature, verifyNotification } from './page-invalidation';

// Writes through the API invalidate exactly the public pages they change, once the route has answered
// (the web app's page cache runs in this process: installPageCache, as scripts/serve.ts does).

class RecordingStore extends MemoryPageStore {
  readonly calls: string[][] = [];
  override async invalidate(tags: readonly string[]) {
    this.calls.push([...tags].sort());
    await super.invalidate(tags);
  }
}

let t: TestBackend;
let store: RecordingStore;
let member: TestMember;
let staff: TestStaff;
let home: Awaited<ReturnType<typeof createClinic>>;
let other: Awaited<ReturnType<typeof createClinic>>;

beforeAll(async () => {
  t = await openTestBackend();
  member = await createMember(t);
  home = await createClinic(t);
  other = await createClinic(t);
  staff = await createStaff(t, home.clinic.id);
});
beforeEach(() => {
  store = new RecordingStore({ ttlSeconds: 60 });
  installPageCache({ store, rendering: new AsyncLocalStorage() });
});
afterAll(async () => {
  installPageCache(undefined);
  await cleanup(t);
  await t.close();
});

const counsel = async () =>
  (
    await t.query<{ id: number }>(
      "insert into counsels (member_id, clinic_id, source_type, source_id) values ($1, $2, 'CLINIC', $2) returning id",
      [member.id, home.clinic.id],
    )
  )[0].id;

const reviewBody = async () => ({
  counsel_id: await counsel(),
  clinic_id: home.clinic.id,
  event_id: home.event.id,
  doctors: [home.doctor.id],
  title: '상담이 꼼꼼했어요',
  content: '붓기가 금방 빠졌어요.',
  treatments: [1],
  rating: 5,
  beforePhotos: [],
  afterPhotos: [],
  incentive: false,
});

describe('page invalidation on writes', () => {
  it('a new review refreshes its clinic, doctor, event and review pages and the review lists, in one call after commit', async () => {
    // A page of the clinic and one of another clinic, as the web app would have stored them.
    const gen = await store.generation();
    const cached = (tags: string[]) => ({
      status: 200,
      headers: [],
      body: Buffer.from('x'),
      tags: ['all', ...tags],
      gen,
      storedAt: Date.now(),
    });
    await store.set('home-clinic', cached([`clinic:${home.clinic.id}`]));
    await store.set('other-clinic', cached([`clinic:${other.clinic.id}`]));

    const { data } = await expectJson(member.api.member.reviews.$post({ json: await reviewBody(), header: {} }), 201);
    expect(store.calls).toEqual([
      [
        `clinic:${home.clinic.id}`,
        `doctor:${home.doctor.id}`,
        `event:${home.event.id}`,
        'list:reviews',
        `review:${data.id}`,
      ].sort(),
    ]);
    expect(await store.get('home-clinic')).toBeNull();
    expect(await store.get('other-clinic')).not.toBeNull();
  });

  it('editing and deleting a review refresh its pages; a refused write refreshes nothing', async () => {
    const { data } = await expectJson(member.api.member.reviews.$post({ json: await reviewBody(), header: {} }), 201);
    store.calls.length = 0;
    const edit = await member.api.member.reviews[':id'].$patch({
      param: { id: `${data.id}` },
      query: {},
      json: { rating: 2 },
    });
    expect(edit.status).toBe(200);
    expect(store.calls.at(-1)).toEqual(
      expect.arrayContaining([`review:${data.id}`, `clinic:${home.clinic.id}`, 'list:reviews']),
    );

    const refused = await member.api.member.reviews[':id'].$patch({
      param: { id: `${data.id}` },
      query: {},
      json: { rating: 9 },
    });
    expect(refused.status).toBe(400);
    expect(store.calls).toHaveLength(1);

    expect((await member.api.member.reviews[':id'].$delete({ param: { id: `${data.id}` } })).status).toBe(204);
    expect(store.calls.at(-1)).toEqual(
      expect.arrayContaining([`review:${data.id}`, `clinic:${home.clinic.id}`, 'list:reviews']),
    );
  });

  it("a partner's edits refresh that clinic, doctor or event (and the lists they appear in)", async () => {
    expect((await call(t, staff.token, 'PATCH', '/staff/clinic', { description: '새 소개' })).status).toBe(200);
    expect(store.calls.at(-1)).toEqual([`clinic:${home.clinic.id}`, 'list:clinics']);

    expect((await call(t, staff.token, 'PATCH', `/staff/doctors/${home.doctor.id}`, { name: '새이름' })).status).toBe(
      200,
    );
    expect(store.calls.at(-1)).toEqual([`clinic:${home.clinic.id}`, `doctor:${home.doctor.id}`, 'list:doctors']);

    expect((await call(t, staff.token, 'PATCH', `/staff/events/${home.event.id}`, { title: '새 이벤트' })).status).toBe(
      200,
    );
    expect(store.calls.at(-1)).toEqual([`clinic:${home.clinic.id}`, `event:${home.event.id}`, 'list:events']);

    // Another clinic's doctor is a 404 and invalidates nothing.
    const before = store.calls.length;
    expect(
      (await call(t, staff.token, 'PATCH', `/staff/doctors/${other.doctor.id}`, { name: '남의의사' })).status,
    ).toBe(404);
    expect(store.calls).toHaveLength(before);
  });

  it("a nickname change refreshes the pages that show the member's reviews, and those pages then show the new name", async () => {
    const { data } = await expectJson(member.api.member.reviews.$post({ json: await reviewBody(), header: {} }), 201);
    store.calls.length = 0;
    const nickname = `새이름${Date.now() % 100000}`;
    expect(
      (await member.api.member[':memberId'].$patch({ param: { memberId: `${member.id}` }, json: { nickname } })).status,
    ).toBe(200);
    expect(store.calls.at(-1)).toEqual(
      expect.arrayContaining([
        `review:${data.id}`,
        `clinic:${home.clinic.id}`,
        `doctor:${home.doctor.id}`,
        `event:${home.event.id}`,
        'list:reviews',
      ]),
    );
    const shown = await expectJson(
      t.client.public.reviews[':id'].$get({ param: { id: `${data.id}` }, query: {} }),
      200,
    );
    expect(shown.data.authorNickname).toBe(nickname);

    // A member with no review: nothing public shows the name.
    const quiet = await createMember(t);
    store.calls.length = 0;
    expect(
      (
        await quiet.api.member[':memberId'].$patch({
          param: { memberId: `${quiet.id}` },
          json: { nickname: `조용한${Date.now() % 100000}` },
        })
      ).status,
    ).toBe(200);
    expect(store.calls).toEqual([]);
  });

  it("a '도움이 돼요' mark refreshes the review's own page only, not the lists that show the review", async () => {
    const { data } = await expectJson(member.api.member.reviews.$post({ json: await reviewBody(), header: {} }), 201);
    const reader = await createMember(t);
    store.calls.length = 0;
    expect((await reader.api.member.reviews[':id'].helpful.$put({ param: { id: `${data.id}` } })).status).toBe(200);
    expect(store.calls).toEqual([[`review-page:${data.id}`]]);
  });

  it('reads never invalidate', async () => {
    await expectJson(t.client.public.clinics[':id'].$get({ param: { id: `${home.clinic.id}` }, query: {} }), 200);
    await member.api.member['my-info'].$get();
    expect(store.calls).toEqual([]);
  });
});

describe('notifications from a standalone backend', () => {
  it('accept a fresh, correctly signed list of tags and refuse anything else', () => {
    const body = JSON.stringify({ tags: ['clinic:1', 'list:reviews'] });
    const now = Date.now();
    const sig = notificationSignature(now, body);
    expect(verifyNotification(String(now), sig, body, now)).toEqual(['clinic:1', 'list:reviews']);
    expect(verifyNotification(String(now), sig, body.replace('clinic:1', 'clinic:2'), now)).toBeNull();
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyNotification(String(now), tampered, body, now)).toBeNull();
    expect(verifyNotification(String(now), null, body, now)).toBeNull();
    expect(verifyNotification(String(now), sig, body, now + 61_000)).toBeNull(); // replayed a minute later
    const bad = JSON.stringify({ tags: [1, 2] });
    expect(verifyNotification(String(now), notificationSignature(now, bad), bad, now)).toBeNull();
  });
});
