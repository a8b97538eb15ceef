import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InferRequestType } from 'hono/client';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, unchecked, type BackendClient } from '../../test/client';

let t: TestBackend;
const list = (query: InferRequestType<BackendClient['public']['events']['$get']>['query']) => expectJson(t.client.public.events.$get({ query }), 200);

beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

describe('GET /public/events', () => {
  it('lists events with every event field', async () => {
    const body = await list({ offset: '0', limit: '10000' });
    const [{ n }] = await t.query<{ n: number }>('select count(*)::int as n from events');
    expect(body.total).toBe(n);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'averageRating',
        'cardImage',
        'clinic',
        'content',
        'detailImages',
        'endsAt',
        'id',
        'mainImage',
        'reviewCount',
        'startsAt',
        'title',
        'treatments',
        'regularPrice',
        'eventPrice',
        'discountRate',
        'vatIncluded',
        'anesthesiaIncluded',
        'aftercareIncluded',
      ].sort(),
    );
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
