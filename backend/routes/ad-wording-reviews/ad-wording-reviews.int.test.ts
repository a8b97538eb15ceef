import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { createOperator, type TestOperator } from '../../test/operator-kit';
import { cleanup } from '../members/member-test-kit';
import { call, staffClinic } from '../staff/staff-test-kit';

// The advertising wording check on save: flagged staff saves need a justification and then join the operators'
// queue; the operators accept them or require a change (the clinic's staff are notified).

let t: TestBackend;
let op: TestOperator;
let clinic: Awaited<ReturnType<typeof staffClinic>>;
beforeAll(async () => {
  t = await openTestBackend();
  op = await createOperator(t);
  clinic = await staffClinic(t);
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (res: Response) => (await res.json()) as Json;
const reviewsOf = (entity: 'EVENT' | 'CLINIC', id: number) =>
  t.query<Json>('select * from ad_wording_reviews where entity_type = $1 and entity_id = $2 order by id', [entity, id]);
const JUSTIFICATION = '임상 결과 자료로 확인된 문구이며 심의 번호를 받았습니다.';

describe('staff saves', () => {
  it('a flagged event title without a justification is 400 AD_WORDING and nothing is saved', async () => {
    const title = `100% 만족 보장 ${Date.now()}`;
    const res = await call(t, clinic.staff.token, 'POST', '/staff/events', { title });
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error.code).toBe('AD_WORDING');
    expect(Object.keys(error.fields)).toEqual(['title']);
    expect(error.fields.title).toContain('100%');
    expect(error.fields.title).toContain('효과 보장');
    expect(await t.query('select id from events where title = $1', [title])).toEqual([]);
  });

  it('with a justification the event is saved and one review row is queued; a too short one is a 400', async () => {
    const title = `100% 만족 보장 ${Date.now()}`;
    const short = await call(t, clinic.staff.token, 'POST', '/staff/events', { title, adWordingJustification: '짧음' });
    expect(short.status).toBe(400);
    expect((await json(short)).error.fields).toHaveProperty('adWordingJustification');
    const res = await call(t, clinic.staff.token, 'POST', '/staff/events', {
      title,
      content: '부작용 전혀 없는 시술',
      adWordingJustification: JUSTIFICATION,
    });
    expect(res.status).toBe(201);
    const { data } = await json(res);
    const rows = await reviewsOf('EVENT', data.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        clinic_id: clinic.clinic.id,
        state: 'OPEN',
        justification: JUSTIFICATION,
        staff_user_id: clinic.staff.userId,
      }),
    );
    expect(rows[0].findings.map((f: Json) => [f.field, f.rule])).toEqual([
      ['title', 'guarantee'],
      ['content', 'noSideEffects'],
    ]);
    // Saving the event again without changing the kept wording asks nothing and queues nothing more.
    const again = await call(t, clinic.staff.token, 'PATCH', `/staff/events/${data.id}`, {
      title,
      regularPrice: 10000,
    });
    expect(again.status).toBe(200);
    expect(await reviewsOf('EVENT', data.id)).toHaveLength(1);
  });

  it('a clean save is saved and queues nothing', async () => {
    const res = await call(t, clinic.staff.token, 'POST', '/staff/events', { title: `봄맞이 피부 관리 ${Date.now()}` });
    expect(res.status).toBe(201);
    expect(await reviewsOf('EVENT', (await json(res)).data.id)).toEqual([]);
  });

  it("the clinic's introduction: refused without a justification, kept and queued with one", async () => {
    const description = '강남 최고의 피부과, 다른 병원보다 친절합니다.';
    const refused = await call(t, clinic.staff.token, 'PATCH', '/staff/clinic', { description });
    expect(refused.status).toBe(400);
    expect(Object.keys((await json(refused)).error.fields)).toEqual(['description']);
    const [stored] = await t.query<Json>('select description from clinics where id = $1', [clinic.clinic.id]);
    expect(stored.description).not.toBe(description);
    const kept = await call(t, clinic.staff.token, 'PATCH', '/staff/clinic', {
      description,
      adWordingJustification: JUSTIFICATION,
    });
    expect(kept.status).toBe(200);
    expect((await reviewsOf('CLINIC', clinic.clinic.id)).map((r) => r.findings.map((f: Json) => f.rule))).toEqual([
      ['superlative', 'comparison'],
    ]);
  });
});

describe('/operator/ad-wording', () => {
  it('401/403 for others', async () => {
    expect((await call(t, null, 'GET', '/operator/ad-wording')).status).toBe(401);
    expect((await call(t, clinic.staff.token, 'GET', '/operator/ad-wording')).status).toBe(403);
  });

  it('lists open reviews first, oldest first, with their findings; decisions need a reason and notify on CHANGE_REQUIRED', async () => {
    const res = await call(t, clinic.staff.token, 'POST', '/staff/events', {
      title: `무료 시술 체험 ${Date.now()}`,
      adWordingJustification: JUSTIFICATION,
    });
    const eventId = (await json(res)).data.id;
    const list = await json(await call(t, op.token, 'GET', '/operator/ad-wording'));
    const open = list.data.filter((r: Json) => r.state === 'OPEN');
    expect(list.data.slice(0, open.length)).toEqual(open);
    expect(open.map((r: Json) => r.createdAt)).toEqual([...open.map((r: Json) => r.createdAt)].sort());
    const mine = open.find((r: Json) => r.entityType === 'EVENT' && r.entityId === eventId);
    expect(mine).toEqual(
      expect.objectContaining({
        clinic: { id: clinic.clinic.id, name: clinic.clinic.name },
        entityTitle: expect.stringContaining('무료 시술'),
        findings: [expect.objectContaining({ field: 'title', rule: 'inducement', words: '무료 시술' })],
      }),
    );

    const path = `/operator/ad-wording/${mine.id}/decision`;
    expect((await call(t, op.token, 'POST', path, { decision: 'CHANGE_REQUIRED' })).status).toBe(400);
    expect((await call(t, op.token, 'POST', path, { decision: 'MAYBE', reason: '검토함' })).status).toBe(400);
    expect(
      (
        await call(t, op.token, 'POST', '/operator/ad-wording/999999/decision', {
          decision: 'ACCEPTED',
          reason: '검토함',
        })
      ).status,
    ).toBe(404);
    const decided = await call(t, op.token, 'POST', path, {
      decision: 'CHANGE_REQUIRED',
      reason: '무료 시술 표현은 환자 유인입니다',
    });
    expect(decided.status).toBe(200);
    expect((await json(decided)).data).toEqual(
      expect.objectContaining({ state: 'CHANGE_REQUIRED', decision: expect.objectContaining({ by: op.userId }) }),
    );
    expect((await call(t, op.token, 'POST', path, { decision: 'ACCEPTED', reason: '다시 검토함' })).status).toBe(409);

    const notes = await t.query<Json>(
      "select link from notifications where kind = 'AD_WORDING_CHANGE_REQUIRED' and recipient_id = $1",
      [clinic.staff.id],
    );
    expect(notes).toEqual([{ link: `/partner/events/${eventId}` }]);
    const [audit] = await t.query<Json>(
      "select action, reason from operator_audit_log where target_type = 'EVENT' and target_id = $1",
      [eventId],
    );
    expect(audit).toEqual({ action: 'ad-wording.require-change', reason: '무료 시술 표현은 환자 유인입니다' });
  });
});
