import { openTestBackend, type TestBackend } from '../test/backend';
import { cleanup, createClinic, createMember, createMemberReview } from '../routes/members/member-test-kit';
import { call } from '../routes/staff/staff-test-kit';
import { drainDirty, recomputeAll } from './recompute';
import { quantile } from './stats';
import { addDays, type RecoveryCurves, type ReviewCheckins } from '@/contracts/recovery';
import { todayInKorea } from '@/contracts/common';
import { CHECKIN_DAYS, RECOVERY_METRICS } from '@/contracts/trust';

// Recovery check-ins and curves (docs/trust.md#recovery): the windows, the writer-only rule, and the curves the
// API publishes recomputed here in plain JS from the check-in rows.

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

const MIN_N = 5;
const today = todayInKorea();
const ratings = { swelling: 4, bruising: 3, pain: 2, satisfaction: 8 };

async function reviewTreatedAgo(memberId: number, clinicId: number, eventId: number | null, days: number | null) {
  const id = await createMemberReview(t, memberId, clinicId);
  await t.query('update reviews set treated_on = $2, event_id = $3 where id = $1', [
    id,
    days === null ? null : addDays(today, -days),
    eventId,
  ]);
  return id;
}

const put = (token: string, reviewId: number, day: number | string, body: unknown = ratings) =>
  call(t, token, 'PUT', `/member/reviews/${reviewId}/checkins/${day}`, body);

async function curves(path: string): Promise<RecoveryCurves> {
  const res = await call(t, null, 'GET', path);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: RecoveryCurves }).data;
}

/** What the event's curves must say, from the check-in rows. */
async function expectedEventCurves(eventId: number): Promise<RecoveryCurves> {
  const rows = await t.query<Record<string, number>>(
    'select c.day, c.swelling, c.bruising, c.pain, c.satisfaction from recovery_checkins c join reviews r on r.id = c.review_id where r.event_id = $1',
    [eventId],
  );
  const metrics = Object.fromEntries(
    RECOVERY_METRICS.map((m) => [
      m,
      CHECKIN_DAYS.map((day) => {
        const values = rows.filter((r) => r.day === day).map((r) => r[m]);
        const shown = values.length >= MIN_N;
        return {
          day,
          n: values.length,
          median: shown ? quantile(values, 0.5) : null,
          p25: shown ? quantile(values, 0.25) : null,
          p75: shown ? quantile(values, 0.75) : null,
        };
      }),
    ]),
  ) as RecoveryCurves['metrics'];
  return { threshold: MIN_N, metrics };
}

describe('the demo check-ins', () => {
  it('give a few treatments and events full curves and others partial ones, as the rows say', async () => {
    await recomputeAll(t.database.db);
    const count = async (kind: 'treatment' | 'event') => {
      const ids = (
        await t.query<{ id: number }>(
          kind === 'treatment'
            ? 'select distinct rt.treatment_id as id from recovery_checkins c join review_treatments rt on rt.review_id = c.review_id'
            : 'select distinct r.event_id as id from recovery_checkins c join reviews r on r.id = c.review_id where r.event_id is not null',
        )
      ).map((r) => r.id);
      let full = 0;
      let partial = 0;
      for (const id of ids) {
        const got = await curves(`/public/${kind}s/${id}/recovery`);
        if (kind === 'event') expect(got).toEqual(await expectedEventCurves(id));
        const shown = got.metrics.pain.filter((p) => p.median !== null).length;
        if (shown === CHECKIN_DAYS.length) full++;
        else partial++;
      }
      return { full, partial };
    };
    const treatments = await count('treatment');
    expect(treatments.full).toBeGreaterThanOrEqual(3);
    expect(treatments.partial).toBeGreaterThan(0);
    const events = await count('event');
    expect(events.full).toBeGreaterThanOrEqual(1);
    expect(events.partial).toBeGreaterThan(0);
  });
});

describe('recovery check-ins', () => {
  it('opens each day from treated_on + d until the next check-in day; day 90 until day 120', async () => {
    const m = await createMember(t);
    const { clinic } = await createClinic(t);
    const cases: [number, number | null][] = [
      [2, null],
      [3, 3],
      [6, 3],
      [7, 7],
      [13, 7],
      [14, 14],
      [29, 14],
      [30, 30],
      [89, 30],
      [90, 90],
      [119, 90],
      [120, null],
    ];
    for (const [ago, open] of cases) {
      const id = await reviewTreatedAgo(m.id, clinic.id, null, ago);
      const res = await call(t, m.token, 'GET', `/member/reviews/${id}/checkins`);
      expect(res.status).toBe(200);
      const body = ((await res.json()) as { data: ReviewCheckins }).data;
      expect({ ago, open: body.openDay }).toEqual({ ago, open });
      for (const day of CHECKIN_DAYS) {
        const r = await put(m.token, id, day);
        expect({ ago, day, status: r.status }).toEqual({ ago, day, status: day === open ? 200 : 409 });
        if (r.status === 409)
          expect(((await r.json()) as { error: { code: string } }).error.code).toBe('CHECKIN_CLOSED');
      }
    }
  });

  it('400 for bad values and days, 404 for another member, 409 without a treatment date; PUT replaces', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const { clinic } = await createClinic(t);
    const id = await reviewTreatedAgo(m.id, clinic.id, null, 7);
    const bad = await put(m.token, id, 7, { swelling: 11, bruising: -1, pain: 2.5, satisfaction: 'x' });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields).sort()).toEqual(['bruising', 'pain', 'satisfaction', 'swelling']);
    expect((await put(m.token, id, 5)).status).toBe(400);
    expect((await put(m.token, id, 7, { ...ratings, sideEffects: [{ code: 'NOPE' }] })).status).toBe(400);
    expect((await put(other.token, id, 7)).status).toBe(404);
    expect((await call(t, other.token, 'GET', `/member/reviews/${id}/checkins`)).status).toBe(404);
    expect((await put(m.token, 999_999_999, 7)).status).toBe(404);
    const undated = await reviewTreatedAgo(m.id, clinic.id, null, null);
    const closed = await put(m.token, undated, 7);
    expect(closed.status).toBe(409);
    expect(((await closed.json()) as { error: { code: string } }).error.code).toBe('CHECKIN_CLOSED');

    expect((await put(m.token, id, 7)).status).toBe(200);
    const res = await put(m.token, id, 7, {
      ...ratings,
      pain: 6,
      sideEffects: [{ code: 'BRUISING', severity: 'MILD', resolved: false }],
    });
    expect(res.status).toBe(200);
    const day7 = ((await res.json()) as { data: ReviewCheckins }).data.days.find((d) => d.day === 7)!;
    expect(day7.checkin).toMatchObject({ pain: 6, sideEffects: [{ code: 'BRUISING', severity: 'MILD' }] });
    const rows = await t.query<{ n: number }>('select count(*)::int as n from recovery_checkins where review_id = $1', [
      id,
    ]);
    expect(rows[0].n).toBe(1);
    const effects = await t.query<{ review_id: number }>(
      'select s.review_id from side_effect_reports s join recovery_checkins c on c.id = s.checkin_id where c.review_id = $1',
      [id],
    );
    expect(effects).toEqual([{ review_id: id }]);

    // The review page's public timeline: day and ratings, nothing else; empty while a 임시조치 hides the review.
    const timeline = await call(t, null, 'GET', `/public/reviews/${id}/checkins`);
    expect(((await timeline.json()) as { data: unknown }).data).toEqual([
      { day: 7, swelling: 4, bruising: 3, pain: 6, satisfaction: 8 },
    ]);
    await t.query("update reviews set hidden_until = now() + interval '1 day' where id = $1", [id]);
    const hidden = await call(t, null, 'GET', `/public/reviews/${id}/checkins`);
    expect(((await hidden.json()) as { data: unknown }).data).toEqual([]);
    expect((await call(t, null, 'GET', '/public/reviews/999999999/checkins')).status).toBe(404);
  });
});

describe('recovery curves', () => {
  it("the event's curves are the rows' medians and quartiles; below the threshold only n; a check-in moves n by one", async () => {
    await drainDirty(t.database.db);
    const before = await curves('/public/treatments/1/recovery');
    const { clinic, event } = await createClinic(t);
    // Six writers at day 7 (above the threshold), two at day 3 (below).
    for (let i = 0; i < 8; i++) {
      const m = await createMember(t);
      const ago = i < 6 ? 7 : 3;
      const id = await reviewTreatedAgo(m.id, clinic.id, event.id, ago);
      const res = await put(m.token, id, ago, {
        swelling: i % 11,
        bruising: (i * 3) % 11,
        pain: (i * 7) % 11,
        satisfaction: 10 - i,
      });
      expect(res.status).toBe(200);
    }
    await drainDirty(t.database.db);
    const got = await curves(`/public/events/${event.id}/recovery`);
    expect(got).toEqual(await expectedEventCurves(event.id));
    expect(got.metrics.pain.find((p) => p.day === 7)).toMatchObject({ n: 6 });
    expect(got.metrics.pain.find((p) => p.day === 7)!.median).not.toBeNull();
    expect(got.metrics.swelling.find((p) => p.day === 3)).toEqual({ day: 3, n: 2, median: null, p25: null, p75: null });
    expect(got.metrics.satisfaction.find((p) => p.day === 90)).toEqual({
      day: 90,
      n: 0,
      median: null,
      p25: null,
      p75: null,
    });
    // The treatment (1, every test review's) counts them too.
    const after = await curves('/public/treatments/1/recovery');
    expect(after.metrics.pain.find((p) => p.day === 7)!.n).toBe(before.metrics.pain.find((p) => p.day === 7)!.n + 6);

    // One more check-in at day 7: n + 1 after the recomputation, and still what the rows say.
    const m = await createMember(t);
    const id = await reviewTreatedAgo(m.id, clinic.id, event.id, 8);
    expect((await put(m.token, id, 7, { swelling: 10, bruising: 10, pain: 10, satisfaction: 0 })).status).toBe(200);
    expect((await curves(`/public/events/${event.id}/recovery`)).metrics.pain[1].n).toBe(6);
    await drainDirty(t.database.db);
    const moved = await curves(`/public/events/${event.id}/recovery`);
    expect(moved.metrics.pain[1]).toMatchObject({ day: 7, n: 7 });
    expect(moved).toEqual(await expectedEventCurves(event.id));
  });

  it('404 for an unknown treatment or event', async () => {
    expect((await call(t, null, 'GET', '/public/treatments/999999999/recovery')).status).toBe(404);
    expect((await call(t, null, 'GET', '/public/events/999999999/recovery')).status).toBe(404);
  });
});
