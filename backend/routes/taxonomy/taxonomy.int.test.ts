import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, unchecked } from '../../test/client';
import { fetchOpenApiDocument } from '../../test/openapi';

let t: TestBackend;

beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

describe('taxonomy lists', () => {
  it.each([
    ['specialties', 8],
    ['parts', 8],
    ['concerns', 30],
    ['treatments', 60],
  ] as const)('GET /public/%s answers at least %d Korean names', async (path, min) => {
    const body = await expectJson(t.client.public[path].$get({ query: {} }), 200);
    expect(body.data.length).toBeGreaterThanOrEqual(min);
    expect(body.total).toBe(body.data.length);
    for (const item of body.data) expect(item.name).toMatch(/[가-힣]/);
  });

  it('answers Japanese and English names with lang', async () => {
    const ja = (await expectJson(t.client.public.treatments.$get({ query: { lang: 'ja' } }), 200)).data;
    const en = (await expectJson(t.client.public.treatments.$get({ query: { lang: 'en' } }), 200)).data;
    expect(ja.every((x) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(x.name))).toBe(true);
    expect(en.some((x) => /^[A-Za-z]/.test(x.name))).toBe(true);
  });

  it('links concerns to parts and treatments to concerns and specialties', async () => {
    const concerns = (await expectJson(t.client.public.concerns.$get({ query: {} }), 200)).data;
    expect(concerns.every((c) => c.parts.length > 0)).toBe(true);
    const treatments = (await expectJson(t.client.public.treatments.$get({ query: {} }), 200)).data;
    expect(treatments.every((x) => x.concerns.length > 0 && x.specialties.length > 0)).toBe(true);
  });

  it('answers 400 for an unknown language', async () => {
    const { error } = await expectJson(t.client.public.parts.$get({ query: { lang: unchecked('de') } }), 400);
    expect(error.fields?.lang).toMatch(/ko, ja, en/);
  });
});

describe('GET /openapi.json', () => {
  it('documents every public call in OpenAPI 3.1 with its error responses', async () => {
    const body = await fetchOpenApiDocument(t);
    expect(body.openapi).toBe('3.1.0');
    for (const path of [
      'specialties',
      'concerns',
      'parts',
      'treatments',
      'clinics',
      'clinics/{id}',
      'reviews',
      'reviews/{id}',
      'events',
      'events/{id}',
      'doctors',
      'doctors/{id}',
    ]) {
      const op = body.paths[`/public/${path}`]?.get;
      expect(op).toBeDefined();
      expect(op.responses).toHaveProperty('200');
      expect(op.responses).toHaveProperty('400');
    }
    const reviewParams = body.paths['/public/reviews'].get.parameters!.map((p) => p.name);
    expect(reviewParams).toEqual(expect.arrayContaining(['offset', 'limit', 'doctorId', 'clinicId', 'eventId']));
  });

  it('answers unknown routes with the JSON error shape', async () => {
    const res = await t.app.request('/public/nothing-here');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});

describe('GET /files/*', () => {
  it('serves a seeded image with nosniff and refuses traversal', async () => {
    const ok = await t.app.request('/files/seed/doctor-1.webp');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/webp');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await t.app.request('/files/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await t.app.request('/files/seed/%E0%A4%A')).status).toBe(404);
    expect((await t.app.request('/files/seed/missing.png')).status).toBe(404);
  });
});
