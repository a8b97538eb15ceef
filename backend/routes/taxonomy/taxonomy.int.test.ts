import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Concern, Treatment } from '../../schemas/entities';
import { openTestBackend, type TestBackend } from '../../test/backend';

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
  ])('GET /public/%s answers at least %d Korean names', async (path, min) => {
    const { status, body } = await t.get<{ data: { id: number; name: string }[]; total: number }>(`/public/${path}`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(min);
    expect(body.total).toBe(body.data.length);
    for (const item of body.data) expect(item.name).toMatch(/[가-힣]/);
  });

  it('answers Japanese and English names with lang', async () => {
    const ja = (await t.get<{ data: { name: string }[] }>('/public/treatments?lang=ja')).body.data;
    const en = (await t.get<{ data: { name: string }[] }>('/public/treatments?lang=en')).body.data;
    expect(ja.every((x) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(x.name))).toBe(true);
    expect(en.some((x) => /^[A-Za-z]/.test(x.name))).toBe(true);
  });

  it('links concerns to parts and treatments to concerns and specialties', async () => {
    const concerns = (await t.get<{ data: Concern[] }>('/public/concerns')).body.data;
    expect(concerns.every((c) => c.parts.length > 0)).toBe(true);
    const treatments = (await t.get<{ data: Treatment[] }>('/public/treatments')).body.data;
    expect(treatments.every((x) => x.concerns.length > 0 && x.specialties.length > 0)).toBe(true);
  });

  it('answers 400 for an unknown language', async () => {
    const { status, body } = await t.get<{ error: { fields: Record<string, string> } }>('/public/parts?lang=de');
    expect(status).toBe(400);
    expect(body.error.fields.lang).toMatch(/ko, ja, en/);
  });
});

describe('GET /openapi.json', () => {
  it('documents every public call in OpenAPI 3.1 with its error responses', async () => {
    const { status, body } = await t.get<{ openapi: string; paths: Record<string, { get: { responses: Record<string, unknown>; parameters?: { name: string }[] } }> }>(
      '/openapi.json',
    );
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const path of ['specialties', 'concerns', 'parts', 'treatments', 'clinics', 'clinics/{id}', 'reviews', 'reviews/{id}', 'events', 'events/{id}', 'doctors', 'doctors/{id}']) {
      const op = body.paths[`/public/${path}`]?.get;
      expect(op).toBeDefined();
      expect(op.responses).toHaveProperty('200');
      expect(op.responses).toHaveProperty('400');
    }
    const reviewParams = body.paths['/public/reviews'].get.parameters!.map((p) => p.name);
    expect(reviewParams).toEqual(expect.arrayContaining(['offset', 'limit', 'doctorId', 'clinicId', 'eventId']));
  });

  it('answers unknown routes with the JSON error shape', async () => {
    const { status, body } = await t.get<{ error: { code: string } }>('/public/nothing-here');
    expect(status).toBe(404);
    expect(body.error.code).toBe('NOT_FOUND');
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
