import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../test/backend';
import { resetEnvForTests } from '../env';
import { cleanup, createClinic, createMember, type TestMember } from '../routes/members/member-test-kit';
import { call, createStaff } from '../routes/staff/staff-test-kit';
import { createReview } from '../routes/reviews/reviews.writer';
import { recomputeAll } from './recompute';
import {
  SIDE_EFFECT_CODES,
  type ClinicSideEffects,
  type SideEffectEntry,
  type StaffFigureReplies,
  type TreatmentSideEffects,
} from '@/contracts/trust';

// Side effects (docs/trust.md#side-effects): reported with a review, counted per treatment and per clinic —
// recomputed here from the raw rows in plain JS and compared with what the API publishes, thresholds included.

const MIN = 30;
let t: TestBackend;
let writer: TestMember;
let home: Awaited<ReturnType<typeof createClinic>>;
let treatmentId: number;

beforeAll(async () => {
  process.env.REVIEW_POSTS_PER_HOUR = '1000';
  resetEnvForTests();
  t = await openTestBackend();
  writer = await createMember(t);
  home = await createClinic(t);
  const key = `test-se-${randomUUID().slice(0, 8)}`;
  treatmentId = (
    await t.query<{ id: number }>(
      "insert into treatments (key, name_ko, name_ja, name_en) values ($1, '테스트 시술', 'テスト', 'Test') returning id",
      [key],
    )
  )[0].id;
});
afterAll(async () => {
  await cleanup(t);
  await t.query('delete from trust_figures where subject_type = $1 and subject_id = $2', ['TREATMENT', treatmentId]);
  await t.query('delete from treatments where id = $1', [treatmentId]);
  await t.close();
});

const book = async (m: TestMember, state = 'TREATMENT_COMPLETE') =>
  (
    await t.query<{ id: number }>(
      "insert into counsels (member_id, clinic_id, source_type, source_id, state) values ($1, $2, 'CLINIC', $2, $3) returning id",
      [m.id, home.clinic.id, state],
    )
  )[0].id;

const swelling: SideEffectEntry = { code: 'PROLONGED_SWELLING', severity: 'MILD', resolved: true, note: null };

const json = async <T>(res: Response) => ((await res.json()) as { data: T }).data;

describe('a review reports side effects', () => {
  it('stores them with the review, shows them on its page and replaces them on edit', async () => {
    const counsel = await book(writer);
    const res = await call(t, writer.token, 'POST', '/member/reviews', {
      counsel_id: counsel,
      rating: 4,
      title: '붓기가 오래갔어요',
      content: '2주 정도 붓기가 남아 있었어요.',
      treatments: [1],
      sideEffects: [swelling, { code: 'OTHER', severity: 'MODERATE', resolved: null, note: '가려움' }],
    });
    expect(res.status).toBe(201);
    const id = (await json<{ id: number }>(res)).id;
    const shown = await json<{ sideEffects: SideEffectEntry[] }>(await call(t, null, 'GET', `/public/reviews/${id}`));
    expect(shown.sideEffects).toEqual([
      swelling,
      { code: 'OTHER', severity: 'MODERATE', resolved: null, note: '가려움' },
    ]);

    const own = await json<{ sideEffects: SideEffectEntry[] }>(
      await call(t, writer.token, 'GET', `/member/reviews/${id}`),
    );
    expect(own.sideEffects).toHaveLength(2);

    // Left out: kept; given: replaced.
    expect((await call(t, writer.token, 'PATCH', `/member/reviews/${id}`, { rating: 3 })).status).toBe(200);
    expect((await t.query('select 1 from side_effect_reports where review_id = $1', [id])).length).toBe(2);
    const patched = await call(t, writer.token, 'PATCH', `/member/reviews/${id}`, {
      sideEffects: [{ code: 'NUMBNESS', severity: 'SEVERE', resolved: false }],
    });
    expect(patched.status).toBe(200);
    const rows = await t.query<{ code: string; checkin_id: number | null }>(
      'select code, checkin_id from side_effect_reports where review_id = $1',
      [id],
    );
    expect(rows).toEqual([{ code: 'NUMBNESS', checkin_id: null }]);
    expect((await call(t, writer.token, 'PATCH', `/member/reviews/${id}`, { sideEffects: [] })).status).toBe(200);
    expect(await t.query('select 1 from side_effect_reports where review_id = $1', [id])).toEqual([]);
  });

  it('refuses OTHER without a note, duplicates and unknown codes with field messages', async () => {
    const counsel = await book(writer);
    const base = { counsel_id: counsel, rating: 4, title: '후기', content: '내용입니다.' };
    const cases: [unknown, string][] = [
      [[{ code: 'OTHER', severity: 'MILD', resolved: null }], 'sideEffects.0.note'],
      [[swelling, swelling], 'sideEffects'],
      [[{ code: 'HEADACHE', severity: 'MILD', resolved: null }], 'sideEffects.0.code'],
      [[{ code: 'BRUISING', severity: 'BAD', resolved: null }], 'sideEffects.0.severity'],
    ];
    for (const [sideEffects, field] of cases) {
      const res = await call(t, writer.token, 'POST', '/member/reviews', { ...base, sideEffects });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields)).toContain(field);
    }
    expect(await t.query('select 1 from counsels where id = $1 and review_id is not null', [counsel])).toEqual([]);
  });
});

/** What the treatment's figures must say, from the rows. */
async function expectedTreatment(id: number): Promise<TreatmentSideEffects> {
  const treated = (
    await t.query<{ id: number }>(
      `select r.id from reviews r join review_treatments rt on rt.review_id = r.id
        where rt.treatment_id = $1 and r.verification = 'TREATED'`,
      [id],
    )
  ).map((r) => r.id);
  const reports = await t.query<{ review_id: number; checkin_id: number | null; code: string }>(
    'select review_id, checkin_id, code from side_effect_reports',
  );
  const checkins = new Map(
    (await t.query<{ id: number; review_id: number }>('select id, review_id from recovery_checkins')).map((c) => [
      c.id,
      c.review_id,
    ]),
  );
  const set = new Set(treated);
  const byCode = new Map<string, Set<number>>();
  const any = new Set<number>();
  for (const r of reports) {
    const review = r.checkin_id === null ? r.review_id : checkins.get(r.checkin_id)!;
    if (!set.has(review)) continue;
    any.add(review);
    if (!byCode.has(r.code)) byCode.set(r.code, new Set());
    byCode.get(r.code)!.add(review);
  }
  const n = treated.length;
  const share = (k: number) => ({
    n,
    k: n >= MIN ? k : null,
    rate: n >= MIN ? k / n : null,
    threshold: MIN,
  });
  return {
    any: share(any.size),
    codes: SIDE_EFFECT_CODES.map((code) => ({ code, ...share(byCode.get(code)?.size ?? 0) })),
  };
}

async function expectedClinic(id: number) {
  const treated = await t.query<{ id: number; reported: boolean }>(
    `select r.id, exists (select 1 from side_effect_reports s left join recovery_checkins c on c.id = s.checkin_id
                           where coalesce(c.review_id, s.review_id) = r.id) as reported
       from reviews r where r.clinic_id = $1 and r.verification = 'TREATED'`,
    [id],
  );
  const n = treated.length;
  const k = treated.filter((r) => r.reported).length;
  return { n, k, rate: n >= MIN ? k / n : null, threshold: MIN };
}

describe('side-effect figures', () => {
  const reviewIds: number[] = [];
  const add = async (verification: 'BOOKED' | 'TREATED') => {
    const id = await createReview(t.database.db, {
      memberId: null,
      clinicId: home.clinic.id,
      eventId: null,
      doctorIds: [],
      treatmentIds: [treatmentId],
      title: '후기',
      content: '내용',
      rating: 4,
      beforePhotos: [],
      afterPhotos: [],
      verification,
    });
    reviewIds.push(id);
    return id;
  };
  const report = (reviewId: number, code: string, checkinId: number | null = null) =>
    t.query(
      "insert into side_effect_reports (review_id, checkin_id, code, severity, resolved) values ($1, $2, $3, 'MILD', true)",
      [reviewId, checkinId, code],
    );

  const treatmentFigures = async () =>
    json<TreatmentSideEffects>(await call(t, null, 'GET', `/public/treatments/${treatmentId}/side-effects`));
  const clinicFigures = async () =>
    json<ClinicSideEffects>(await call(t, null, 'GET', `/public/clinics/${home.clinic.id}/side-effects`));

  it('below 30: the treatment shows only n, the clinic its count and no rate', async () => {
    for (let i = 0; i < 10; i++) await add('TREATED');
    await add('BOOKED'); // not counted
    await report(reviewIds[0], 'BRUISING');
    await report(reviewIds[0], 'NUMBNESS');
    await report(reviewIds[1], 'BRUISING');
    await report(reviewIds[10], 'BRUISING'); // BOOKED: not counted
    await t.query('update clinics set is_published = true where id = $1', [home.clinic.id]);
    await recomputeAll(t.database.db);
    const tf = await treatmentFigures();
    expect(tf).toEqual(await expectedTreatment(treatmentId));
    expect(tf.any.rate).toBeNull();
    const cf = await clinicFigures();
    expect({ ...cf, reply: undefined }).toEqual({ ...(await expectedClinic(home.clinic.id)), reply: undefined });
    expect(cf.rate).toBeNull();
    expect(cf.k).toBeGreaterThanOrEqual(2);
  });

  it('from 30: the shares, a check-in report counted once per reviewer', async () => {
    for (let i = 0; i < 25; i++) await add('TREATED');
    const checkin = (
      await t.query<{ id: number }>(
        'insert into recovery_checkins (review_id, day, swelling, bruising, pain, satisfaction) values ($1, 7, 3, 2, 1, 8) returning id',
        [reviewIds[0]],
      )
    )[0].id;
    await report(reviewIds[0], 'BRUISING', checkin); // the same reviewer again: still one
    await report(reviewIds[12], 'INFECTION', checkin); // review_id says 12, the check-in is review 0's
    const c2 = (
      await t.query<{ id: number }>(
        'insert into recovery_checkins (review_id, day, swelling, bruising, pain, satisfaction) values ($1, 14, 3, 2, 1, 8) returning id',
        [reviewIds[13]],
      )
    )[0].id;
    await report(reviewIds[13], 'ASYMMETRY', c2);
    await recomputeAll(t.database.db);
    const tf = await treatmentFigures();
    const expected = await expectedTreatment(treatmentId);
    expect(tf).toEqual(expected);
    expect(tf.any.n).toBe(35);
    expect(tf.codes.find((c) => c.code === 'BRUISING')!.k).toBe(2);
    const cf = await clinicFigures();
    const ec = await expectedClinic(home.clinic.id);
    expect({ n: cf.n, k: cf.k, rate: cf.rate }).toEqual({ n: ec.n, k: ec.k, rate: ec.rate });
    expect(cf.rate).not.toBeNull();
  });

  it('an unknown treatment or clinic is a 404', async () => {
    expect((await call(t, null, 'GET', '/public/treatments/999999999/side-effects')).status).toBe(404);
    expect((await call(t, null, 'GET', '/public/clinics/999999999/side-effects')).status).toBe(404);
  });
});

describe('PUT/DELETE /staff/clinic/figure-replies/{figure}', () => {
  it("writes, shows and removes the clinic's own reply; members and visitors cannot", async () => {
    const staff = await createStaff(t, home.clinic.id);
    const other = await createClinic(t);
    const otherStaff = await createStaff(t, other.clinic.id);
    const path = '/staff/clinic/figure-replies/SIDE_EFFECTS';
    expect((await call(t, null, 'PUT', path, { body: '답변' })).status).toBe(401);
    expect([401, 403]).toContain((await call(t, writer.token, 'PUT', path, { body: '답변' })).status);
    expect((await call(t, staff.token, 'PUT', path, { body: '' })).status).toBe(400);
    expect((await call(t, staff.token, 'PUT', path, { body: 'x'.repeat(501) })).status).toBe(400);
    expect((await call(t, staff.token, 'PUT', '/staff/clinic/figure-replies/RATING', { body: 'x' })).status).toBe(400);

    const put = await call(t, staff.token, 'PUT', path, { body: '  모든 부작용 문의에 직접 연락드립니다.  ' });
    expect(put.status).toBe(200);
    expect((await json<{ body: string }>(put)).body).toBe('모든 부작용 문의에 직접 연락드립니다.');
    await call(t, otherStaff.token, 'PUT', path, { body: '다른 병원' });

    const pub = await json<ClinicSideEffects>(
      await call(t, null, 'GET', `/public/clinics/${home.clinic.id}/side-effects`),
    );
    expect(pub.reply?.body).toBe('모든 부작용 문의에 직접 연락드립니다.');
    const console = await json<StaffFigureReplies>(await call(t, staff.token, 'GET', '/staff/clinic/figure-replies'));
    expect(console.replies.SIDE_EFFECTS?.body).toBe('모든 부작용 문의에 직접 연락드립니다.');
    expect(console.replies.PRICE).toBeNull();
    expect(console.sideEffects.n).toBe((await expectedClinic(home.clinic.id)).n);
    const audit = await t.query<{ action: string }>(
      'select action from staff_audit_log where clinic_id = $1 order by id',
      [home.clinic.id],
    );
    expect(audit.map((a) => a.action)).toContain('figure-reply.update');

    expect((await call(t, staff.token, 'DELETE', path)).status).toBe(204);
    expect((await call(t, staff.token, 'DELETE', path)).status).toBe(204);
    const after = await json<ClinicSideEffects>(
      await call(t, null, 'GET', `/public/clinics/${home.clinic.id}/side-effects`),
    );
    expect(after.reply).toBeNull();
    const kept = await t.query<{ body: string }>(
      "select body from clinic_figure_replies where clinic_id = $1 and figure = 'SIDE_EFFECTS'",
      [other.clinic.id],
    );
    expect(kept).toEqual([{ body: '다른 병원' }]);
  });
});

describe('the demo data', () => {
  it('has treatments above the threshold with varied shares, clinics with counts and a reply', async () => {
    const rows = await t.query<{ subject_id: number; n: number; k: number }>(
      "select subject_id, n, k from trust_figures where subject_type = 'TREATMENT' and figure = 'side_effects' and n >= $1",
      [MIN],
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => Math.round((100 * r.k) / r.n))).size).toBeGreaterThanOrEqual(3);
    const clinics = await t.query<{ k: number }>(
      "select k from trust_figures where subject_type = 'CLINIC' and figure = 'side_effects' and k > 0",
    );
    expect(clinics.length).toBeGreaterThanOrEqual(3);
    const reply = await json<ClinicSideEffects>(await call(t, null, 'GET', '/public/clinics/2/side-effects'));
    expect(reply.reply?.body).toBeTruthy();
  });
});
