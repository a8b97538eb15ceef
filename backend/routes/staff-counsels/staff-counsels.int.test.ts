import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COUNSEL_STATES, canMove, nextStates, type CounselState } from '@/lib/counsel-states';
import { resetEnvForTests } from '../../env';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, reply } from '../../test/client';
import { cleanup, createMember, type TestMember } from '../members/member-test-kit';
import { staffClinic, type TestStaff } from '../staff/staff-test-kit';

let t: TestBackend;
let staff: TestStaff;
let clinicId: number;
let member: TestMember;

beforeAll(async () => {
  // This suite's member books a counsel for every move it checks: far past the hourly booking limit.
  process.env.COUNSEL_POSTS_PER_HOUR = '100000';
  resetEnvForTests();
  t = await openTestBackend();
  const made = await staffClinic(t);
  staff = made.staff;
  clinicId = made.clinic.id;
  member = await createMember(t);
});

afterAll(async () => {
  delete process.env.COUNSEL_POSTS_PER_HOUR;
  resetEnvForTests();
  await cleanup(t);
  await t.close();
});

/** A counsel of the member at the suite's clinic, booked through the API, then put in `state` for the test. */
async function counselIn(state: CounselState, content = '') {
  const { data } = await expectJson(
    member.api.member.counsels.$post({ header: {}, json: { clinic_id: clinicId, sourceType: 'CLINIC', sourceId: clinicId, content } }),
    201,
  );
  if (state !== 'AWAITING_CLINIC_CONFIRMATION') await t.query('update counsels set state = $2 where id = $1', [data.id, state]);
  return data.id;
}

const move = (id: number, state: string) => staff.api.staff.counsels[':id'].$patch({ param: { id: `${id}` }, json: { state: state as CounselState } });

describe('PATCH /staff/counsels/{id}: the state machine', () => {
  const pairs = COUNSEL_STATES.flatMap((from) => COUNSEL_STATES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', async (from, to) => {
    const id = await counselIn(from);
    const res = await reply(move(id, to));
    const [row] = await t.query<{ state: string; state_changed_at: Date | null }>('select state, state_changed_at from counsels where id = $1', [id]);
    if (canMove(from, to)) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ data: { id, state: to, nextStates: nextStates(to) } });
      expect(row.state).toBe(to);
      expect(row.state_changed_at).not.toBeNull();
    } else {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: { code: 'INVALID_TRANSITION' } });
      expect(row).toEqual({ state: from, state_changed_at: null });
    }
  });

  it('allows exactly the next step, and CANCELED before TREATMENT_COMPLETE (10 moves of 49)', () => {
    expect(pairs.filter(([from, to]) => canMove(from, to))).toHaveLength(10);
  });

  it('400 for a state that is not one', async () => {
    const id = await counselIn('AWAITING_CLINIC_CONFIRMATION');
    const { error } = await expectJson(move(id, 'DONE'), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(['state']);
  });

  it('serializes two staff moving the same counsel: one 200, one 409', async () => {
    const id = await counselIn('CLINIC_CONFIRMED');
    const statuses = (await Promise.all([move(id, 'CONSULTATION_APPOINTMENT_CONFIRMED'), move(id, 'CONSULTATION_APPOINTMENT_CONFIRMED')])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('the member sees the new state, and the review follows it: consulted, then treated', async () => {
    const id = await counselIn('AWAITING_CLINIC_CONFIRMATION', 'LINE: reviewer');
    const { data: review } = await expectJson(
      member.api.member.reviews.$post({ header: {}, json: { counsel_id: id, title: '친절해요', content: '설명이 자세했어요.', rating: 5, incentive: false } }),
      201,
    );
    const verification = async () =>
      (await expectJson(t.client.public.reviews[':id'].$get({ param: { id: `${review.id}` }, query: {} }), 200)).data.verification;
    const expected: Record<string, string> = {
      CLINIC_CONFIRMED: 'booked',
      CONSULTATION_APPOINTMENT_CONFIRMED: 'booked',
      CONSULTATION_COMPLETE: 'consulted',
      TREATMENT_APPOINTMENT_CONFIRMED: 'consulted',
      TREATMENT_COMPLETE: 'treated',
    };
    for (const [state, level] of Object.entries(expected)) {
      expect((await move(id, state)).status).toBe(200);
      expect(await verification()).toBe(level);
      const { data } = await expectJson(member.api.member.counsels[':id'].$get({ param: { id: `${id}` } }), 200);
      expect(data.state).toBe(state);
    }
  });
});

describe('GET /staff/counsels', () => {
  it('shows staff only what a consultation needs of the member', async () => {
    const id = await counselIn('AWAITING_CLINIC_CONFIRMATION', '카카오톡 ID: nurse');
    const { data } = await expectJson(staff.api.staff.counsels[':id'].$get({ param: { id: `${id}` } }), 200);
    expect(Object.keys(data).sort()).toEqual(
      ['content', 'created_at', 'id', 'member', 'nextStates', 'review_id', 'source', 'sourceId', 'sourceType', 'state', 'state_changed_at'].sort(),
    );
    expect(data.member).toEqual({ nickname: member.nickname });
    expect(data).toMatchObject({ content: '카카오톡 ID: nurse', state: 'AWAITING_CLINIC_CONFIRMATION', nextStates: ['CLINIC_CONFIRMED', 'CANCELED'] });
  });

  it('pages the clinic’s counsels newest first, optionally in one state, with the total', async () => {
    const [{ n }] = await t.query<{ n: number }>('select count(*)::int as n from counsels where clinic_id = $1', [clinicId]);
    const all = await expectJson(staff.api.staff.counsels.$get({ query: { offset: '0', limit: '5' } }), 200);
    expect(all.total).toBe(n);
    expect(all.data).toHaveLength(5);
    const ids = all.data.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = await expectJson(staff.api.staff.counsels.$get({ query: { offset: '5', limit: '5' } }), 200);
    expect(page2.data[0].id).toBeLessThan(ids[4]);

    const [{ m }] = await t.query<{ m: number }>("select count(*)::int as m from counsels where clinic_id = $1 and state = 'CANCELED'", [clinicId]);
    const canceled = await expectJson(staff.api.staff.counsels.$get({ query: { state: 'CANCELED' } }), 200);
    expect(canceled.total).toBe(m);
    expect(canceled.data.every((c) => c.state === 'CANCELED')).toBe(true);
    const bad = await expectJson(staff.api.staff.counsels.$get({ query: { state: 'NOPE' as CounselState } }), 400);
    expect(Object.keys(bad.error.fields ?? {})).toEqual(['state']);
  });
});
