import { openTestBackend, type TestBackend } from '../../test/backend';
import { createOperator, type TestOperator } from '../../test/operator-kit';
import { cleanup, createClinic, createMember, createMemberReview } from '../members/member-test-kit';
import { call, createStaff, type TestStaff } from '../staff/staff-test-kit';
import { expireTakedowns } from './moderation.writer';
import { refreshReviewFlags } from '../reviews/reviews.writer';
import { seoulMonth } from '@/contracts/moderation-rules';

// Reports, 임시조치, decisions and the public log (docs/moderation.md), end to end through the routes.

let t: TestBackend;
let op: TestOperator;
beforeAll(async () => {
  t = await openTestBackend();
  op = await createOperator(t);
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

async function clinicWithStaff() {
  const { clinic } = await createClinic(t);
  const staff = await createStaff(t, clinic.id);
  return { clinicId: clinic.id, staff };
}

const report = (token: string, reviewId: number, body: unknown = { reason: 'ABUSE' }) =>
  call(t, token, 'POST', `/member/reviews/${reviewId}/reports`, body);
const takedown = (
  staff: TestStaff,
  reviewId: number,
  body: unknown = { reason: 'DEFAMATION', text: '사실과 다른 내용입니다' },
) => call(t, staff.token, 'POST', `/staff/reviews/${reviewId}/takedown`, body);
const decide = (caseId: number, body: unknown) => call(t, op.token, 'POST', `/operator/cases/${caseId}/decision`, body);
const publicReview = async (id: number) => (await (await call(t, null, 'GET', `/public/reviews/${id}`)).json()).data;
const clinicRow = async (id: number) =>
  (
    await t.query<{ review_count: number; average_rating: number; rating_sum: number }>(
      'select review_count, average_rating, rating_sum from clinics where id = $1',
      [id],
    )
  )[0];
const logRows = (reviewId: number) =>
  t.query<{ action: string; requested_by: string; reason: string }>(
    'select action, requested_by, reason from review_moderation_log where review_id = $1 order by id',
    [reviewId],
  );

describe('POST /member/reviews/{id}/reports', () => {
  test('201; a second report by the same member is 409; the log counts the case once', async () => {
    const { clinicId } = await clinicWithStaff();
    const writer = await createMember(t);
    const reviewId = await createMemberReview(t, writer.id, clinicId);
    const a = await createMember(t);
    const b = await createMember(t);
    const first = await report(a.token, reviewId);
    expect(first.status).toBe(201);
    const { caseId } = (await first.json()).data;
    expect((await report(a.token, reviewId, { reason: 'PRIVACY' })).status).toBe(409);
    const second = await report(b.token, reviewId, { reason: 'OTHER', text: '광고 같아요' });
    expect(second.status).toBe(201);
    expect((await second.json()).data.caseId).toBe(caseId);
    expect(await logRows(reviewId)).toEqual([{ action: 'REPORTED', requested_by: 'MEMBER', reason: 'ABUSE' }]);
  });

  test('400 for a bad reason, for OTHER without text and for a "negative review" reason; 401; 403 own review; 404 unknown', async () => {
    const { clinicId } = await clinicWithStaff();
    const writer = await createMember(t);
    const reviewId = await createMemberReview(t, writer.id, clinicId);
    const m = await createMember(t);
    const bad = await report(m.token, reviewId, { reason: 'NEGATIVE_REVIEW' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.reason).toBeDefined();
    const other = await report(m.token, reviewId, { reason: 'OTHER' });
    expect(other.status).toBe(400);
    expect((await other.json()).error.fields.text).toBeDefined();
    expect((await report(m.token, reviewId, 'nope')).status).toBe(400);
    expect((await call(t, null, 'POST', `/member/reviews/${reviewId}/reports`, { reason: 'ABUSE' })).status).toBe(401);
    expect((await report(writer.token, reviewId)).status).toBe(403);
    expect((await report(m.token, 99_999_999)).status).toBe(404);
  });

  test('404 for a review a takedown hides', async () => {
    const { clinicId, staff } = await clinicWithStaff();
    const reviewId = await createMemberReview(t, (await createMember(t)).id, clinicId);
    expect((await takedown(staff, reviewId)).status).toBe(201);
    expect((await report((await createMember(t)).token, reviewId)).status).toBe(404);
  });

  test('429 with Retry-After past 10 reports an hour', async () => {
    const { clinicId } = await clinicWithStaff();
    const m = await createMember(t);
    const ids = [];
    for (let i = 0; i < 11; i++) ids.push(await createMemberReview(t, null, clinicId));
    for (const id of ids.slice(0, 10)) expect((await report(m.token, id)).status).toBe(201);
    const over = await report(m.token, ids[10]);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /staff/reviews/{id}/takedown', () => {
  test('hides the review for 30 days: blank on the public API, in counts and average, out of the photo lists', async () => {
    const { clinicId, staff } = await clinicWithStaff();
    const writer = await createMember(t);
    const reviewId = await createMemberReview(t, writer.id, clinicId, '비밀 제목');
    const before = await clinicRow(clinicId);
    const res = await takedown(staff, reviewId);
    expect(res.status).toBe(201);
    const { hiddenUntil } = (await res.json()).data;
    const days = (new Date(hiddenUntil).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const shown = await publicReview(reviewId);
    expect(shown.title).toBe('');
    expect(shown.content).toBe('');
    expect(shown.moderation).toEqual({ state: 'HIDDEN', hiddenUntil, requestedBy: 'CLINIC', reason: 'DEFAMATION' });
    expect(await clinicRow(clinicId)).toEqual(before);
    const list = await (await call(t, null, 'GET', `/public/reviews?clinicId=${clinicId}`)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toContain(reviewId);
    // The writer reads it in full, with its status.
    const own = await (await call(t, writer.token, 'GET', `/member/reviews/${reviewId}`)).json();
    expect(own.data.title).toBe('비밀 제목');
    expect(own.data.moderation).toMatchObject({ state: 'HIDDEN', objectedAt: null });
    expect(await logRows(reviewId)).toEqual([{ action: 'HIDDEN', requested_by: 'CLINIC', reason: 'DEFAMATION' }]);
    const notes = await t.query<{ kind: string }>(
      "select kind from notifications where recipient_type = 'MEMBER' and recipient_id = $1",
      [writer.id],
    );
    expect(notes.map((n) => n.kind)).toContain('REVIEW_HIDDEN');
  });

  test('a hidden review leaves the popular and photo lists (flags and counters) and comes back on restore', async () => {
    const { clinicId, staff } = await clinicWithStaff();
    const reviewId = await createMemberReview(t, (await createMember(t)).id, clinicId);
    for (const kind of ['BEFORE', 'AFTER'])
      await t.query(
        `insert into review_photos (review_id, kind, path, name, type, size, hash) values ($1, $2, 'seed/x.webp', 'x.jpg', 'image/jpeg', 1, $3)`,
        [reviewId, kind, 'a'.repeat(64)],
      );
    await t.database.db.transaction((tx) => refreshReviewFlags(tx, { reviewId }));
    const flags = async () =>
      (
        await t.query<{ popular: boolean; has_photos: boolean; photos: number; populars: number }>(
          `select r.popular, r.has_photos, c.photo_review_count as photos, c.popular_review_count as populars
             from reviews r join clinics c on c.id = r.clinic_id where r.id = $1`,
          [reviewId],
        )
      )[0];
    expect(await flags()).toEqual({ popular: true, has_photos: true, photos: 1, populars: 1 });
    const { caseId } = (await (await takedown(staff, reviewId)).json()).data;
    expect(await flags()).toEqual({ popular: false, has_photos: false, photos: 0, populars: 0 });
    const popular = await (await call(t, null, 'GET', `/public/reviews?sort=popular&limit=50`)).json();
    expect(popular.data.map((r: { id: number }) => r.id)).not.toContain(reviewId);
    await decide(caseId, { decision: 'RESTORE', reason: 'NO_VIOLATION', note: '위반 없음' });
    expect(await flags()).toEqual({ popular: true, has_photos: true, photos: 1, populars: 1 });
  });

  test("409 while open and after a restore (never twice, never past 30 days); 404 another clinic's; 400; 401/403", async () => {
    const { clinicId, staff } = await clinicWithStaff();
    const other = await clinicWithStaff();
    const reviewId = await createMemberReview(t, (await createMember(t)).id, clinicId);
    expect((await takedown(other.staff, reviewId)).status).toBe(404);
    const bad = await takedown(staff, reviewId, { reason: 'NEGATIVE_REVIEW', text: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['reason', 'text']);
    expect((await call(t, null, 'POST', `/staff/reviews/${reviewId}/takedown`, {})).status).toBe(401);
    const member = await createMember(t);
    expect((await call(t, member.token, 'POST', `/staff/reviews/${reviewId}/takedown`, {})).status).toBe(403);
    const first = await takedown(staff, reviewId);
    const { hiddenUntil } = (await first.json()).data;
    expect((await takedown(staff, reviewId)).status).toBe(409);
    const [c] = await t.query<{ id: number }>(
      "select id from moderation_cases where review_id = $1 and kind = 'TAKEDOWN'",
      [reviewId],
    );
    expect(
      (await decide(c.id, { decision: 'RESTORE', reason: 'INFRINGEMENT_NOT_SHOWN', note: '소명 자료가 없습니다' }))
        .status,
    ).toBe(200);
    expect((await takedown(staff, reviewId)).status).toBe(409);
    const [row] = await t.query<{ hidden_until: Date | null }>('select hidden_until from reviews where id = $1', [
      reviewId,
    ]);
    expect(row.hidden_until).toBeNull();
    expect(new Date(hiddenUntil).getTime()).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000);
  });

  test('staff have no route that edits, deletes, hides or unhides a review', async () => {
    const { clinicId, staff } = await clinicWithStaff();
    const reviewId = await createMemberReview(t, (await createMember(t)).id, clinicId);
    const tries: [string, string][] = [];
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'])
      for (const path of ['', '/hide', '/unhide', '/restore', '/visibility', '/hidden', '/delete', '/status'])
        tries.push([method, `/staff/reviews/${reviewId}${path}`]);
    tries.push(
      ['PATCH', '/staff/reviews'],
      ['DELETE', '/staff/reviews'],
      ['DELETE', `/staff/reviews/${reviewId}/takedown`],
    );
    tries.push(['PATCH', `/staff/reviews/${reviewId}/takedown`], ['PUT', `/staff/reviews/${reviewId}/takedown`]);
    for (const [method, path] of tries) {
      const res = await call(t, staff.token, method, path, { hidden: true, title: 'x', hiddenUntil: '2099-01-01' });
      expect([method, path, [404, 405].includes(res.status)]).toEqual([method, path, true]);
    }
    const [r] = await t.query<{ hidden_until: Date | null; title: string }>(
      'select hidden_until, title from reviews where id = $1',
      [reviewId],
    );
    expect(r.hidden_until).toBeNull();
    expect(r.title).not.toBe('x');
  });

  test('the expiry job restores after 30 days (RESTORED by SYSTEM, EXPIRED) and the writer is told', async () => {
    const { clinicId, staff } = await clinicWithStaff();
    const writer = await createMember(t);
    const reviewId = await createMemberReview(t, writer.id, clinicId);
    await takedown(staff, reviewId);
    expect(await expireTakedowns(t.database.db)).toBe(0);
    expect(await expireTakedowns(t.database.db, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect((await publicReview(reviewId)).moderation).toBeNull();
    expect(await logRows(reviewId)).toEqual([
      { action: 'HIDDEN', requested_by: 'CLINIC', reason: 'DEFAMATION' },
      { action: 'RESTORED', requested_by: 'SYSTEM', reason: 'EXPIRED' },
    ]);
    const [c] = await t.query<{ state: string; decision: string }>(
      'select state, decision from moderation_cases where review_id = $1',
      [reviewId],
    );
    expect(c).toEqual({ state: 'DECIDED', decision: 'RESTORED' });
    const notes = await t.query<{ kind: string; link: string }>(
      "select kind, link from notifications where recipient_type = 'MEMBER' and recipient_id = $1 order by id",
      [writer.id],
    );
    expect(notes.map((n) => n.kind)).toEqual(['REVIEW_HIDDEN', 'REVIEW_RESTORED']);
    expect(notes[1].link).toBe(`/my-page/reviews?id=${reviewId}`);
  });
});

describe('POST /member/reviews/{id}/objection', () => {
  test('only the writer, only while hidden, once; shown to the operator', async () => {
    const { clinicId, staff } = await clinicWithStaff();
    const writer = await createMember(t);
    const reviewId = await createMemberReview(t, writer.id, clinicId);
    const object = (token: string, body: unknown = { text: '직접 받은 시술 후기입니다' }) =>
      call(t, token, 'POST', `/member/reviews/${reviewId}/objection`, body);
    expect((await object(writer.token)).status).toBe(409);
    await takedown(staff, reviewId);
    expect((await object((await createMember(t)).token)).status).toBe(404);
    expect((await object(writer.token, { text: '' })).status).toBe(400);
    expect((await object(writer.token)).status).toBe(204);
    expect((await object(writer.token)).status).toBe(409);
    const [c] = await t.query<{ id: number }>('select id from moderation_cases where review_id = $1', [reviewId]);
    const got = (await (await call(t, op.token, 'GET', `/operator/cases/${c.id}`)).json()).data;
    expect(got.objection).toBe(true);
    expect(got.objectionDetail.text).toBe('직접 받은 시술 후기입니다');
    const own = await (await call(t, writer.token, 'GET', `/member/reviews/${reviewId}`)).json();
    expect(own.data.moderation.objectedAt).not.toBeNull();
  });
});

describe('operator cases', () => {
  test('401/403 for others; the queue lists open cases oldest first with report counts and ad wording', async () => {
    const member = await createMember(t);
    expect((await call(t, null, 'GET', '/operator/cases')).status).toBe(401);
    expect((await call(t, member.token, 'GET', '/operator/cases')).status).toBe(403);
    const { clinicId } = await clinicWithStaff();
    const reviewId = await createMemberReview(t, (await createMember(t)).id, clinicId, '부작용 없는 100% 완치 보장');
    await report(member.token, reviewId, { reason: 'MEDICAL_AD' });
    const res = await call(t, op.token, 'GET', '/operator/cases?limit=200');
    expect(res.status).toBe(200);
    const { data } = await res.json();
    const opened = data.map((c: { openedAt: string }) => c.openedAt);
    expect([...opened].sort()).toEqual(opened);
    const mine = data.find((c: { reviewId: number }) => c.reviewId === reviewId);
    expect(mine).toMatchObject({ kind: 'REPORT', reportCount: 1, objection: false });
    expect(mine.adWordingCount).toBeGreaterThan(0);
    const one = (await (await call(t, op.token, 'GET', `/operator/cases/${mine.id}`)).json()).data;
    expect(one.adWording.length).toBeGreaterThan(0);
    expect(one.reports[0]).toMatchObject({ memberId: member.id, reason: 'MEDICAL_AD' });
    expect(one.review.verification).toBe('booked');
    expect((await call(t, op.token, 'GET', '/operator/cases?state=NOPE')).status).toBe(400);
    expect((await call(t, op.token, 'GET', '/operator/cases/99999999')).status).toBe(404);
  });

  test('a decision needs a reason from its list and a note (400 with fields), fits its case (400), once (409)', async () => {
    const { clinicId } = await clinicWithStaff();
    const reviewId = await createMemberReview(t, (await createMember(t)).id, clinicId);
    const { caseId } = (await (await report((await createMember(t)).token, reviewId)).json()).data;
    const missing = await decide(caseId, { decision: 'KEEP' });
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()).error.fields).sort()).toEqual(['note', 'reason']);
    expect((await decide(caseId, { decision: 'REMOVE', reason: 'NEGATIVE_REVIEW', note: '부정적 리뷰' })).status).toBe(
      400,
    );
    const mismatch = await decide(caseId, { decision: 'REMOVE', reason: 'NO_VIOLATION', note: '확인함' });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).error.fields.reason).toBeDefined();
    const wrongKind = await decide(caseId, { decision: 'RESTORE', reason: 'NO_VIOLATION', note: '확인함' });
    expect(wrongKind.status).toBe(400);
    expect((await wrongKind.json()).error.fields.decision).toBeDefined();
    expect(
      (await call(t, (await createMember(t)).token, 'POST', `/operator/cases/${caseId}/decision`, {})).status,
    ).toBe(403);
    const kept = await decide(caseId, { decision: 'KEEP', reason: 'NO_VIOLATION', note: '정책 위반 없음' });
    expect(kept.status).toBe(200);
    expect((await kept.json()).data).toMatchObject({ state: 'DECIDED', decision: 'KEPT', decidedBy: op.userId });
    expect((await decide(caseId, { decision: 'KEEP', reason: 'NO_VIOLATION', note: '정책 위반 없음' })).status).toBe(
      409,
    );
    const audit = await t.query<{ action: string; reason: string }>(
      "select action, reason from operator_audit_log where target_type = 'CASE' and target_id = $1",
      [caseId],
    );
    expect(audit).toEqual([{ action: 'case.keep', reason: 'NO_VIOLATION: 정책 위반 없음' }]);
  });

  test('REMOVE deletes the review, recomputes the counts and average, keeps a snapshot for operators', async () => {
    const { clinicId } = await clinicWithStaff();
    const writer = await createMember(t);
    const keep1 = await createMemberReview(t, null, clinicId);
    const gone = await createMemberReview(t, writer.id, clinicId, '지울 리뷰');
    await t.query('update reviews set rating = 2 where id = $1', [keep1]);
    await t.query(
      `update clinics c set rating_sum = a.s, review_count = a.n, average_rating = a.s::float8 / a.n
        from (select sum(rating)::int s, count(*)::int n from reviews where clinic_id = $1) a where c.id = $1`,
      [clinicId],
    );
    const { caseId } = (await (await report((await createMember(t)).token, gone, { reason: 'FALSE_OR_AD' })).json())
      .data;
    const res = await decide(caseId, { decision: 'REMOVE', reason: 'FALSE_OR_AD', note: '광고성 후기 확인' });
    expect(res.status).toBe(200);
    const body = (await res.json()).data;
    expect(body.review).toBeNull();
    expect(body.snapshot).toMatchObject({ title: '지울 리뷰', memberId: writer.id });
    expect((await call(t, null, 'GET', `/public/reviews/${gone}`)).status).toBe(404);
    const [agg] = await t.query<{ n: number; avg: number }>(
      'select count(*)::int as n, coalesce(avg(rating), 0)::float8 as avg from reviews where clinic_id = $1',
      [clinicId],
    );
    const after = await clinicRow(clinicId);
    expect(after.review_count).toBe(agg.n);
    expect(after.average_rating).toBeCloseTo(agg.avg, 6);
    expect(await logRows(gone)).toEqual([
      { action: 'REPORTED', requested_by: 'MEMBER', reason: 'FALSE_OR_AD' },
      { action: 'REMOVED', requested_by: 'OPERATOR', reason: 'FALSE_OR_AD' },
    ]);
  });

  test("histories: a member's reports and reviews, a clinic's cases", async () => {
    const { clinicId, staff } = await clinicWithStaff();
    const writer = await createMember(t);
    const reporter = await createMember(t);
    const reviewId = await createMemberReview(t, writer.id, clinicId);
    await report(reporter.token, reviewId);
    await takedown(staff, reviewId);
    const mine = (await (await call(t, op.token, 'GET', `/operator/members/${reporter.id}/moderation`)).json()).data;
    expect(mine.reportsFiled).toHaveLength(1);
    const theirs = (await (await call(t, op.token, 'GET', `/operator/members/${writer.id}/moderation`)).json()).data;
    expect(theirs.cases.map((c: { kind: string }) => c.kind).sort()).toEqual(['REPORT', 'TAKEDOWN']);
    const clinic = (await (await call(t, op.token, 'GET', `/operator/clinics/${clinicId}/moderation`)).json()).data;
    expect(clinic.cases).toHaveLength(2);
    expect((await call(t, op.token, 'GET', '/operator/members/99999999/moderation')).status).toBe(404);
    expect((await call(t, op.token, 'GET', '/operator/clinics/99999999/moderation')).status).toBe(404);
  });
});

describe('the public log', () => {
  test('every hide, restore and removal writes exactly one row; the clinic log and transparency match the rows', async () => {
    const { clinicId, staff } = await clinicWithStaff();
    const done = { REPORTED: 0, HIDDEN: 0, RESTORED: 0, REMOVED: 0, KEPT: 0 };
    const review = () => createMemberReview(t, null, clinicId);
    const reporters = [await createMember(t), await createMember(t)];
    // Two reports of one review: one case.
    const r1 = await review();
    const c1 = (await (await report(reporters[0].token, r1)).json()).data.caseId;
    await report(reporters[1].token, r1);
    done.REPORTED++;
    await decide(c1, { decision: 'KEEP', reason: 'NO_VIOLATION', note: '위반 없음' });
    done.KEPT++;
    // A takedown restored by an operator.
    const r2 = await review();
    const c2 = (await (await takedown(staff, r2)).json()).data.caseId;
    done.HIDDEN++;
    await decide(c2, { decision: 'RESTORE', reason: 'OBJECTION_ACCEPTED', note: '소명 인정' });
    done.RESTORED++;
    // A takedown removed (a report beside it ends with it, without a row of its own).
    const r3 = await review();
    await report(reporters[0].token, r3, { reason: 'PRIVACY' });
    done.REPORTED++;
    const c3 = (await (await takedown(staff, r3)).json()).data.caseId;
    done.HIDDEN++;
    await decide(c3, { decision: 'REMOVE', reason: 'INFRINGEMENT_CONFIRMED', note: '권리침해 확인' });
    done.REMOVED++;
    // A takedown that expires; a report still open.
    const r4 = await review();
    await takedown(staff, r4);
    done.HIDDEN++;
    await t.query("update moderation_cases set hidden_until = now() - interval '1 minute' where review_id = $1", [r4]);
    await expireTakedowns(t.database.db);
    done.RESTORED++;
    const r5 = await review();
    await report(reporters[1].token, r5, { reason: 'OTHER', text: '이상해요' });
    done.REPORTED++;
    // A decision on a decided case writes nothing.
    await decide(c1, { decision: 'KEEP', reason: 'NO_VIOLATION', note: '다시' });

    const counted = await t.query<{ action: keyof typeof done; n: number }>(
      'select action, count(*)::int as n from review_moderation_log where clinic_id = $1 group by action',
      [clinicId],
    );
    expect(Object.fromEntries(counted.map((r) => [r.action, r.n]))).toEqual(
      Object.fromEntries(Object.entries(done).filter(([, n]) => n > 0)),
    );
    // Nothing names a person.
    const columns = await t.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'review_moderation_log'",
    );
    expect(columns.map((c) => c.column_name).filter((c) => /member|staff|operator|user/.test(c))).toEqual([]);

    const log = await (await call(t, null, 'GET', `/public/clinics/${clinicId}/moderation-log?limit=50`)).json();
    expect(log.total).toBe(6);
    const states = log.data.map((e: { state: string }) => e.state).sort();
    expect(states).toEqual(['IN_REVIEW', 'KEPT', 'REMOVED', 'REMOVED', 'RESTORED', 'RESTORED']);
    expect(JSON.stringify(log)).not.toMatch(/memberId|nickname/);
    expect((await call(t, null, 'GET', '/public/clinics/99999999/moderation-log')).status).toBe(404);
    expect((await call(t, null, 'GET', `/public/clinics/${clinicId}/moderation-log?limit=0`)).status).toBe(400);

    // /public/transparency equals a count over the log for the month.
    const month = seoulMonth(new Date());
    const res = await call(t, null, 'GET', `/public/transparency?month=${month}`);
    expect(res.status).toBe(200);
    const [figures] = (await res.json()).data;
    const inMonth = `to_char((created_at at time zone 'UTC') + interval '9 hours', 'YYYY-MM') = $1`;
    const [expected] = await t.query<Record<string, number>>(
      `select count(*) filter (where action = 'REPORTED')::int as "reportsReceived",
         count(*) filter (where action = 'HIDDEN' and requested_by = 'CLINIC')::int as "takedownRequests",
         count(*) filter (where action = 'RESTORED')::int as restored,
         count(*) filter (where action = 'RESTORED' and requested_by = 'SYSTEM')::int as "restoredExpired",
         count(*) filter (where action = 'REMOVED')::int as removed,
         count(*) filter (where action = 'KEPT')::int as kept,
         (select count(*)::int from review_moderation_log o where o.action in ('REPORTED', 'HIDDEN')
            and to_char((o.created_at at time zone 'UTC') + interval '9 hours', 'YYYY-MM') = $1
            and exists (select 1 from review_moderation_log d where d.case_id = o.case_id
              and d.action in ('RESTORED', 'REMOVED', 'KEPT') and d.created_at <= o.created_at + interval '7 days')) as "handledWithin7Days"
       from review_moderation_log where ${inMonth}`,
      [month],
    );
    expect(figures).toMatchObject({ month, ...expected });
    const byReason = await t.query<{ reason: string; n: number }>(
      `select reason, count(*)::int as n from review_moderation_log where action = 'REPORTED' and ${inMonth} group by reason`,
      [month],
    );
    expect(figures.reportsByReason).toEqual(Object.fromEntries(byReason.map((r) => [r.reason, r.n])));
    expect((await call(t, null, 'GET', '/public/transparency?month=2026-13')).status).toBe(400);
    const year = (await (await call(t, null, 'GET', '/public/transparency')).json()).data;
    expect(year).toHaveLength(12);
    expect(year[0].month).toBe(month);
  });
});
