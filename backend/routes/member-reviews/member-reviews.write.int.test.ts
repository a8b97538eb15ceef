import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { uploadedFiles } from '../../db/schema';
import { LocalStorage } from '../../storage/local';
import { TEST_UPLOAD_DIR } from '../../test/paths';
import { resetEnvForTests } from '../../env';
import { newUploadKey, publicKeyOf } from '../../storage/upload-keys';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, reply, unchecked } from '../../test/client';
import type { CreateReviewInput } from '@/contracts/reviews';
import { moveCounsel } from '../counsels/counsels.repository';
import { cleanup, createClinic, createMember, type TestMember } from '../members/member-test-kit';

let t: TestBackend;
let a: TestMember;
let b: TestMember;
let home: Awaited<ReturnType<typeof createClinic>>;
let away: Awaited<ReturnType<typeof createClinic>>;

/** The per-hour review limit for this file's members (they write many reviews); the 429 test lowers it. */
function reviewLimit(n: number) {
  process.env.REVIEW_POSTS_PER_HOUR = String(n);
  resetEnvForTests();
}

beforeAll(async () => {
  reviewLimit(1000);
  t = await openTestBackend();
  [a, b] = await Promise.all([createMember(t), createMember(t)]);
  home = await createClinic(t);
  away = await createClinic(t);
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

type State = 'AWAITING_CLINIC_CONFIRMATION' | 'CONSULTATION_COMPLETE' | 'TREATMENT_COMPLETE' | 'CANCELED';
/** A counsel of `m` at the home clinic (or `clinicId`), in `state`. */
const book = async (m: TestMember, state: State = 'AWAITING_CLINIC_CONFIRMATION', clinicId = home.clinic.id) =>
  (
    await t.query<{ id: number }>(
      "insert into counsels (member_id, clinic_id, source_type, source_id, state) values ($1, $2, 'CLINIC', $2, $3) returning id",
      [m.id, clinicId, state],
    )
  )[0].id;

const bodyFor = (counselId: number, extra: Partial<CreateReviewInput> = {}): CreateReviewInput => ({
  counsel_id: counselId,
  clinic_id: home.clinic.id,
  event_id: home.event.id,
  doctors: [home.doctor.id],
  title: '친절한 상담',
  content: '붓기가 금방 빠졌어요.',
  treatments: [{ id: 1 }, 2],
  rating: 4,
  beforePhotos: [],
  afterPhotos: [],
  pricePaid: 350_000,
  priceMatched: 'SAME',
  treatedOn: '2026-01-15',
  incentive: false,
  ...extra,
});

const post = (m: TestMember, json: CreateReviewInput, key?: string) =>
  m.api.member.reviews.$post({ json, header: key ? { 'idempotency-key': key } : {} });
const patch = (m: TestMember, id: number, json: Record<string, unknown>) =>
  m.api.member.reviews[':id'].$patch({ param: { id: `${id}` }, query: {}, json: unchecked(json) });
const del = (m: TestMember, id: number) => m.api.member.reviews[':id'].$delete({ param: { id: `${id}` } });
const create = async (m: TestMember, json: CreateReviewInput) => (await expectJson(post(m, json), 201)).data;

/** A verified upload of `m` (what the storage side leaves once it checked the bytes), as a payload entry. */
async function upload(m: TestMember) {
  const key = newUploadKey(m.id, 'image/jpeg');
  const hash = createHash('sha256').update(randomBytes(16)).digest('hex');
  const entry = { name: 'before.jpg', type: 'image/jpeg', size: 1234, hash };
  await t.database.db.insert(uploadedFiles).values({
    memberId: m.id,
    key,
    ...entry,
    status: 'VERIFIED',
    publicPath: publicKeyOf(key),
    takenAt: new Date('2026-01-10T03:00:00Z'),
    verifiedAt: new Date(),
  });
  return { url: `/files/${key}`, path: `/files/${key}`, ...entry };
}

const consent = (m: TestMember) => m.api.member['health-consent'].$put();

/** Every counter of the clinic, its doctors and events against SQL aggregates of the stored reviews (the stored average exact). */
async function expectCountersExact(clinicId: number) {
  const wrong = await t.query(
    `select 'clinic' as kind, c.id, c.review_count, c.rating_sum, x.n, x.s from clinics c
       left join (select clinic_id, count(*)::int n, coalesce(sum(rating), 0)::int s from reviews group by clinic_id) x on x.clinic_id = c.id
       where c.id = $1 and (c.review_count <> coalesce(x.n, 0) or c.rating_sum <> coalesce(x.s, 0)
         or c.average_rating <> coalesce(x.s::float8 / nullif(x.n, 0), 0))
     union all
     select 'doctor', d.id, d.review_count, d.rating_sum, x.n, x.s from doctors d
       left join (select rd.doctor_id, count(*)::int n, sum(r.rating)::int s from review_doctors rd join reviews r on r.id = rd.review_id group by 1) x on x.doctor_id = d.id
       where d.clinic_id = $1 and (d.review_count <> coalesce(x.n, 0) or d.rating_sum <> coalesce(x.s, 0)
         or d.average_rating <> coalesce(x.s::float8 / nullif(x.n, 0), 0))
     union all
     select 'event', e.id, e.review_count, e.rating_sum, x.n, x.s from events e
       left join (select event_id, count(*)::int n, sum(rating)::int s from reviews group by 1) x on x.event_id = e.id
       where e.clinic_id = $1 and (e.review_count <> coalesce(x.n, 0) or e.rating_sum <> coalesce(x.s, 0)
         or e.average_rating <> coalesce(x.s::float8 / nullif(x.n, 0), 0))`,
    [clinicId],
  );
  expect(wrong).toEqual([]);
  // The home list's flag and the clinic's count of it.
  const popular = await t.query(
    `select r.id from reviews r where r.clinic_id = $1 and r.popular <> (r.rating >= 4
       and exists (select 1 from review_photos p where p.review_id = r.id and p.kind = 'BEFORE')
       and exists (select 1 from review_photos p where p.review_id = r.id and p.kind = 'AFTER'))
     union all
     select c.id from clinics c where c.id = $1 and c.popular_review_count <> (select count(*) from reviews r where r.clinic_id = c.id and r.popular)`,
    [clinicId],
  );
  expect(popular).toEqual([]);
  const seqs = await t.query<{ clinic_seq: number }>(
    'select clinic_seq from reviews where clinic_id = $1 order by clinic_seq',
    [clinicId],
  );
  expect(seqs.map((r) => r.clinic_seq)).toEqual(seqs.map((_, i) => i + 1));
  await expectTaxonCountsExact();
}

/** review_taxon_counts and review_treatment_sets against the explore filters' rule, counted afresh over every review. */
async function expectTaxonCountsExact() {
  const matches = (taxonomy: string, ids: string, link: string) =>
    `select '${taxonomy}' as taxonomy, x.id as taxon_id, count(*)::int n, (count(*) filter (where r.has_photos))::int p, (count(*) filter (where r.popular))::int q
       from ${ids} x join reviews r on exists (select 1 from review_treatments rt ${link} and rt.review_id = r.id) group by x.id`;
  const wrong = await t.query(
    `select * from review_taxon_counts c full join (
       ${matches('treatment', 'treatments', 'where rt.treatment_id = x.id')}
       union all ${matches('specialty', 'specialties', 'join treatment_specialties ts on ts.treatment_id = rt.treatment_id where ts.specialty_id = x.id')}
       union all ${matches('concern', 'concerns', 'join treatment_concerns tc on tc.treatment_id = rt.treatment_id where tc.concern_id = x.id')}
       union all ${matches('part', 'parts', 'join treatment_concerns tc on tc.treatment_id = rt.treatment_id join concern_parts cp on cp.concern_id = tc.concern_id where cp.part_id = x.id')}
     ) a using (taxonomy, taxon_id)
     where coalesce(c.reviews, 0) <> coalesce(a.n, 0) or coalesce(c.photo_reviews, 0) <> coalesce(a.p, 0) or coalesce(c.popular_reviews, 0) <> coalesce(a.q, 0)`,
  );
  expect(wrong).toEqual([]);
  // review_treatment_sets (the totals under combined filters): each set of treatments and its reviews.
  const wrongSets = await t.query(
    `select * from review_treatment_sets c full join (
       select treatments, count(*)::int n, (count(*) filter (where has_photos))::int p, (count(*) filter (where popular))::int q
       from (select r.id, r.has_photos, r.popular, array_agg(rt.treatment_id order by rt.treatment_id) treatments
             from reviews r join review_treatments rt on rt.review_id = r.id group by r.id) x group by treatments
     ) a using (treatments)
     where coalesce(c.reviews, 0) <> coalesce(a.n, 0) or coalesce(c.photo_reviews, 0) <> coalesce(a.p, 0) or coalesce(c.popular_reviews, 0) <> coalesce(a.q, 0)`,
  );
  expect(wrongSets).toEqual([]);
}

const reviewCount = async (clinicId = home.clinic.id) =>
  (await t.query<{ n: number }>('select count(*)::int n from reviews where clinic_id = $1', [clinicId]))[0].n;
const counselReview = async (id: number) =>
  (await t.query<{ review_id: number | null }>('select review_id from counsels where id = $1', [id]))[0].review_id;

describe('authorization', () => {
  it('answers 401 to a visitor on every write, 404 to another member, and changes nothing', async () => {
    const counsel = await book(a);
    const review = await create(a, bodyFor(counsel));
    const visitor = t.client.member;
    expect((await visitor.reviews.$post({ json: bodyFor(counsel), header: {} })).status).toBe(401);
    expect(
      (await visitor.reviews[':id'].$patch({ param: { id: `${review.id}` }, query: {}, json: { title: 'x' } })).status,
    ).toBe(401);
    expect((await visitor.reviews[':id'].$delete({ param: { id: `${review.id}` } })).status).toBe(401);
    expect((await visitor['health-consent'].$put()).status).toBe(401);
    expect((await visitor['health-consent'].$delete()).status).toBe(401);

    const other = await book(a);
    expect(await reply(post(b, bodyFor(other)))).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Counsel not found' } },
    });
    const notFound = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Review not found' } } };
    expect(await reply(patch(b, review.id, { title: '남의 후기' }))).toEqual(notFound);
    expect(await reply(del(b, review.id))).toEqual(notFound);
    expect((await reply(b.api.member.reviews[':id'].$get({ param: { id: `${review.id}` }, query: {} }))).status).toBe(
      404,
    );
    const { data } = await expectJson(
      a.api.member.reviews[':id'].$get({ param: { id: `${review.id}` }, query: {} }),
      200,
    );
    expect(data).toEqual(review);
    expect(await counselReview(other)).toBeNull();
  });
});

describe('POST /member/reviews', () => {
  it('writes the review, links its counsel, places it last in its clinic and keeps the counters exact', async () => {
    const counsel = await book(a);
    const before = await reviewCount();
    const review = await create(
      a,
      bodyFor(counsel, { member_id: b.id, verification: 'treated', clinic_seq: 1 } as Partial<CreateReviewInput>),
    );
    expect(review).toEqual({
      id: expect.any(Number),
      title: '친절한 상담',
      content: '붓기가 금방 빠졌어요.',
      rating: 4,
      created_at: expect.any(String),
      updated_at: null,
      treatments: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })],
      beforePhotos: [],
      afterPhotos: [],
      event: { id: home.event.id, title: home.event.title },
      clinic: expect.objectContaining({ id: home.clinic.id }),
      doctors: [{ id: home.doctor.id, name: home.doctor.name }],
      verification: 'booked',
      pricePaid: 350_000,
      priceMatched: 'SAME',
      treatedOn: '2026-01-15',
      incentive: false,
      authorNickname: a.nickname,
      helpfulCount: 0,
      reply: null,
      moderation: null,
      sideEffects: [],
      counsel_id: counsel,
    });
    const [row] = await t.query<Record<string, unknown>>('select member_id, clinic_seq from reviews where id = $1', [
      review.id,
    ]);
    expect(row).toEqual({ member_id: a.id, clinic_seq: before + 1 });
    expect(await counselReview(counsel)).toBe(review.id);
    await expectCountersExact(home.clinic.id);
    // The editor's next call, PATCH /member/counsels/{id} {review_id}, is a no-op.
    const linked = await expectJson(
      a.api.member.counsels[':id'].$patch({ param: { id: `${counsel}` }, json: { review_id: review.id } }),
      200,
    );
    expect(linked.data.review_id).toBe(review.id);
    // The public review carries the trust fields too.
    const { data: shown } = await expectJson(
      t.client.public.reviews[':id'].$get({ param: { id: `${review.id}` }, query: {} }),
      200,
    );
    expect(shown).toEqual(Object.fromEntries(Object.entries(review).filter(([k]) => k !== 'counsel_id')));
  });

  it('takes the verification from the counsel, and leaves clinic_id and the optional fields out', async () => {
    const consulted = await create(a, bodyFor(await book(a, 'CONSULTATION_COMPLETE'), { clinic_id: undefined }));
    const treated = await create(a, {
      counsel_id: await book(a, 'TREATMENT_COMPLETE'),
      title: '제목',
      content: '내용',
      rating: 5,
      incentive: true,
    });
    expect([consulted.verification, treated.verification]).toEqual(['consulted', 'treated']);
    expect(treated).toMatchObject({
      event: null,
      doctors: [],
      treatments: [],
      pricePaid: null,
      priceMatched: null,
      treatedOn: null,
      incentive: true,
    });
  });

  it('saves a review with no title, no text and the incentive question unanswered (spec §5: nothing blocks a save)', async () => {
    const counsel = await book(a);
    const review = await create(a, { counsel_id: counsel, rating: 4 });
    expect(review).toMatchObject({ title: '', content: '', rating: 4, incentive: null });
    const blank = await create(a, { counsel_id: await book(a), title: '  ', content: '', rating: 3, incentive: null });
    expect(blank).toMatchObject({ title: '', content: '', incentive: null });
    const { data: shown } = await expectJson(
      t.client.public.reviews[':id'].$get({ param: { id: `${review.id}` }, query: {} }),
      200,
    );
    expect(shown).toMatchObject({ title: '', content: '', incentive: null });
    // An edit can answer the question later, or take the answer back.
    const answered = await expectJson(
      a.api.member.reviews[':id'].$patch({ param: { id: `${review.id}` }, query: {}, json: { incentive: false } }),
      200,
    );
    expect(answered.data.incentive).toBe(false);
    const unanswered = await expectJson(
      a.api.member.reviews[':id'].$patch({ param: { id: `${review.id}` }, query: {}, json: { incentive: null } }),
      200,
    );
    expect(unanswered.data.incentive).toBeNull();
  });

  it.each([
    ['an incentive that is not a yes or no', { incentive: 'maybe' }, ['incentive']],
    ['rating 0 and a title that is not text', { rating: 0, title: 5 }, ['rating', 'title']],
    [
      'a price below zero, a wrong price match',
      { pricePaid: -1, priceMatched: 'CHEAPER' },
      ['priceMatched', 'pricePaid'],
    ],
    ['a treatment date in the future', { treatedOn: '2999-01-01' }, ['treatedOn']],
    ['an invalid date', { treatedOn: '2026-02-30' }, ['treatedOn']],
    ['doctors as text', { doctors: ['김의사'] }, ['doctors.0']],
    [
      '11 photos',
      {
        afterPhotos: Array.from({ length: 11 }, () => ({
          path: 'x',
          name: 'x',
          type: 'image/jpeg',
          size: 1,
          hash: 'a'.repeat(64),
        })),
      },
      ['afterPhotos'],
    ],
    [
      'a photo without hash',
      { beforePhotos: [{ path: 'x', name: 'x', type: 'image/jpeg', size: 1 }] },
      ['beforePhotos.0.hash'],
    ],
    ['no counsel', { counsel_id: undefined }, ['counsel_id']],
  ])('answers 400 naming the fields for %s, and stores nothing', async (_, extra, fields) => {
    const counsel = await book(a);
    const before = await reviewCount();
    const { error } = await expectJson(post(a, unchecked({ ...bodyFor(counsel), ...extra })), 400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
    expect(await reviewCount()).toBe(before);
    expect(await counselReview(counsel)).toBeNull();
  });

  it('answers 400 (never 500) for a NUL byte in the text, and stores nothing', async () => {
    const counsel = await book(a);
    const before = await reviewCount();
    const { error } = await expectJson(
      post(a, bodyFor(counsel, { title: '제목\u0000끝', content: '내용\u0000' })),
      400,
    );
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(await reviewCount()).toBe(before);
    expect(await counselReview(counsel)).toBeNull();
  });

  it("answers 400 for doctors, events and clinic_id that are not the counsel's clinic's, and unknown treatments", async () => {
    const counsel = await book(a);
    const before = await reviewCount();
    const wrong = await expectJson(
      post(
        a,
        bodyFor(counsel, {
          doctors: [home.doctor.id, away.doctor.id],
          event_id: away.event.id,
          treatments: [1, 999_999],
        }),
      ),
      400,
    );
    expect(Object.keys(wrong.error.fields ?? {}).sort()).toEqual(['doctors.1', 'event_id', 'treatments.1']);
    const clinic = await expectJson(post(a, bodyFor(counsel, { clinic_id: away.clinic.id })), 400);
    expect(clinic.error.fields).toEqual({ clinic_id: "clinic_id must be the counsel's clinic" });
    expect(await reviewCount()).toBe(before);
  });

  it('answers 409 CONFLICT for a second review of a counsel and 409 COUNSEL_CANCELED for a canceled one', async () => {
    const counsel = await book(a);
    await create(a, bodyFor(counsel));
    const second = await expectJson(post(a, bodyFor(counsel, { title: '두 번째' })), 409);
    expect(second.error.code).toBe('CONFLICT');
    const canceled = await book(a, 'CANCELED');
    const refused = await expectJson(post(a, bodyFor(canceled)), 409);
    expect(refused.error.code).toBe('COUNSEL_CANCELED');
    expect(await counselReview(canceled)).toBeNull();
  });

  it("answers 413 to a body over the member calls' limit, before reading it as a review", async () => {
    const m = await createMember(t);
    const res = await t.app.request('/member/reviews', {
      method: 'POST',
      headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x', content: '가'.repeat(300_000) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 429 with Retry-After once a member wrote REVIEW_POSTS_PER_HOUR reviews in the hour', async () => {
    const m = await createMember(t);
    reviewLimit(3);
    try {
      for (let i = 0; i < 3; i++) await create(m, bodyFor(await book(m)));
      const counsel = await book(m);
      const res = await post(m, bodyFor(counsel));
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('3600');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
      expect(await counselReview(counsel)).toBeNull();
      // Another member is not held back by it.
      const other = await createMember(t);
      await create(other, bodyFor(await book(other)));
    } finally {
      reviewLimit(1000);
    }
  });

  it('gives exactly one review to two POSTs for one counsel at the same time', async () => {
    const counsel = await book(a);
    const replies = await Promise.all([post(a, bodyFor(counsel)), post(a, bodyFor(counsel, { title: '동시에' }))]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    const [{ n }] = await t.query<{ n: number }>(
      'select count(*)::int n from reviews r join counsels c on c.review_id = r.id where c.id = $1',
      [counsel],
    );
    expect(n).toBe(1);
    await expectCountersExact(home.clinic.id);
  });

  it('gives concurrent reviews of one clinic distinct, gap-free positions', async () => {
    const counsels = await Promise.all([book(a), book(a), book(b), book(b)]);
    const replies = await Promise.all(counsels.map((c, i) => post(i < 2 ? a : b, bodyFor(c, { rating: 1 + i }))));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    await expectCountersExact(home.clinic.id);
  });
});

describe('photos and the health consent', () => {
  it('refuses photos without the consent (403, nothing stored), then attaches them once it is given', async () => {
    const m = await createMember(t);
    const counsel = await book(m);
    const photo = await upload(m);
    const refused = await expectJson(post(m, bodyFor(counsel, { beforePhotos: [photo] })), 403);
    expect(refused.error.code).toBe('HEALTH_CONSENT_REQUIRED');
    expect(await counselReview(counsel)).toBeNull();

    const given = await expectJson(consent(m), 200);
    expect(given.data).toEqual({ healthConsent: true, healthConsentAt: expect.any(String) });
    expect((await expectJson(m.api.member['my-info'].$get(), 200)).data.healthConsent).toBe(true);
    // A repeat keeps the first consent time.
    expect((await expectJson(consent(m), 200)).data).toEqual(given.data);

    const review = await create(m, bodyFor(counsel, { beforePhotos: [photo] }));
    const key = photo.path.slice('/files/'.length);
    expect(review.beforePhotos).toEqual([
      {
        url: `/files/${publicKeyOf(key)}`,
        path: publicKeyOf(key),
        name: photo.name,
        type: photo.type,
        size: photo.size,
        hash: photo.hash,
        takenAt: '2026-01-10T03:00:00.000Z',
        daysAfterTreatment: null,
      },
    ]);
    const [row] = await t.query<{ attached: boolean }>(
      'select attached_at is not null as attached from uploaded_files where key = $1',
      [key],
    );
    expect(row.attached).toBe(true);

    // Edit: keep the stored photo (as GET answers it), add a new one after.
    const added = await upload(m);
    const { data: edited } = await expectJson(
      patch(m, review.id, { ...bodyFor(counsel), beforePhotos: review.beforePhotos, afterPhotos: [added] }),
      200,
    );
    expect(edited.beforePhotos).toEqual(review.beforePhotos);
    expect(edited.afterPhotos.map((p) => p.hash)).toEqual([added.hash]);

    const withdrawn = await expectJson(m.api.member['health-consent'].$delete(), 200);
    expect(withdrawn.data).toEqual({ healthConsent: false, healthConsentAt: null });
    expect((await expectJson(m.api.member['my-info'].$get(), 200)).data.healthConsent).toBe(false);
    // Withdrawing takes the photos down with it; the review itself stays.
    const { data: after } = await expectJson(
      m.api.member.reviews[':id'].$get({ param: { id: String(review.id) }, query: {} }),
      200,
    );
    expect([after.beforePhotos.length, after.afterPhotos.length, after.title]).toEqual([0, 0, review.title]);
    // …and their files at once (original with its metadata, and the public copy), not a day later.
    expect(await t.query('select 1 from uploaded_files where key = $1', [key])).toEqual([]);
  });

  it('answers only the URL and the day after treatment of each photo to anyone else, in every list; the writer keeps the entries', async () => {
    const m = await createMember(t);
    await expectJson(consent(m), 200);
    const counsel = await book(m);
    // Both uploads were taken 2026-01-10 12:00 in Seoul: 9 days after a treatment on 1 January.
    const review = await create(
      m,
      bodyFor(counsel, { treatedOn: '2026-01-01', beforePhotos: [await upload(m)], afterPhotos: [await upload(m)] }),
    );
    expect(review.afterPhotos[0]).toMatchObject({
      name: 'before.jpg',
      size: 1234,
      type: 'image/jpeg',
      takenAt: '2026-01-10T03:00:00.000Z',
      daysAfterTreatment: 9,
    });

    const one = { param: { id: `${review.id}` }, query: {} };
    await expectJson(
      b.api.member.bookmarks.$post({ header: {}, json: { bookmarkableType: 'REVIEW', bookmarkableId: review.id } }),
      201,
    );
    const answers = {
      detail: [(await expectJson(t.client.public.reviews[':id'].$get(one), 200)).data],
      list: (
        await expectJson(t.client.public.reviews.$get({ query: { clinicId: `${home.clinic.id}`, limit: '100' } }), 200)
      ).data,
      photoList: (await expectJson(t.client.public.reviews.$get({ query: { sort: 'photos', limit: '100' } }), 200))
        .data,
      bookmarks: (await expectJson(b.api.member.bookmarks.$get({ query: {} }), 200)).data.reviews,
      writersList: (await expectJson(m.api.member.reviews.$get({ query: {} }), 200)).data,
    };
    for (const [where, reviews] of Object.entries(answers)) {
      const shown = reviews.find((r) => r.id === review.id);
      expect(shown && { where, before: shown.beforePhotos, after: shown.afterPhotos }).toEqual({
        where,
        before: [{ url: review.beforePhotos[0].url, daysAfterTreatment: null }],
        after: [{ url: review.afterPhotos[0].url, daysAfterTreatment: 9 }],
      });
      // No photo of any review in the answer names its file, size, hash, type or capture time.
      for (const photo of reviews.flatMap((r) => [...r.beforePhotos, ...r.afterPhotos]))
        expect(Object.keys(photo).sort()).toEqual(['daysAfterTreatment', 'url']);
    }
    expect(JSON.stringify(answers)).not.toMatch(/before\.jpg|takenAt|2026-01-10|"hash"|"size"/);
  });

  it('puts a 4+ review with before and after photos on the home list, and takes it off when a photo side, the rating or the consent goes', async () => {
    const m = await createMember(t);
    await expectJson(consent(m), 200);
    const counsel = await book(m);
    const home = async () => {
      const body = await expectJson(t.client.public.reviews.$get({ query: { sort: 'popular', limit: '100' } }), 200);
      return { ids: body.data.map((r) => r.id), total: body.total };
    };
    const before = await home();
    const review = await create(
      m,
      bodyFor(counsel, { rating: 5, beforePhotos: [await upload(m)], afterPhotos: [await upload(m)] }),
    );
    const listed = await home();
    // Written from a booking only: it comes right after every verified visit, first among the booked ones.
    const [{ verified }] = await t.query<{ verified: number }>(
      "select count(*)::int as verified from reviews where popular and verification <> 'BOOKED'",
    );
    const firstBooked = async () =>
      (
        await expectJson(
          t.client.public.reviews.$get({ query: { sort: 'popular', offset: `${verified}`, limit: '1' } }),
          200,
        )
      ).data.map((r) => r.id);
    expect(await firstBooked()).toEqual([review.id]);
    expect(listed.total).toBe(before.total + 1);
    await expectCountersExact(review.clinic.id);

    const edit = async (json: Record<string, unknown>) =>
      (await expectJson(patch(m, review.id, { ...bodyFor(counsel), beforePhotos: review.beforePhotos, ...json }), 200))
        .data;
    await edit({ rating: 5, afterPhotos: [] });
    expect(await home()).toEqual(before);
    const again = await edit({ rating: 5, afterPhotos: [await upload(m)] });
    expect((await home()).total).toBe(before.total + 1);
    await edit({ rating: 3, afterPhotos: again.afterPhotos });
    expect(await home()).toEqual(before);
    await edit({ rating: 4, afterPhotos: again.afterPhotos });
    expect(await firstBooked()).toEqual([review.id]);
    await expectCountersExact(review.clinic.id);

    await expectJson(m.api.member['health-consent'].$delete(), 200);
    expect(await home()).toEqual(before);
    await expectCountersExact(review.clinic.id);
  });

  it("answers 400 naming the entry for a hash that is not the upload's, another member's upload, or a used upload", async () => {
    const m = await createMember(t);
    await consent(m);
    const counsel = await book(m);
    const photo = await upload(m);
    const mismatch = await expectJson(
      post(m, bodyFor(counsel, { beforePhotos: [{ ...photo, hash: 'b'.repeat(64) }] })),
      400,
    );
    expect(Object.keys(mismatch.error.fields ?? {})).toEqual(['beforePhotos.0']);
    const theirs = await upload(b);
    const foreign = await expectJson(post(m, bodyFor(counsel, { afterPhotos: [photo, theirs] })), 400);
    expect(Object.keys(foreign.error.fields ?? {})).toEqual(['afterPhotos.1']);
    expect(await counselReview(counsel)).toBeNull();
    // Nothing was attached by the refused requests.
    await create(m, bodyFor(counsel, { afterPhotos: [photo] }));
    const again = await expectJson(post(m, bodyFor(await book(m), { afterPhotos: [photo] })), 400);
    expect(Object.keys(again.error.fields ?? {})).toEqual(['afterPhotos.0']);
  });

  it('never asks for the consent for a review without photos', async () => {
    const m = await createMember(t);
    expect((await post(m, bodyFor(await book(m)))).status).toBe(201);
  });
});

describe('PATCH /member/reviews/{id}', () => {
  it('changes the fields given, keeps the others, and keeps the counters exact when rating, doctors or event change', async () => {
    const counsel = await book(a);
    const review = await create(a, bodyFor(counsel));
    const [{ id: second }] = await t.query<{ id: number }>(
      'insert into doctors (clinic_id, name) values ($1, $2) returning id',
      [home.clinic.id, '두번째의사'],
    );
    const { data } = await expectJson(
      patch(a, review.id, {
        rating: 2,
        doctors: [{ id: second }],
        event_id: null,
        pricePaid: null,
        member_id: b.id,
        verification: 'TREATED',
      }),
      200,
    );
    expect(data).toEqual({
      ...review,
      updated_at: expect.any(String),
      rating: 2,
      doctors: [{ id: second, name: '두번째의사' }],
      event: null,
      pricePaid: null,
    });
    const [row] = await t.query<Record<string, unknown>>(
      'select member_id, verification, updated_at is not null as edited from reviews where id = $1',
      [review.id],
    );
    expect(row).toEqual({ member_id: a.id, verification: 'BOOKED', edited: true });
    await expectCountersExact(home.clinic.id);
    // Other treatments move the review between the explore filters' counts (checked in expectCountersExact).
    expect(
      (await expectJson(patch(a, review.id, { treatments: [5, 6] }), 200)).data.treatments.map((x) => x.id),
    ).toEqual([5, 6]);
    await expectCountersExact(home.clinic.id);
    // The editor's whole payload (with its counsel and clinic) is accepted.
    expect((await patch(a, review.id, { ...bodyFor(counsel), rating: 5 })).status).toBe(200);
    await expectCountersExact(home.clinic.id);
  });

  it('answers 400 naming the field for bad input or another counsel or clinic, and changes nothing', async () => {
    const counsel = await book(a);
    const review = await create(a, bodyFor(counsel));
    for (const [body, field] of [
      [{ rating: 9 }, 'rating'],
      [{ counsel_id: await book(a) }, 'counsel_id'],
      [{ clinic_id: away.clinic.id }, 'clinic_id'],
      [{ doctors: [away.doctor.id] }, 'doctors.0'],
      [{ title: 'x'.repeat(101) }, 'title'],
      [{ incentive: 'yes' }, 'incentive'],
    ] as const) {
      const { error } = await expectJson(patch(a, review.id, body), 400);
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
    const { data } = await expectJson(
      a.api.member.reviews[':id'].$get({ param: { id: `${review.id}` }, query: {} }),
      200,
    );
    expect(data).toEqual(review);
  });
});

describe("'수정됨': updated_at is the writer's", () => {
  it('is set only by an edit that changes the review; the reply then answers the earlier version until it is rewritten', async () => {
    const counsel = await book(a);
    const review = await create(a, bodyFor(counsel));
    const shown = async () =>
      (await expectJson(t.client.public.reviews[':id'].$get({ param: { id: `${review.id}` }, query: {} }), 200)).data;
    await t.query("insert into review_replies (review_id, clinic_id, content) values ($1, $2, '감사합니다.')", [
      review.id,
      home.clinic.id,
    ]);
    // A '도움이 돼요' mark, a badge change and a save of the same text are not edits.
    expect((await b.api.member.reviews[':id'].helpful.$put({ param: { id: `${review.id}` } })).status).toBe(200);
    await moveCounsel(t.database.db, counsel, 'CONSULTATION_COMPLETE', { actor: 'SYSTEM' });
    expect((await patch(a, review.id, { ...bodyFor(counsel), treatments: [2, 1] })).status).toBe(200);
    expect(await shown()).toMatchObject({
      updated_at: null,
      verification: 'consulted',
      reply: { content: '감사합니다.', answersEarlierVersion: false },
    });

    const { data: edited } = await expectJson(
      patch(a, review.id, { content: '붓기가 금방 빠졌어요. 한 달 뒤에도 만족해요.' }),
      200,
    );
    expect(Date.now() - Date.parse(edited.updated_at!)).toBeLessThan(60_000);
    expect(await shown()).toMatchObject({ updated_at: edited.updated_at, reply: { answersEarlierVersion: true } });
    // The clinic rewriting its reply answers the review as it now is.
    await t.query('update review_replies set updated_at = now() where review_id = $1', [review.id]);
    expect(await shown()).toMatchObject({ updated_at: edited.updated_at, reply: { answersEarlierVersion: false } });
  });
});

describe('DELETE /member/reviews/{id}', () => {
  it('takes the review down, frees its counsel for a new one, closes the position gap and fixes the counters', async () => {
    const counsel = await book(a);
    const first = await create(a, bodyFor(counsel, { rating: 1 }));
    await create(b, bodyFor(await book(b), { rating: 5 }));
    expect(await reply(del(a, first.id))).toEqual({ status: 204, body: null });
    expect(await counselReview(counsel)).toBeNull();
    await expectCountersExact(home.clinic.id);
    expect((await a.api.member.reviews[':id'].$get({ param: { id: `${first.id}` }, query: {} })).status).toBe(404);
    expect((await del(a, first.id)).status).toBe(404);
    const again = await create(a, bodyFor(counsel, { title: '다시 쓴 후기' }));
    expect(await counselReview(counsel)).toBe(again.id);
    await expectCountersExact(home.clinic.id);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retried POST with the first answer, and one review is stored', async () => {
    const counsel = await book(a);
    const key = `review-${randomBytes(8).toString('hex')}`;
    const first = await reply(post(a, bodyFor(counsel), key));
    expect(first.status).toBe(201);
    const retried = await post(a, bodyFor(counsel), key);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await reply(retried)).toEqual(first);
    const [{ n }] = await t.query<{ n: number }>(
      'select count(*)::int n from reviews where member_id = $1 and id = $2',
      [a.id, (first.body as { data: { id: number } }).data.id],
    );
    expect(n).toBe(1);
    // The same key with another body.
    const other = await expectJson(post(a, bodyFor(counsel, { title: '다른 본문' }), key), 422);
    expect(other.error.code).toBe('IDEMPOTENCY_MISMATCH');
    // Another member may use the same key.
    expect((await post(b, bodyFor(await book(b)), key)).status).toBe(201);
  });

  it('does not keep a refused answer: the retry after the cause is fixed runs again', async () => {
    const m = await createMember(t);
    const counsel = await book(m);
    const photo = await upload(m);
    const key = randomBytes(8).toString('hex');
    expect((await post(m, bodyFor(counsel, { beforePhotos: [photo] }), key)).status).toBe(403);
    await consent(m);
    expect((await post(m, bodyFor(counsel, { beforePhotos: [photo] }), key)).status).toBe(201);
  });

  it('checks the named photos before its transaction: a write refused inside it (409) leaves them checked, not pending', async () => {
    const m = await createMember(t);
    await consent(m);
    const counsel = await book(m);
    expect((await post(m, bodyFor(counsel))).status).toBe(201); // the counsel has its review
    const key = newUploadKey(m.id, 'image/jpeg');
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f4a' } })
      .jpeg()
      .toBuffer();
    await new LocalStorage(TEST_UPLOAD_DIR).put(key, bytes, 'image/jpeg');
    const entry = {
      name: 'before.jpg',
      type: 'image/jpeg',
      size: bytes.length,
      hash: createHash('sha256').update(bytes).digest('hex'),
    };
    await t.database.db.insert(uploadedFiles).values({ memberId: m.id, key, ...entry });
    const res = await post(
      m,
      bodyFor(counsel, { beforePhotos: [{ url: `/files/${key}`, path: `/files/${key}`, ...entry }] }),
      randomBytes(8).toString('hex'),
    );
    expect(res.status).toBe(409);
    const [row] = await t.query<{ status: string; public_path: string | null }>(
      'select status, public_path from uploaded_files where key = $1',
      [key],
    );
    expect(row).toEqual({ status: 'VERIFIED', public_path: publicKeyOf(key) });
  });

  it('answers 409 to a request while the first with its key is still running, and 400 to a malformed key', async () => {
    const counsel = await book(a);
    const key = randomBytes(8).toString('hex');
    // The key's answer to another body is stored: this body is refused.
    await t.query(
      "insert into idempotency_keys (member_id, key, route, request_hash, status, body) values ($1, $2, 'POST /member/reviews', 'x', 201, '{}')",
      [a.id, key],
    );
    expect((await post(a, bodyFor(counsel), key)).status).toBe(422);
    const running = randomBytes(8).toString('hex');
    const body = bodyFor(counsel);
    const replies = await Promise.all([post(a, body, running), post(a, body, running)]);
    expect(replies.map((r) => r.status).sort()).toEqual(expect.arrayContaining([201]));
    expect(replies.every((r) => [201, 409].includes(r.status))).toBe(true);
    const bad = await expectJson(post(a, bodyFor(await book(a)), 'ä'.repeat(3)), 400);
    expect(Object.keys(bad.error.fields ?? {})).toEqual(['Idempotency-Key']);
  });
});

describe('moveCounsel', () => {
  it("moves a counsel and its review's verification with it", async () => {
    const counsel = await book(a);
    const review = await create(a, bodyFor(counsel));
    const verification = async () =>
      (await t.query<{ v: string }>('select verification v from reviews where id = $1', [review.id]))[0].v;
    for (const [state, expected] of [
      ['CONSULTATION_COMPLETE', 'CONSULTED'],
      ['TREATMENT_APPOINTMENT_CONFIRMED', 'CONSULTED'],
      ['TREATMENT_COMPLETE', 'TREATED'],
      ['CLINIC_CONFIRMED', 'BOOKED'],
    ] as const) {
      expect(await moveCounsel(t.database.db, counsel, state, { actor: 'SYSTEM' })).toEqual(expect.any(Number));
      expect(await verification()).toBe(expected);
    }
    await moveCounsel(t.database.db, counsel, 'TREATMENT_COMPLETE', { actor: 'SYSTEM' });
    const { data } = await expectJson(
      t.client.public.reviews[':id'].$get({ param: { id: `${review.id}` }, query: {} }),
      200,
    );
    expect(data.verification).toBe('treated');
    expect(await moveCounsel(t.database.db, 2_147_483_647, 'CANCELED', { actor: 'SYSTEM' })).toBeNull();
  });
});
