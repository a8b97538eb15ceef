import { existsSync } from 'node:fs';
import { createBackend } from '@/backend/app';
import { backendPathOf, forwardable, match, operationKey, OWN_ROUTES, UPLOAD_URL_PATH } from './forwardable';

// The forwarder's allow-list is read from the backend's route table; these tests hold it against the OpenAPI
// document the backend serves, so a route that changes its security changes what the BFF passes on.

type Doc = { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };

async function documentedBearer(): Promise<string[]> {
  const app = createBackend({ db: undefined as never, storage: undefined as never });
  const doc = (await (await app.request('/openapi.json')).json()) as Doc;
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.security?.some((s) => 'bearer' in s))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

const keys = (actor: 'member' | 'staff') => forwardable()[actor].map(operationKey).sort();

describe('forwardable operations', () => {
  it('are exactly the documented bearer operations under /member, /staff and the upload URL, less the BFF-owned ones', async () => {
    const bearer = await documentedBearer();
    const ours = (prefix: string) =>
      bearer
        .filter((k) => k.split(' ')[1].startsWith(prefix) || k === `GET ${UPLOAD_URL_PATH}`)
        .filter((k) => !(k in OWN_ROUTES));
    expect(keys('member')).toEqual(ours('/member/').sort());
    expect(keys('staff')).toEqual(ours('/staff/').sort());
    // Every forwarded operation is a bearer one: nothing public, no login or refresh goes through it.
    expect([...keys('member'), ...keys('staff')].every((k) => bearer.includes(k))).toBe(true);
  });

  it('leave out only operations a route file of the BFF handles, and those exist', async () => {
    const bearer = await documentedBearer();
    for (const [key, file] of Object.entries(OWN_ROUTES)) {
      expect(bearer).toContain(key);
      expect(existsSync(file)).toBe(true);
    }
  });

  it('keep member routes to the member session and staff routes to the staff one', () => {
    expect(keys('member').every((k) => k.includes(' /member/') || k.endsWith(UPLOAD_URL_PATH))).toBe(true);
    expect(keys('staff').every((k) => k.includes(' /staff/') || k.endsWith(UPLOAD_URL_PATH))).toBe(true);
  });
});

describe('BFF path → backend path', () => {
  it.each([
    ['member', '/api/member/counsels/3', '/member/counsels/3'],
    ['member', '/api/s3/generate-s3-url', '/s3/generate-s3-url'],
    ['member', '/api/partner/clinic', null],
    ['staff', '/api/partner/events/2/end', '/staff/events/2/end'],
    ['staff', '/api/partner/session', '/staff/me'],
    ['staff', '/api/partner/failed-sign-ins', '/staff/me/failed-sign-ins'],
    ['staff', '/api/partner/upload-url', '/s3/generate-s3-url'],
    ['staff', '/api/member/my-info', null],
  ] as const)('%s %s → %s', (actor, pathname, path) => {
    expect(backendPathOf(actor, pathname)).toBe(path);
  });
});

describe('matching a request to an operation', () => {
  it.each([
    ['member', 'GET', '/member/my-info', 'GET /member/my-info'],
    ['member', 'PATCH', '/member/7', 'PATCH /member/{memberId}'],
    ['member', 'GET', '/member/bookmarks/clinic/1', 'GET /member/bookmarks/{type}/{id}'],
    ['member', 'DELETE', '/member/bookmarks/5', 'DELETE /member/bookmarks/{id}'],
    ['staff', 'POST', '/staff/events/2/end', 'POST /staff/events/{id}/end'],
  ] as const)('%s %s %s → %s', (actor, method, path, key) => {
    const found = match(actor, method, path);
    expect('op' in found && operationKey(found.op)).toBe(key);
  });

  it.each([
    ['staff', 'GET', '/staff/events/2/end', ['POST']],
    ['member', 'GET', '/member/counsels/1/cancel', ['POST']],
    ['member', 'GET', '/member/no/such/call', []],
    // /member/me is also /member/{memberId}, which has PATCH only: the account's DELETE stays with its route file.
    ['member', 'DELETE', '/member/me', ['PATCH']],
    ['member', 'GET', '/staff/clinic', []],
    ['staff', 'POST', '/staff/logout', []],
  ] as const)('%s %s %s → none (allowed: %j)', (actor, method, path, allowed) => {
    expect(match(actor, method, path)).toEqual({ allowed });
  });
});
