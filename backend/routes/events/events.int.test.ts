import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InferRequestType } from 'hono/client';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, unchecked, type BackendClient } from '../../test/client';
import { acrossPair, comboCondition, comboQuery, taxonCombos, type Combo } from '../../test/taxon-combos';
import { countEventTaxa } from '../../lib/taxa';
import { EVENT_SETS, narrowTaxonomy, setFewOwnersForTests } from '../../lib/taxonomy-filter';
import { EventSchema } from '@/contracts/events';

let t: TestBackend;
const list = (query: InferRequestType<BackendClient['public']['events']['$get']>['query']) =>
  expectJson(t.client.public.events.$get({ query }), 200);

beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

describe('GET /public/events', () => {
  it('lists events with every event field', async () => {
    const body = await list({ offset: '0', limit: '10000' });
    const [{ n }] = await t.query<{ n: number }>('select count(*)::int as n from events');
    expect(body.total).toBe(n);
    // Every field of the contract's event but the rating histogram, which only the one-event read carries.
    const fields = Object.keys(EventSchema.shape).filter((k) => k !== 'ratingCounts');
    expect(fields).toContain('sessions');
    expect(Object.keys(body.data[0]).sort()).toEqual(fields.sort());
  });

  it('says how many sessions a price covers, as the package title says', async () => {
    const [pkg] = await t.query<{ id: number }>(
      "select id from events where title like '%3회 패키지%' order by id limit 1",
    );
    const [single] = await t.query<{ id: number }>(
      "select id from events where title not like '%회 패키지%' and regular_price is not null order by id limit 1",
    );
    const get = async (id: number) =>
      (await expectJson(t.client.public.events[':id'].$get({ param: { id: `${id}` }, query: {} }), 200)).data;
    if (pkg) expect((await get(pkg.id)).sessions).toBe(3);
    expect((await get(single.id)).sessions).toBe(1);
    const [bare] = await t.query<{ id: number }>(
      'select id from events where regular_price is null order by id limit 1',
    );
    expect((await get(bare.id)).sessions).toBeNull();
  });

  it('filters ongoing events of a clinic', async () => {
    const [{ clinic, n }] = await t.query<{ clinic: number; n: number }>(
      `select clinic_id as clinic, count(*)::int as n from events where (starts_at is null or starts_at <= now())
       and (ends_at is null or ends_at >= now()) group by 1 order by 2 desc limit 1`,
    );
    const body = await list({ clinicId: `${clinic}`, ongoing: 'true' });
    expect(body.total).toBe(n);
    for (const e of body.data) {
      expect(e.clinic.id).toBe(clinic);
      expect(new Date(e.endsAt!).getTime()).toBeGreaterThanOrEqual(Date.now() - 60_000);
    }
    const all = (await list({ clinicId: `${clinic}` })).total;
    const ended = (await list({ clinicId: `${clinic}`, ongoing: 'false' })).total;
    expect(n + ended).toBe(all);
  });

  it('filters by treatment and specialty through event treatments', async () => {
    const [{ treatment, n }] = await t.query<{ treatment: number; n: number }>(
      'select treatment_id as treatment, count(*)::int as n from event_treatments group by 1 order by 2 desc limit 1',
    );
    const body = await list({ treatmentId: `${treatment}` });
    expect(body.total).toBe(n);
    for (const e of body.data) expect(e.treatments.map((x) => x.id)).toContain(treatment);
  });

  it('answers 400 for bad input and 404 for an unknown event', async () => {
    expect((await t.client.public.events.$get({ query: { ongoing: unchecked('yes') } })).status).toBe(400);
    expect((await t.client.public.events.$get({ query: { offset: 'abc' } })).status).toBe(400);
    expect((await t.client.public.events[':id'].$get({ param: { id: '31337' }, query: {} })).status).toBe(404);
  });
});

describe('GET /public/events/{id}', () => {
  it('answers the event with its clinic and detail images', async () => {
    const body = await expectJson(t.client.public.events[':id'].$get({ param: { id: '1' }, query: {} }), 200);
    expect(body.data.clinic.name).toMatch(/[가-힣]/);
    expect(body.data.cardImage?.url).toMatch(/^\/files\//);
    expect(Array.isArray(body.data.detailImages)).toBe(true);
  });
});

describe('GET /public/events?sort', () => {
  type Item = Awaited<ReturnType<typeof list>>['data'][number];
  const all = async (sort?: 'recommended' | 'price' | 'discount') => list({ sort, limit: '100000' });
  const inOrder = (items: Item[], before: (a: Item, b: Item) => boolean) =>
    items.slice(1).every((b, i) => before(items[i], b));
  // Ascending with nulls last, then by id.
  const ascending = (value: (e: Item) => number | null | undefined) => (a: Item, b: Item) => {
    const [x, y] = [value(a) ?? null, value(b) ?? null];
    if (x === null || y === null) return y === null && (x !== null || a.id < b.id);
    return x < y || (x === y && a.id < b.id);
  };

  it('recommended is the order without sort, answer for answer', async () => {
    expect(await all('recommended')).toEqual(await all());
    expect(await list({ ongoing: 'true', offset: '2', limit: '5', sort: 'recommended' })).toEqual(
      await list({ ongoing: 'true', offset: '2', limit: '5' }),
    );
  });

  it('price: the price a visitor pays (event price, else regular) lowest first, events without one last', async () => {
    const { data, total } = await all('price');
    expect(data).toHaveLength(total);
    const paid = (e: Item) => e.eventPrice ?? e.regularPrice ?? null;
    expect(inOrder(data, ascending(paid))).toBe(true);
    expect(paid(data[0])).not.toBeNull();
    const [{ unpriced }] = await t.query<{ unpriced: number }>(
      'select count(*)::int as unpriced from events where coalesce(event_price, regular_price) is null',
    );
    expect(data.filter((e) => paid(e) === null)).toHaveLength(unpriced);
    const page = await list({ sort: 'price', offset: '10', limit: '20' });
    expect(page.data.map((e) => e.id)).toEqual(data.slice(10, 30).map((e) => e.id));
  });

  it('discount: highest discount rate first, events without a discount last', async () => {
    const { data, total } = await all('discount');
    expect(data).toHaveLength(total);
    // Ordered by the exact share asked, so the whole-percent rates shown never go up.
    const rates = data.map((e) => e.discountRate);
    const firstNone = rates.indexOf(null);
    const rated = firstNone < 0 ? rates : rates.slice(0, firstNone);
    expect(rated).toEqual([...rated].sort((a, b) => b! - a!));
    if (firstNone >= 0) expect(rates.slice(firstNone).every((r) => r === null)).toBe(true);
    const share = (e: Item) => (e.discountRate === null ? null : e.eventPrice! / e.regularPrice!);
    expect(inOrder(data, ascending(share))).toBe(true);
    const [{ discounted }] = await t.query<{ discounted: number }>(
      'select count(*)::int as discounted from events where regular_price > 0 and event_price < regular_price',
    );
    expect(rated).toHaveLength(discounted);
  });

  it('sorts within the filters', async () => {
    const [{ clinic }] = await t.query<{ clinic: number }>(
      'select clinic_id as clinic from events group by 1 order by count(*) desc limit 1',
    );
    const { data, total } = await list({ clinicId: `${clinic}`, sort: 'price' });
    expect(total).toBe((await list({ clinicId: `${clinic}` })).total);
    expect(data.every((e) => e.clinic.id === clinic)).toBe(true);
    expect(
      inOrder(
        data,
        ascending((e) => e.eventPrice ?? e.regularPrice),
      ),
    ).toBe(true);
  });

  it.each(['cheapest', 'PRICE', 'price,discount'])('sort=%j is a 400 naming sort', async (sort) => {
    const res = await t.client.public.events.$get({ query: { sort: unchecked(sort) } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { sort: 'sort must be recommended, price or discount' } },
    });
  });
});

describe('GET /public/events totals', () => {
  const count = async (where = 'true', params: unknown[] = []) =>
    (await t.query<{ n: number }>(`select count(*)::int n from events e where ${where}`, params))[0].n;

  it('without a filter, for each area and for each treatment, is the number of matching events', async () => {
    expect((await list({ limit: '1' })).total).toBe(await count());
    const districts = await t.query<{ d: string }>(
      'select distinct district as d from clinics where district is not null order by 1',
    );
    expect(districts.length).toBeGreaterThan(1);
    for (const { d } of districts) {
      expect({ d, total: (await list({ district: d, limit: '1' })).total }).toEqual({
        d,
        total: await count('e.clinic_id in (select id from clinics where district = $1)', [d]),
      });
    }
  });

  it.each([
    [
      'specialtyId',
      'specialties',
      'join treatment_specialties ts on ts.treatment_id = et.treatment_id where ts.specialty_id = $1',
    ],
    [
      'partId',
      'parts',
      'join treatment_concerns tc on tc.treatment_id = et.treatment_id join concern_parts cp on cp.concern_id = tc.concern_id where cp.part_id = $1',
    ],
    [
      'concernId',
      'concerns',
      'join treatment_concerns tc on tc.treatment_id = et.treatment_id where tc.concern_id = $1',
    ],
    ['treatmentId', 'treatments', 'where et.treatment_id = $1'],
  ] as const)('under one %s, for every value, is the number of matching events', async (key, table, link) => {
    let nonzero = 0;
    for (const { id } of await t.query<{ id: number }>(`select id from ${table} order by id`)) {
      const want = await count(`exists (select 1 from event_treatments et ${link} and et.event_id = e.id)`, [id]);
      expect({ id, total: (await list({ [key]: `${id}`, limit: '1' })).total }).toEqual({ id, total: want });
      if (want > 0) nonzero++;
    }
    expect(nonzero).toBeGreaterThan(0);
  });

  it("under combined filters (the picker's paths) is the number of matching events", async () => {
    const combos = await taxonCombos(t, 12);
    expect(combos.length).toBeGreaterThan(20);
    const districts = (
      await t.query<{ d: string }>('select distinct district as d from clinics where district is not null order by 1')
    ).map((r) => r.d);
    let nonzero = 0;
    // Both forms of a narrowed list (its few events fetched by id, or the list order walked), with and without an area.
    for (const [i, combo] of combos.entries()) {
      for (const few of [2000, 0]) {
        setFewOwnersForTests(few);
        const district = i % 2 === 0 ? districts[i % districts.length] : undefined;
        const where = comboCondition('event_treatments', 'e.id', combo);
        const inArea = district
          ? ` and e.clinic_id in (select id from clinics where district = $${where.params.length + 1})`
          : '';
        const params = district ? [...where.params, district] : where.params;
        const want = await count(where.sql + inArea, params);
        const body = await list({
          ...comboQuery(combo),
          ...(district ? { district } : {}),
          sort: 'price',
          limit: '100',
        });
        expect({ combo, district, few, total: body.total }).toEqual({ combo, district, few, total: want });
        if (want <= 100) {
          const ids = await t.query<{ id: number }>(
            `select e.id from events e where ${where.sql}${inArea} order by e.id`,
            params,
          );
          expect({ combo, few, ids: body.data.map((e) => e.id).sort((a, b) => a - b) }).toEqual({
            combo,
            few,
            ids: ids.map((r) => r.id),
          });
        }
        if (want > 0) nonzero++;
      }
    }
    setFewOwnersForTests(2000);
    expect(nonzero).toBeGreaterThan(0);
  });

  it('ended=false leaves out the events that have ended, with the right total under every kind of filter; ended=true keeps only them', async () => {
    const live = `(e.ends_at is null or e.ends_at >= now())`;
    const over = await count('e.ends_at < now()');
    expect(over).toBeGreaterThan(5);
    const whole = await list({ ended: 'false', sort: 'discount', limit: '10000' });
    expect(whole.total).toBe(await count(live));
    expect(whole.data).toHaveLength(whole.total);
    expect(whole.data.filter((e) => e.endsAt && Date.parse(e.endsAt) < Date.now())).toEqual([]);
    expect((await list({ ended: 'true', limit: '1' })).total).toBe(over);
    const [{ d }] = await t.query<{ d: string }>(
      'select district as d from clinics where district is not null limit 1',
    );
    expect((await list({ ended: 'false', district: d, limit: '1' })).total).toBe(
      await count(`${live} and e.clinic_id in (select id from clinics where district = $1)`, [d]),
    );
    const [{ clinic }] = await t.query<{ clinic: number }>(
      'select clinic_id as clinic from events where ends_at < now() limit 1',
    );
    expect((await list({ ended: 'false', clinicId: `${clinic}`, limit: '1' })).total).toBe(
      await count(`${live} and e.clinic_id = $1`, [clinic]),
    );
    const [{ tr }] = await t.query<{ tr: number }>(
      'select et.treatment_id as tr from event_treatments et join events e on e.id = et.event_id where e.ends_at < now() limit 1',
    );
    expect((await list({ ended: 'false', treatmentId: `${tr}`, limit: '1' })).total).toBe(
      await count(
        `${live} and exists (select 1 from event_treatments et where et.event_id = e.id and et.treatment_id = $1)`,
        [tr],
      ),
    );
    for (const combo of (await taxonCombos(t, 6)).slice(0, 6)) {
      const where = comboCondition('event_treatments', 'e.id', combo);
      const body = await list({ ...comboQuery(combo), ended: 'false', sort: 'price', limit: '1' });
      expect({ combo, total: body.total }).toEqual({
        combo,
        total: await count(`${where.sql} and ${live}`, where.params),
      });
    }
  });

  it('follows events written and deleted any way, and a clinic deleted with its events', async () => {
    const before = (await list({ limit: '1' })).total;
    const [clinic] = await t.query<{ id: number }>(
      "insert into clinics (name, road_address) values ('합계 테스트의원', '서울특별시 강남구 테헤란로 1') returning id",
    );
    const gangnam = (await list({ district: '강남구', limit: '1' })).total;
    const [e1] = await t.query<{ id: number }>(
      "insert into events (clinic_id, title) values ($1, '합계 하나') returning id",
      [clinic.id],
    );
    await t.query("insert into events (clinic_id, title) values ($1, '합계 둘')", [clinic.id]);
    expect((await list({ limit: '1' })).total).toBe(before + 2);
    expect((await list({ district: '강남구', limit: '1' })).total).toBe(gangnam + 2);
    await t.query('delete from events where id = $1', [e1.id]);
    expect((await list({ limit: '1' })).total).toBe(before + 1);
    // The clinic moves to another area: its event goes with it.
    await t.query("update clinics set road_address = '서울특별시 서초구 반포대로 1' where id = $1", [clinic.id]);
    expect((await list({ district: '강남구', limit: '1' })).total).toBe(gangnam);
    // An event with two treatments, counted as the console's writer counts it, under a specialty and a concern it
    // meets only across them (each treatment meets one; another treatment meets both alone).
    const pair = await acrossPair(t);
    const across: Combo = { specialtyId: pair.specialty, concernId: pair.concern };
    const acrossTotal = async () => (await list({ ...comboQuery(across), limit: '1' })).total;
    const acrossBefore = await acrossTotal();
    const [e3] = await t.query<{ id: number }>(
      "insert into events (clinic_id, title) values ($1, '합계 셋') returning id",
      [clinic.id],
    );
    await t.query('insert into event_treatments (event_id, treatment_id) values ($1, $2), ($1, $3)', [
      e3.id,
      pair.t1,
      pair.t2,
    ]);
    await countEventTaxa(t.database.db, e3.id, 1);
    expect(await acrossTotal()).toBe(acrossBefore + 1);
    expect(await narrowTaxonomy(t.database.db, EVENT_SETS, across)).toEqual(across);
    expect((await list({ ...comboQuery(across), limit: '1000' })).data.map((e) => e.id)).toContain(e3.id);
    expect((await list({ ...comboQuery(across), clinicId: `${clinic.id}` })).data.map((e) => e.id)).toEqual([e3.id]);
    await t.query('delete from clinics where id = $1', [clinic.id]);
    expect((await list({ limit: '1' })).total).toBe(before);
    expect((await list({ limit: '1' })).total).toBe(await count());
    expect(await acrossTotal()).toBe(acrossBefore);
  });
});
