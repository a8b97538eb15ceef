import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetEnvForTests } from './env';
import { ERROR_CODES } from '@/contracts/errors';
import { PROVIDER_IDS } from './oauth/config';
import { cleanup, createMember } from './routes/members/member-test-kit';
import { openTestBackend, type TestBackend } from './test/backend';
import { expectJson } from './test/client';
import { fetchOpenApiDocument, operationsOf, type OpenApiDocument } from './test/openapi';

// The routers are mounted one after another (backend/app.ts) and Hono tries routes in the order they
// were added: a `/member/{memberId}` style route mounted too early would answer for `/member/my-info`.

let t: TestBackend;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await openTestBackend();
  doc = await fetchOpenApiDocument(t);
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

/** A Hono route pattern (`/member/:memberId`, `/files/*`) as a regular expression. */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\/:[^/]+/g, '/[^/]+')
      .replace(/\*/g, '.*')}$`,
  );

describe('route order', () => {
  it('answers every documented operation with its own route: none added earlier matches its path first', () => {
    // Middleware (`use`: every method, a wildcard path) passes requests on; only handlers answer them.
    const routes = t.app.routes.filter((r) => !(r.method === 'ALL' && r.path.endsWith('*')));
    for (const [method, path] of operationsOf(doc)) {
      const sample = path.replace(/\{[^}]+\}/g, '1');
      const first = routes.find(
        (r) => (r.method === method.toUpperCase() || r.method === 'ALL') && patternOf(r.path).test(sample),
      );
      expect({
        operation: `${method} ${path}`,
        answeredBy: first && `${first.method.toLowerCase()} ${first.path}`,
      }).toEqual({
        operation: `${method} ${path}`,
        answeredBy: `${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`,
      });
    }
  });

  it('mounts the url and login routes of every provider', () => {
    for (const id of PROVIDER_IDS) {
      expect(doc.paths[`/member/${id}/url`]?.get).toBeDefined();
      expect(doc.paths[`/member/${id}/login`]?.post).toBeDefined();
    }
  });

  it('answers GET /member/my-info and GET /member/dev/members from the login routes', async () => {
    const m = await createMember(t);
    expect(await expectJson(m.api.member['my-info'].$get(), 200)).toEqual({
      data: { nickname: m.nickname, token: { id: m.id, type: 'MEMBER' }, healthConsent: false },
    });

    const before = process.env.AUTH_DEV_LOGIN;
    process.env.AUTH_DEV_LOGIN = '1';
    resetEnvForTests();
    try {
      const { data } = await expectJson(t.client.member.dev.members.$get(), 200);
      expect(data.length).toBeGreaterThan(0);
    } finally {
      if (before === undefined) delete process.env.AUTH_DEV_LOGIN;
      else process.env.AUTH_DEV_LOGIN = before;
      resetEnvForTests();
    }
  });
});

describe('errors', () => {
  it('answers a body of an undeclared media type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await t.app.request('/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'token',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Unsupported Media Type',
        requestId: res.headers.get('x-request-id'),
      },
    });
  });
});

describe('OpenAPI document', () => {
  it('names every operation and marks the calls that need no token with security: []', () => {
    const ids = new Set<string>();
    for (const [method, path, op] of operationsOf(doc)) {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      ids.add(op.operationId!);
      if (path.startsWith('/public/'))
        expect({ operation: `${method} ${path}`, security: op.security }).toEqual({
          operation: `${method} ${path}`,
          security: [],
        });
    }
    expect(ids.size).toBe(operationsOf(doc).length);
    expect(doc.tags?.map((tag) => tag.name).sort()).toEqual(
      [...new Set(operationsOf(doc).flatMap(([, , op]) => op.tags ?? []))].sort(),
    );
  });

  it('publishes the error codes as the ErrorCode enum of the Error schema', () => {
    expect(doc.components.schemas.ErrorCode).toMatchObject({ type: 'string', enum: ERROR_CODES });
    const error = doc.components.schemas.Error as { properties: { error: { properties: { code: unknown } } } };
    expect(error.properties.error.properties.code).toEqual({ $ref: '#/components/schemas/ErrorCode' });
  });
});
