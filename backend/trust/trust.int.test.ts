import { openTestBackend, type TestBackend } from '../test/backend';
import { cleanup, createClinic, createMember, createMemberReview } from '../routes/members/member-test-kit';
import { call, createStaff } from '../routes/staff/staff-test-kit';
import { drainDirty, recomputeAll } from './recompute';
import type { ClinicTrust } from '@/contracts/trust';

// Price honoured and answer time (docs/trust.md): recomputed here from the raw rows in plain JS — not through the
// figures' own SQL — and compared with what the API publishes, thresholds included.

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

const PRICE_MIN = 10;
const ANSWER_MIN = 10;
const DAY = 24 * 60;

const trustOf = async (clinicId: number): Promise<ClinicTrust> => {
  const res = await call(t, null, 'GET', `/public/clinics/${clinicId}/trust`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ClinicTrust }).data;
};

function medianOf(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = (s.length - 1) / 2;
  const lo = s[Math.floor(mid)];
  const hi = s[Math.ceil(mid)];
  if (lo === hi) return lo;
  return lo + (hi - lo) / 2;
}

/** What the price figure must say, from the reviews and events tables. */
async function expectedPrice(clinicId: number) {
  const rows = await t.query<{
    verification: string;
    matched: string | null;
    paid: number | null;
    listed: number | null;
  }>(
    `select r.verification, r.price_matched as matched, r.price_paid as paid,
            coalesce(e.event_price, e.regular_price) as listed
       from reviews r left join events e on e.id = r.event_id where r.clinic_id = $1`,
    [clinicId],
  );
  const answered = rows.filter(
    (r) =>
      (r.verification === 'CONSULTED' || r.verification === 'TREATED') &&
      (r.matched === 'SAME' || r.matched === 'DIFFERENT'),
  );
  const n = answered.length;
  const k = answered.filter((r) => r.matched === 'SAME').length;
  const extras = answered
    .filter((r) => r.matched === 'DIFFERENT' && r.paid !== null && r.listed !== null && r.paid > r.listed)
    .map((r) => r.paid! - r.listed!);
  const shown = n >= PRICE_MIN;
  const m = medianOf(extras);
  return {
    n,
    k: shown ? k : null,
    rate: shown ? k / n : null,
    threshold: PRICE_MIN,
    medianExtra: shown && m !== null ? Math.round(m) : null,
  };
}

/** What the answer figure must say at `now`, from the counsels and their state changes. */
async function expectedAnswer(clinicId: number, now: Date) {
  const counsels = await t.query<{ id: number; created_at: Date }>(
    'select id, created_at from counsels where clinic_id = $1',
    [clinicId],
  );
  const changes = await t.query<{
    id: number;
    counsel_id: number;
    actor: string;
    to_state: string;
    undoes: number | null;
    created_at: Date;
  }>(
    'select s.id, s.counsel_id, s.actor, s.to_state, s.undoes, s.created_at from counsel_state_changes s join counsels c on c.id = s.counsel_id where c.clinic_id = $1',
    [clinicId],
  );
  const times: number[] = [];
  for (const c of counsels) {
    const created = new Date(c.created_at).getTime();
    if (created <= now.getTime() - 90 * DAY * 60_000 || created > now.getTime()) continue;
    const mine = changes.filter((x) => x.counsel_id === c.id);
    const undone = new Set(mine.map((x) => x.undoes).filter((x) => x !== null));
    const moves = mine
      .filter((x) => x.actor === 'STAFF' && x.undoes === null && !undone.has(x.id))
      .map((x) => new Date(x.created_at).getTime());
    const first = moves.length ? Math.min(...moves) : null;
    const cancels = mine
      .filter((x) => x.actor === 'MEMBER' && x.to_state === 'CANCELED')
      .map((x) => new Date(x.created_at).getTime());
    const cancel = cancels.length ? Math.min(...cancels) : null;
    if (cancel !== null && (first === null || cancel < first)) continue;
    if (first === null) {
      if ((now.getTime() - created) / 60_000 < DAY) continue;
      times.push(Number.POSITIVE_INFINITY);
    } else times.push(Math.max(0, (first - created) / 60_000));
  }
  const n = times.length;
  const k = times.filter((m) => m <= DAY).length;
  const shown = n >= ANSWER_MIN;
  const m = medianOf(times);
  return {
    n,
    k: shown ? k : null,
    rate: shown ? k / n : null,
    threshold: ANSWER_MIN,
    medianMinutes: shown && m !== null && Number.isFinite(m) ? Math.round(m) : null,
  };
}

describe('trust figures of the demo clinics', () => {
  it('every published clinic: what the API says is what the rows say', async () => {
    const now = new Date();
    await recomputeAll(t.database.db, now);
    const ids = (await t.query<{ id: number }>('select id from clinics where is_published order by id')).map(
      (r) => r.id,
    );
    let pricedShown = 0;
    let answerShown = 0;
    for (const id of ids) {
      const got = await trustOf(id);
      expect({ id, ...got.price }).toEqual({ id, ...(await expectedPrice(id)) });
      expect({ id, ...got.answer }).toEqual({ id, ...(await expectedAnswer(id, now)) });
      if (got.price.rate !== null) pricedShown++;
      if (got.answer.rate !== null) answerShown++;
    }
    // The demo spreads: some clinics above each threshold, some below.
    expect(pricedShown).toBeGreaterThan(3);
    expect(pricedShown).toBeLessThan(ids.length);
    expect(answerShown).toBeGreaterThan(3);
    expect(answerShown).toBeLessThan(ids.length);
  });

  it('the clinic detail and list carry the same figures, and the method endpoint the thresholds', async () => {
    const detail = (await (await call(t, null, 'GET', '/public/clinics/2')).json()) as { data: { trust: ClinicTrust } };
    expect(detail.data.trust.price).toEqual((await trustOf(2)).price);
    expect(detail.data.trust.replies?.PRICE?.body).toContain('추가 비용');
    const method = (await (await call(t, null, 'GET', '/public/trust/method')).json()) as {
      data: { thresholds: Record<string, number>; computedAt: Record<string, string | null> };
    };
    expect(method.data.thresholds).toMatchObject({ price: PRICE_MIN, answer: ANSWER_MIN });
    expect(method.data.computedAt.price).not.toBeNull();
  });

  it('sorts by price honoured (published figures first, highest share first) and filters by a minimum share', async () => {
    const res = await call(t, null, 'GET', '/public/clinics?sort=price&limit=100');
    const list = ((await res.json()) as { data: { id: number; trust: ClinicTrust }[] }).data;
    const rates = list.map((c) => c.trust.price.rate);
    const published = rates.filter((r): r is number => r !== null);
    expect(published.length).toBeGreaterThan(0);
    expect(rates.slice(0, published.length)).toEqual(published);
    expect(published).toEqual([...published].sort((a, b) => b - a));
    const min = Math.round(published[Math.floor(published.length / 2)] * 100);
    const filtered = (await (await call(t, null, 'GET', `/public/clinics?priceMin=${min}&limit=100`)).json()) as {
      data: { trust: ClinicTrust }[];
      total: number;
    };
    expect(filtered.total).toBe(published.filter((r) => r * 100 >= min).length);
    expect(filtered.data.every((c) => c.trust.price.rate !== null && c.trust.price.rate * 100 >= min)).toBe(true);
    const bad = await call(t, null, 'GET', '/public/clinics?priceMin=101');
    expect(bad.status).toBe(400);
  });
});

describe('keeping the figures', () => {
  it('a verified review whose price differed moves n by one and k not at all; the member writes it', async () => {
    const { clinic, event } = await createClinic(t);
    await t.query('update events set event_price = 100000 where id = $1', [event.id]);
    const m = await createMember(t);
    for (let i = 0; i < PRICE_MIN; i++) {
      const id = await createMemberReview(t, m.id, clinic.id);
      await t.query(
        "update reviews set verification = 'TREATED', price_matched = 'SAME', price_paid = 100000, event_id = $2 where id = $1",
        [id, event.id],
      );
    }
    await t.query('insert into trust_dirty (subject_type, subject_id) values ($1, $2) on conflict do nothing', [
      'CLINIC',
      clinic.id,
    ]);
    await drainDirty(t.database.db);
    expect((await trustOf(clinic.id)).price).toMatchObject({ n: PRICE_MIN, k: PRICE_MIN, rate: 1 });
    const id = await createMemberReview(t, m.id, clinic.id);
    // createMemberReview marks the clinic; the verification and price land in a second write, marked again by hand.
    await t.query(
      "update reviews set verification = 'CONSULTED', price_matched = 'DIFFERENT', price_paid = 150000, event_id = $2 where id = $1",
      [id, event.id],
    );
    await t.query('update trust_dirty set marked_at = now() where subject_id = $1', [clinic.id]);
    expect(await drainDirty(t.database.db)).toBeGreaterThan(0);
    expect((await trustOf(clinic.id)).price).toEqual({
      n: PRICE_MIN + 1,
      k: PRICE_MIN,
      rate: PRICE_MIN / (PRICE_MIN + 1),
      threshold: PRICE_MIN,
      medianExtra: 50000,
    });
    expect((await t.query('select 1 from trust_dirty where subject_id = $1', [clinic.id])).length).toBe(0);
  });

  it('a booked, unverified review or one without a price answer does not count', async () => {
    const { clinic } = await createClinic(t);
    const m = await createMember(t);
    const a = await createMemberReview(t, m.id, clinic.id);
    const b = await createMemberReview(t, m.id, clinic.id);
    await t.query("update reviews set verification = 'BOOKED', price_matched = 'SAME' where id = $1", [a]);
    await t.query("update reviews set verification = 'TREATED', price_matched = 'NOT_SHOWN' where id = $1", [b]);
    await recomputeAll(t.database.db);
    expect((await trustOf(clinic.id)).price).toEqual({
      n: 0,
      k: null,
      rate: null,
      threshold: PRICE_MIN,
      medianExtra: null,
    });
  });

  it("a staff move is the clinic's answer; an undone move and a member's cancel first are not", async () => {
    const { clinic } = await createClinic(t);
    const staff = await createStaff(t, clinic.id);
    const m = await createMember(t);
    const mk = async (hoursAgo: number) =>
      (
        await t.query<{ id: number }>(
          `insert into counsels (member_id, clinic_id, source_type, source_id, created_at)
           values ($1, $2, 'CLINIC', $2, now() - make_interval(hours => $3)) returning id`,
          [m.id, clinic.id, hoursAgo],
        )
      )[0].id;
    const answered = await mk(30);
    await t.query(
      `insert into counsel_state_changes (counsel_id, from_state, to_state, actor, created_at)
       values ($1, 'AWAITING_CLINIC_CONFIRMATION', 'CLINIC_CONFIRMED', 'STAFF', now() - interval '28 hours')`,
      [answered],
    );
    await mk(48); // never answered: counts, too slow
    await mk(2); // unanswered but booked two hours ago: not known yet
    const canceled = await mk(40);
    await t.query(
      `insert into counsel_state_changes (counsel_id, from_state, to_state, actor, created_at)
       values ($1, 'AWAITING_CLINIC_CONFIRMATION', 'CANCELED', 'MEMBER', now() - interval '39 hours')`,
      [canceled],
    );
    await recomputeAll(t.database.db);
    expect((await trustOf(clinic.id)).answer).toMatchObject({ n: 2, k: null, rate: null });
    // Staff confirm the fresh one through the API: it counts at once, answered within a day.
    const fresh = (
      await t.query<{ id: number }>(
        "select id from counsels where clinic_id = $1 and created_at > now() - interval '3 hours'",
        [clinic.id],
      )
    )[0].id;
    const res = await call(t, staff.token, 'PATCH', `/staff/counsels/${fresh}`, { state: 'CLINIC_CONFIRMED' });
    expect(res.status).toBe(200);
    await drainDirty(t.database.db);
    const figures = await t.query<{ n: number; k: number }>(
      "select n, k from trust_figures where subject_type = 'CLINIC' and subject_id = $1 and figure = 'answer'",
      [clinic.id],
    );
    expect(figures).toEqual([{ n: 3, k: 2 }]);
    expect(await expectedAnswer(clinic.id, new Date())).toMatchObject({ n: 3 });
  });
});
