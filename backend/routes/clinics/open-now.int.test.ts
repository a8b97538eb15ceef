import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRandom } from '../../db/seed/random';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson } from '../../test/client';
import { type DayHours, isOpenAt, type OpeningHours, WEEKDAYS } from '@/contracts/opening-hours';

// '진료 중' on the clinic list (openAt=): the database's rule (clinic_open_minutes, migration 0013) must agree
// with the browser's (contracts/opening-hours.ts isOpenAt) for every clinic at every moment, across midnight,
// lunch breaks and days off. Checked with a fixed clock: each moment is given as openAt.

let t: TestBackend;
const added: number[] = [];
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(async () => {
  if (added.length) await t.query('delete from clinics where id = any($1)', [added]);
  await t.close();
});

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const DAYS_OFF = ['2026-12-24', '2026-12-25', '2026-12-27', '2026-12-31', '2027-01-01'];

/** Hours of every kind: closed days, day and night hours, hours past midnight, round-the-clock, breaks anywhere. */
function randomHours(r: ReturnType<typeof createRandom>): OpeningHours {
  const days: OpeningHours['days'] = {};
  for (const day of WEEKDAYS) {
    if (r.chance(0.2)) {
      days[day] = r.chance(0.5) ? null : undefined;
      continue;
    }
    const open = r.int(0, 47) * 30 + (r.chance(0.2) ? r.int(1, 29) : 0);
    const close = r.chance(0.1) ? open : r.chance(0.25) ? r.int(0, 12) * 30 : Math.min(1439, open + r.int(1, 24) * 30);
    const hours: DayHours = { open: hhmm(open), close: hhmm(close) };
    if (r.chance(0.5)) {
      const start = r.int(0, 1430);
      hours.breakStart = hhmm(start);
      hours.breakEnd = hhmm(Math.min(1439, start + r.int(10, 120)));
    }
    days[day] = hours;
  }
  return { days, closedDates: r.sample(DAYS_OFF, r.int(0, 3)) };
}

async function openIds(at: string): Promise<number[]> {
  const res = await expectJson(t.client.public.clinics.$get({ query: { openAt: at, limit: '100000' } }), 200);
  expect(res.total).toBe(res.data.length);
  return res.data.map((c) => c.id).sort((a, b) => a - b);
}

async function expectedIds(at: Date): Promise<number[]> {
  const rows = await t.query<{ id: number; hours: OpeningHours | null }>(
    'select id, opening_hours as hours from clinics',
  );
  return rows
    .filter((c) => c.hours && isOpenAt(c.hours, at))
    .map((c) => c.id)
    .sort((a, b) => a - b);
}

describe('GET /public/clinics?openAt=', () => {
  it('answers exactly the clinics whose hours say they are open, at 80 moments over two weeks of days off', async () => {
    const r = createRandom(13);
    for (let i = 0; i < 120; i++) {
      const [row] = await t.query<{ id: number }>(
        'insert into clinics (name, opening_hours) values ($1, $2) returning id',
        [`시간 테스트의원 ${i}`, JSON.stringify(randomHours(r))],
      );
      added.push(row.id);
    }
    const from = Date.parse('2026-12-21T00:00:00+09:00');
    const moments = Array.from({ length: 80 }, () => new Date(from + r.int(0, 14 * 1440 - 1) * 60_000));
    // Edges: midnight into a day off and out of one, the week's wrap (Sunday night into Monday).
    moments.push(
      new Date('2026-12-25T00:00:00+09:00'),
      new Date('2026-12-26T00:30:00+09:00'),
      new Date('2026-12-28T00:10:00+09:00'),
    );
    for (const at of moments) {
      expect({ at: at.toISOString(), ids: await openIds(at.toISOString()) }).toEqual({
        at: at.toISOString(),
        ids: await expectedIds(at),
      });
    }
  });

  it('reads any offset as the same moment in Korean time, and follows an hours edit at once', async () => {
    const [row] = await t.query<{ id: number }>(
      'insert into clinics (name, opening_hours) values ($1, $2) returning id',
      [
        '야간 테스트의원',
        JSON.stringify({
          days: { fri: { open: '22:00', close: '03:00', breakStart: '01:00', breakEnd: '01:30' } },
          closedDates: [],
        }),
      ],
    );
    added.push(row.id);
    // Friday 22:00 to Saturday 03:00 in Seoul, closed 01:00–01:30 on Saturday.
    expect(await openIds('2026-12-04T23:00:00+09:00')).toContain(row.id);
    expect(await openIds('2026-12-04T14:00:00Z')).toContain(row.id); // the same moment in UTC
    expect(await openIds('2026-12-05T02:30:00+09:00')).toContain(row.id);
    expect(await openIds('2026-12-05T01:10:00+09:00')).not.toContain(row.id);
    expect(await openIds('2026-12-05T03:00:00+09:00')).not.toContain(row.id);
    // A day off on Friday closes the hours that start on it, the small hours of Saturday included.
    await t.query(
      `update clinics set opening_hours = jsonb_set(opening_hours, '{closedDates}', '["2026-12-04"]') where id = $1`,
      [row.id],
    );
    expect(await openIds('2026-12-04T23:00:00+09:00')).not.toContain(row.id);
    expect(await openIds('2026-12-05T02:30:00+09:00')).not.toContain(row.id);
    await t.query('update clinics set opening_hours = null where id = $1', [row.id]);
    expect(await openIds('2026-12-04T23:00:00+09:00')).not.toContain(row.id);
  });

  it('combines with the area filter and the sorts, and pages with a total', async () => {
    const at = '2026-12-02T11:00:00+09:00'; // a Wednesday morning: most demo clinics are open
    const all = await expectJson(
      t.client.public.clinics.$get({ query: { openAt: at, district: '강남구', sort: 'rating', limit: '100000' } }),
      200,
    );
    expect(all.total).toBeGreaterThan(1);
    const expected = new Set(await expectedIds(new Date(at)));
    expect(all.data.every((c) => c.district === '강남구' && expected.has(c.id))).toBe(true);
    const ratings = all.data.map((c) => c.averageRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const page = await expectJson(
      t.client.public.clinics.$get({
        query: { openAt: at, district: '강남구', sort: 'rating', offset: '1', limit: '1' },
      }),
      200,
    );
    expect(page).toEqual({ data: [all.data[1]], total: all.total });
  });

  it("takes 'now'", async () => {
    const before = new Date();
    const ids = await openIds('now');
    const after = new Date();
    const rows = await t.query<{ id: number; hours: OpeningHours | null }>(
      'select id, opening_hours as hours from clinics',
    );
    for (const c of rows) {
      const open = ids.includes(c.id);
      // Only a clinic whose hours begin or end in the instant the call took may differ between the two ends.
      if (open !== Boolean(c.hours && isOpenAt(c.hours, before)))
        expect(open).toBe(Boolean(c.hours && isOpenAt(c.hours, after)));
    }
  });

  it('refuses a moment it cannot read with a 400 naming openAt', async () => {
    for (const openAt of ['tomorrow', '2026-12-02T11:00:00', '2026-12-02', '2026-13-02T11:00:00+09:00', '']) {
      const res = await t.client.public.clinics.$get({ query: { openAt } });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields?: Record<string, string> } };
      expect(Object.keys(body.error.fields ?? {})).toEqual(['openAt']);
    }
  });
});
