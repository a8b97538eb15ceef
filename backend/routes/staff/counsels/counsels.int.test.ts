import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { canMove, COUNSEL_STATES, type CounselState, needsAppointment, nextStates } from '@/contracts/counsel-states';
import { resetEnvForTests } from '../../../env';
import { openTestBackend, type TestBackend } from '../../../test/backend';
import { expectJson, reply } from '../../../test/client';
import { cleanup, createMember, type TestMember } from '../../members/member-test-kit';
import { staffClinic, type TestStaff } from '../staff-test-kit';
import { call } from '../staff-test-kit';

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
    member.api.member.counsels.$post({
      header: {},
      json: { clinic_id: clinicId, sourceType: 'CLINIC', sourceId: clinicId, content },
    }),
    201,
  );
  if (state !== 'AWAITING_CLINIC_CONFIRMATION')
    await t.query('update counsels set state = $2 where id = $1', [data.id, state]);
  return data.id;
}

/** A Korea-time date and time `days` from now (whole hours), as the console sends it. */
const koreaTimeIn = (days: number, hour = 14, minute = 30) => {
  const d = new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}T${two(hour)}:${two(minute)}`;
};

/** A staff move; a move to an appointment state brings an appointment (a week ahead) unless one is given. */
const move = (id: number, state: string, appointment_at?: string | null) =>
  staff.api.staff.counsels[':id'].$patch({
    param: { id: `${id}` },
    json: {
      state: state as CounselState,
      ...(appointment_at !== null &&
      (appointment_at || (COUNSEL_STATES.includes(state as CounselState) && needsAppointment(state as CounselState)))
        ? { appointment_at: appointment_at ?? koreaTimeIn(7) }
        : {}),
    },
  });

describe('PATCH /staff/counsels/{id}: the state machine', () => {
  const pairs = COUNSEL_STATES.flatMap((from) => COUNSEL_STATES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', async (from, to) => {
    const id = await counselIn(from);
    const res = await reply(move(id, to));
    const [row] = await t.query<{ state: string; state_changed_at: Date | null }>(
      'select state, state_changed_at from counsels where id = $1',
      [id],
    );
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
    const statuses = (
      await Promise.all([
        move(id, 'CONSULTATION_APPOINTMENT_CONFIRMED'),
        move(id, 'CONSULTATION_APPOINTMENT_CONFIRMED'),
      ])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('the member sees the new state, and the review follows it: consulted, then treated', async () => {
    const id = await counselIn('AWAITING_CLINIC_CONFIRMATION', 'LINE: reviewer');
    const { data: review } = await expectJson(
      member.api.member.reviews.$post({
        header: {},
        json: { counsel_id: id, title: '친절해요', content: '설명이 자세했어요.', rating: 5, incentive: false },
      }),
      201,
    );
    const verification = async () =>
      (await expectJson(t.client.public.reviews[':id'].$get({ param: { id: `${review.id}` }, query: {} }), 200)).data
        .verification;
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
      [
        'appointment_at',
        'contact_phone',
        'content',
        'created_at',
        'id',
        'member',
        'nextStates',
        'preferred_slots',
        'review_id',
        'source',
        'sourceId',
        'sourceType',
        'state',
        'state_changed_at',
        'undo',
      ].sort(),
    );
    expect(data.member).toEqual({ nickname: member.nickname });
    expect(data).toMatchObject({
      content: '카카오톡 ID: nurse',
      state: 'AWAITING_CLINIC_CONFIRMATION',
      nextStates: ['CLINIC_CONFIRMED', 'CANCELED'],
    });
  });

  it('pages the clinic’s counsels newest first, optionally in one state, with the total', async () => {
    const [{ n }] = await t.query<{ n: number }>('select count(*)::int as n from counsels where clinic_id = $1', [
      clinicId,
    ]);
    const all = await expectJson(staff.api.staff.counsels.$get({ query: { offset: '0', limit: '5' } }), 200);
    expect(all.total).toBe(n);
    expect(all.data).toHaveLength(5);
    const ids = all.data.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = await expectJson(staff.api.staff.counsels.$get({ query: { offset: '5', limit: '5' } }), 200);
    expect(page2.data[0].id).toBeLessThan(ids[4]);

    const [{ m }] = await t.query<{ m: number }>(
      "select count(*)::int as m from counsels where clinic_id = $1 and state = 'CANCELED'",
      [clinicId],
    );
    const canceled = await expectJson(staff.api.staff.counsels.$get({ query: { state: 'CANCELED' } }), 200);
    expect(canceled.total).toBe(m);
    expect(canceled.data.every((c) => c.state === 'CANCELED')).toBe(true);
    const bad = await expectJson(staff.api.staff.counsels.$get({ query: { state: 'NOPE' as CounselState } }), 400);
    expect(Object.keys(bad.error.fields ?? {})).toEqual(['state']);
  });
});

type Change = { from_state: string; to_state: string; actor: string; staff_id: number | null; undoes: number | null };
const changesOf = (id: number) =>
  t.query<Change & { id: number }>(
    'select id, from_state, to_state, actor, staff_id, undoes from counsel_state_changes where counsel_id = $1 order by id',
    [id],
  );
const undo = (id: number, changeId: number, s = staff) =>
  call(t, s.token, 'POST', `/staff/counsels/${id}/undo`, { change_id: changeId });

describe('counsel_state_changes: every change is recorded', () => {
  it("records each staff move with the account, and the member's cancel as the member's", async () => {
    const id = await counselIn('AWAITING_CLINIC_CONFIRMATION');
    expect((await move(id, 'CLINIC_CONFIRMED')).status).toBe(200);
    expect((await move(id, 'CANCELED')).status).toBe(200);
    const own = await counselIn('AWAITING_CLINIC_CONFIRMATION');
    expect((await member.api.member.counsels[':id'].cancel.$post({ param: { id: `${own}` } })).status).toBe(200);
    // Canceling again changes nothing, and records nothing.
    expect((await member.api.member.counsels[':id'].cancel.$post({ param: { id: `${own}` } })).status).toBe(200);
    const strip = (rows: (Change & { id: number })[]) =>
      rows.map((r) => ({ ...r, id: undefined })).map((r) => JSON.parse(JSON.stringify(r)) as Change);
    expect(strip(await changesOf(id))).toEqual([
      {
        from_state: 'AWAITING_CLINIC_CONFIRMATION',
        to_state: 'CLINIC_CONFIRMED',
        actor: 'STAFF',
        staff_id: staff.id,
        undoes: null,
      },
      { from_state: 'CLINIC_CONFIRMED', to_state: 'CANCELED', actor: 'STAFF', staff_id: staff.id, undoes: null },
    ]);
    expect(strip(await changesOf(own))).toEqual([
      {
        from_state: 'AWAITING_CLINIC_CONFIRMATION',
        to_state: 'CANCELED',
        actor: 'MEMBER',
        staff_id: null,
        undoes: null,
      },
    ]);
  });

  it('a refused move records nothing', async () => {
    const id = await counselIn('AWAITING_CLINIC_CONFIRMATION');
    expect((await move(id, 'TREATMENT_COMPLETE')).status).toBe(409);
    expect(await changesOf(id)).toEqual([]);
  });
});

describe('POST /staff/counsels/{id}/undo', () => {
  it("takes back a misclicked 시술 완료: the state, the review's badge and the time go back, and the undo is recorded", async () => {
    const id = await counselIn('AWAITING_CLINIC_CONFIRMATION');
    const { data: review } = await expectJson(
      member.api.member.reviews.$post({
        header: {},
        json: { counsel_id: id, title: '되돌리기', content: '상담이 좋았어요.', rating: 5, incentive: false },
      }),
      201,
    );
    const verification = async () =>
      (await expectJson(t.client.public.reviews[':id'].$get({ param: { id: `${review.id}` }, query: {} }), 200)).data
        .verification;
    for (const state of [
      'CLINIC_CONFIRMED',
      'CONSULTATION_APPOINTMENT_CONFIRMED',
      'CONSULTATION_COMPLETE',
      'TREATMENT_APPOINTMENT_CONFIRMED',
    ])
      expect((await move(id, state)).status).toBe(200);
    const [{ at: before }] = await t.query<{ at: Date }>('select state_changed_at as at from counsels where id = $1', [
      id,
    ]);
    const moved = await expectJson(move(id, 'TREATMENT_COMPLETE'), 200);
    expect(await verification()).toBe('treated');
    expect(moved.data.undo).toEqual({
      change_id: expect.any(Number),
      from_state: 'TREATMENT_APPOINTMENT_CONFIRMED',
      until: expect.any(String),
    });
    expect(Date.parse(moved.data.undo!.until) - Date.now()).toBeGreaterThan(250_000);

    const res = await undo(id, moved.data.undo!.change_id);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { state: string; undo: unknown; nextStates: string[] } };
    expect(data).toMatchObject({
      state: 'TREATMENT_APPOINTMENT_CONFIRMED',
      undo: null,
      nextStates: ['TREATMENT_COMPLETE', 'CANCELED'],
    });
    expect(await verification()).toBe('consulted');
    const [{ at: after }] = await t.query<{ at: Date }>('select state_changed_at as at from counsels where id = $1', [
      id,
    ]);
    expect(after).toEqual(before);
    const last = (await changesOf(id)).at(-1);
    expect(last).toMatchObject({
      from_state: 'TREATMENT_COMPLETE',
      to_state: 'TREATMENT_APPOINTMENT_CONFIRMED',
      actor: 'STAFF',
      undoes: moved.data.undo!.change_id,
    });
    const { data: seen } = await expectJson(member.api.member.counsels[':id'].$get({ param: { id: `${id}` } }), 200);
    expect(seen.state).toBe('TREATMENT_APPOINTMENT_CONFIRMED');
  });

  it('undoes the first move back to a counsel never moved (state_changed_at null again); a cancel can be taken back too', async () => {
    const id = await counselIn('AWAITING_CLINIC_CONFIRMATION');
    const { data } = await expectJson(move(id, 'CANCELED'), 200);
    expect((await undo(id, data.undo!.change_id)).status).toBe(200);
    expect(await t.query('select state, state_changed_at from counsels where id = $1', [id])).toEqual([
      { state: 'AWAITING_CLINIC_CONFIRMATION', state_changed_at: null },
    ]);
  });

  it("409 UNDO_NOT_LATEST for a move that is not the latest, an undo of an undo, and the member's cancel", async () => {
    const id = await counselIn('AWAITING_CLINIC_CONFIRMATION');
    const first = (await expectJson(move(id, 'CLINIC_CONFIRMED'), 200)).data.undo!.change_id;
    const second = (await expectJson(move(id, 'CONSULTATION_APPOINTMENT_CONFIRMED'), 200)).data.undo!.change_id;
    const code = async (res: Response) => [res.status, ((await res.json()) as { error: { code: string } }).error.code];
    expect(await code(await undo(id, first))).toEqual([409, 'UNDO_NOT_LATEST']);
    expect((await undo(id, second)).status).toBe(200);
    expect(await code(await undo(id, second))).toEqual([409, 'UNDO_NOT_LATEST']);
    const [undoRow] = (await changesOf(id)).slice(-1);
    expect(await code(await undo(id, undoRow.id))).toEqual([409, 'UNDO_NOT_LATEST']);
    expect((await t.query<{ state: string }>('select state from counsels where id = $1', [id]))[0].state).toBe(
      'CLINIC_CONFIRMED',
    );

    const own = await counselIn('AWAITING_CLINIC_CONFIRMATION');
    await member.api.member.counsels[':id'].cancel.$post({ param: { id: `${own}` } });
    const [cancel] = await changesOf(own);
    expect(await code(await undo(own, cancel.id))).toEqual([409, 'UNDO_NOT_LATEST']);
  });

  it('409 UNDO_EXPIRED past COUNSEL_UNDO_SECONDS, and the counsel no longer offers it', async () => {
    const id = await counselIn('AWAITING_CLINIC_CONFIRMATION');
    const changeId = (await expectJson(move(id, 'CLINIC_CONFIRMED'), 200)).data.undo!.change_id;
    await t.query("update counsel_state_changes set created_at = now() - interval '301 seconds' where id = $1", [
      changeId,
    ]);
    const res = await undo(id, changeId);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNDO_EXPIRED');
    expect(
      (await expectJson(staff.api.staff.counsels[':id'].$get({ param: { id: `${id}` } }), 200)).data,
    ).toMatchObject({
      state: 'CLINIC_CONFIRMED',
      undo: null,
    });
  });

  it("another clinic's counsel is a 404; a bad change_id a 400", async () => {
    const id = await counselIn('AWAITING_CLINIC_CONFIRMATION');
    const changeId = (await expectJson(move(id, 'CLINIC_CONFIRMED'), 200)).data.undo!.change_id;
    const other = (await staffClinic(t)).staff;
    expect((await undo(id, changeId, other)).status).toBe(404);
    const bad = await call(t, staff.token, 'POST', `/staff/counsels/${id}/undo`, { change_id: 'x' });
    expect(bad.status).toBe(400);
    expect((await t.query<{ state: string }>('select state from counsels where id = $1', [id]))[0].state).toBe(
      'CLINIC_CONFIRMED',
    );
  });
});

describe('PATCH /staff/counsels/{id}: the appointment', () => {
  const undone = async (id: number, changeId: number) => {
    const res = await undo(id, changeId);
    expect(res.status).toBe(200);
    return (await res.json()) as { data: { state: string; appointment_at: string | null } };
  };
  const stored = async (id: number) => {
    const [row] = await t.query<{ at: Date | null }>('select appointment_at as at from counsels where id = $1', [id]);
    return row.at && row.at.toISOString();
  };
  const changeAppointments = async (id: number) =>
    (
      await t.query<{ to_state: string; at: Date | null }>(
        'select to_state, appointment_at as at from counsel_state_changes where counsel_id = $1 order by id',
        [id],
      )
    ).map((r) => [r.to_state, r.at && r.at.toISOString()]);

  it.each(['CONSULTATION_APPOINTMENT_CONFIRMED', 'TREATMENT_APPOINTMENT_CONFIRMED'] as const)(
    'a move to %s without its date and time is a 400 naming appointment_at, and nothing moves',
    async (to) => {
      const from = to === 'CONSULTATION_APPOINTMENT_CONFIRMED' ? 'CLINIC_CONFIRMED' : 'CONSULTATION_COMPLETE';
      const id = await counselIn(from);
      for (const bad of [
        null,
        '',
        'tomorrow',
        '2030-02-30T10:00',
        '2030-01-01T24:00',
        '2030-01-01 10:00',
        koreaTimeIn(-1),
      ]) {
        const res = await reply(move(id, to, bad));
        expect(res.status).toBe(400);
        expect(Object.keys((res.body as { error: { fields: object } }).error.fields)).toEqual(['appointment_at']);
      }
      expect(await t.query('select state, appointment_at from counsels where id = $1', [id])).toEqual([
        { state: from, appointment_at: null },
      ]);
      expect(await changeAppointments(id)).toEqual([]);
    },
  );

  it('a move that sets no appointment refuses one (400 naming appointment_at)', async () => {
    const id = await counselIn('AWAITING_CLINIC_CONFIRMATION');
    const { error } = await expectJson(move(id, 'CLINIC_CONFIRMED', koreaTimeIn(2)), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(['appointment_at']);
  });

  it('stores the Korea-time appointment as its instant on the counsel and its change, until the next move', async () => {
    const id = await counselIn('CLINIC_CONFIRMED');
    const local = koreaTimeIn(3, 14, 30);
    const instant = new Date(`${local}:00+09:00`).toISOString();
    expect(instant).toMatch(/T05:30:00\.000Z$/);
    const { data } = await expectJson(move(id, 'CONSULTATION_APPOINTMENT_CONFIRMED', local), 200);
    expect(data).toMatchObject({ state: 'CONSULTATION_APPOINTMENT_CONFIRMED', appointment_at: instant });
    expect(await stored(id)).toBe(instant);
    // The console's list says it too.
    const { data: listed } = await expectJson(
      staff.api.staff.counsels.$get({ query: { state: 'CONSULTATION_APPOINTMENT_CONFIRMED', limit: '100' } }),
      200,
    );
    expect(listed.find((c) => c.id === id)?.appointment_at).toBe(instant);
    // Consultation done: no appointment is current any more; the history keeps the one it had.
    expect((await expectJson(move(id, 'CONSULTATION_COMPLETE'), 200)).data.appointment_at).toBeNull();
    expect(await stored(id)).toBeNull();
    const treatment = koreaTimeIn(10, 9, 0);
    const { data: booked } = await expectJson(move(id, 'TREATMENT_APPOINTMENT_CONFIRMED', treatment), 200);
    expect(booked.appointment_at).toBe(new Date(`${treatment}:00+09:00`).toISOString());
    expect(await changeAppointments(id)).toEqual([
      ['CONSULTATION_APPOINTMENT_CONFIRMED', instant],
      ['CONSULTATION_COMPLETE', null],
      ['TREATMENT_APPOINTMENT_CONFIRMED', new Date(`${treatment}:00+09:00`).toISOString()],
    ]);
    const [audit] = await t.query<{ fields: string[] }>(
      "select fields from staff_audit_log where entity_id = $1 and action = 'counsel.treatment_appointment_confirmed'",
      [id],
    );
    expect(audit.fields).toEqual(['state', 'appointment_at']);
  });

  it('an undo puts back the appointment the counsel had before the undone move', async () => {
    const id = await counselIn('CLINIC_CONFIRMED');
    const local = koreaTimeIn(4, 11, 0);
    const instant = new Date(`${local}:00+09:00`).toISOString();
    const booked = await expectJson(move(id, 'CONSULTATION_APPOINTMENT_CONFIRMED', local), 200);
    // A misclicked 상담 완료 taken back: the consultation's appointment is current again.
    const done = await expectJson(move(id, 'CONSULTATION_COMPLETE'), 200);
    const back = await undone(id, done.data.undo!.change_id);
    expect(back.data).toMatchObject({ state: 'CONSULTATION_APPOINTMENT_CONFIRMED', appointment_at: instant });
    expect(await stored(id)).toBe(instant);
    // A cancel taken back as well.
    const canceled = await expectJson(move(id, 'CANCELED'), 200);
    expect(canceled.data.appointment_at).toBeNull();
    expect((await undone(id, canceled.data.undo!.change_id)).data.appointment_at).toBe(instant);
    expect(booked.data.undo).not.toBeNull();
  });

  it('undoing the move that set the appointment leaves none', async () => {
    const id = await counselIn('CLINIC_CONFIRMED');
    const booked = await expectJson(move(id, 'CONSULTATION_APPOINTMENT_CONFIRMED', koreaTimeIn(5)), 200);
    const back = await undone(id, booked.data.undo!.change_id);
    expect(back.data).toMatchObject({ state: 'CLINIC_CONFIRMED', appointment_at: null });
    expect(await stored(id)).toBeNull();
    expect((await changeAppointments(id)).at(-1)).toEqual(['CLINIC_CONFIRMED', null]);
  });
});
