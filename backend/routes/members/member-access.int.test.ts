import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signAccessToken } from '../../auth/tokens';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { clientFor, expectJson, reply, type BackendClient } from '../../test/client';
import { fetchOpenApiDocument } from '../../test/openapi';
import {
  cleanup,
  createClinic,
  createMember,
  createMemberReview,
  staffToken,
  type TestMember,
} from './member-test-kit';

// The authorization matrix of every /member route built here: who may call it at all.

let t: TestBackend;
let member: TestMember;
let ids: { clinic: number; review: number; bookmark: number; counsel: number };

beforeAll(async () => {
  t = await openTestBackend();
  member = await createMember(t);
  const { clinic } = await createClinic(t);
  const review = await createMemberReview(t, member.id, clinic.id);
  const bookmark = await expectJson(
    member.api.member.bookmarks.$post({ header: {}, json: { bookmarkableType: 'CLINIC', bookmarkableId: clinic.id } }),
    201,
  );
  const counsel = await expectJson(
    member.api.member.counsels.$post({
      header: {},
      json: { clinic_id: clinic.id, sourceType: 'CLINIC', sourceId: clinic.id, content: '' },
    }),
    201,
  );
  ids = { clinic: clinic.id, review, bookmark: bookmark.data.id, counsel: counsel.data.id };
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

// Valid requests, so that only the token decides the answer.
const routes = (): [string, (api: BackendClient) => Promise<{ status: number; json(): Promise<unknown> }>][] => {
  const one = (id: number) => ({ param: { id: `${id}` } });
  return [
    [
      'PATCH /member/{memberId}',
      (api) => api.member[':memberId'].$patch({ param: { memberId: `${member.id}` }, json: { nickname: '새 닉네임' } }),
    ],
    ['DELETE /member/me', (api) => api.member.me.$delete()],
    ['GET /member/bookmarks', (api) => api.member.bookmarks.$get({ query: {} })],
    [
      'GET /member/bookmarks/{type}/{id}',
      (api) => api.member.bookmarks[':type'][':id'].$get({ param: { type: 'clinic', id: `${ids.clinic}` } }),
    ],
    [
      'POST /member/bookmarks',
      (api) =>
        api.member.bookmarks.$post({ header: {}, json: { bookmarkableType: 'CLINIC', bookmarkableId: ids.clinic } }),
    ],
    ['DELETE /member/bookmarks/{id}', (api) => api.member.bookmarks[':id'].$delete(one(ids.bookmark))],
    [
      'POST /member/counsels',
      (api) =>
        api.member.counsels.$post({
          header: {},
          json: { clinic_id: ids.clinic, sourceType: 'CLINIC', sourceId: ids.clinic, content: '안녕하세요' },
        }),
    ],
    ['GET /member/counsels', (api) => api.member.counsels.$get({ query: {} })],
    ['GET /member/counsels/{id}', (api) => api.member.counsels[':id'].$get(one(ids.counsel))],
    [
      'PATCH /member/counsels/{id}',
      (api) => api.member.counsels[':id'].$patch({ ...one(ids.counsel), json: { review_id: ids.review } }),
    ],
    ['GET /member/reviews', (api) => api.member.reviews.$get({ query: { offset: '0', limit: '100' } })],
    ['GET /member/reviews/{id}', (api) => api.member.reviews[':id'].$get({ ...one(ids.review), query: {} })],
  ];
};

/** A client sending this Authorization header (none for null). */
const sending = (authorization: string | null) =>
  authorization === null ? t.client : clientFor(t.app, { authorization });

async function expectRefusedEverywhere(token: string | null, status: 401 | 403, header?: string) {
  const api = sending(header ?? (token ? `Bearer ${token}` : null));
  for (const [route, send] of routes()) {
    const res = await send(api);
    const { error } = (await res.json()) as { error: { code: string } };
    expect({ route, status: res.status, code: error.code }).toEqual({
      route,
      status,
      code: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
    });
  }
}

async function expectNothingChanged() {
  const [row] = await t.query<{ nickname: string; bookmarks: number; counsels: number; review_id: number | null }>(
    `select m.nickname, (select count(*)::int from bookmarks where member_id = m.id) as bookmarks,
       (select count(*)::int from counsels where member_id = m.id) as counsels,
       (select review_id from counsels where id = $2) as review_id
     from members m where m.id = $1`,
    [member.id, ids.counsel],
  );
  expect(row).toEqual({ nickname: member.nickname, bookmarks: 1, counsels: 1, review_id: null });
}

describe('every /member route refuses callers that are not a live member', () => {
  it('answers 401 without a token, and changes nothing', async () => {
    await expectRefusedEverywhere(null, 401);
    await expectNothingChanged();
  });

  it('answers 401 for a malformed header, a forged or an expired token', async () => {
    await expectRefusedEverywhere(null, 401, `Basic ${Buffer.from('a:b').toString('base64')}`);
    await expectRefusedEverywhere('not-a-jwt', 401);
    const [h, p, s] = member.token.split('.');
    // Flip a whole signature byte (trailing base64url characters carry padding bits and may decode alike).
    const sig = Buffer.from(s, 'base64url');
    sig[0] ^= 0xff;
    await expectRefusedEverywhere(`${h}.${p}.${sig.toString('base64url')}`, 401);
    await expectRefusedEverywhere(
      await signAccessToken({ id: member.id, type: 'MEMBER', sessionVersion: 0 }, Date.now() - 86_400_000),
      401,
    );
    await expectNothingChanged();
  });

  it('answers 403 for a STAFF token', async () => {
    await expectRefusedEverywhere(await staffToken(), 403);
    await expectNothingChanged();
  });

  it('answers 401 once the session version moved on (logout)', async () => {
    await t.query('update members set session_version = session_version + 1 where id = $1', [member.id]);
    try {
      await expectRefusedEverywhere(member.token, 401);
      await expectNothingChanged();
    } finally {
      await t.query('update members set session_version = session_version - 1 where id = $1', [member.id]);
    }
  });

  it('answers 401 for the token of a deleted member', async () => {
    const gone = await createMember(t);
    expect((await gone.api.member.me.$delete()).status).toBe(204);
    await expectRefusedEverywhere(gone.token, 401);
  });

  it('lets the member in with the same requests (the matrix above tests the token, not the input)', async () => {
    expect((await reply(member.api.member.counsels[':id'].$get({ param: { id: `${ids.counsel}` } }))).status).toBe(200);
  });
});

describe('OpenAPI document', () => {
  it('describes every /member route with the bearer scheme and its 401', async () => {
    const doc = await fetchOpenApiDocument(t);
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    const expected = [
      'PATCH /member/{memberId}',
      'DELETE /member/me',
      'GET /member/bookmarks',
      'GET /member/bookmarks/{type}/{id}',
      'POST /member/bookmarks',
      'DELETE /member/bookmarks/{id}',
      'POST /member/counsels',
      'GET /member/counsels',
      'GET /member/counsels/{id}',
      'PATCH /member/counsels/{id}',
      'GET /member/reviews',
      'GET /member/reviews/{id}',
    ];
    expect(expected).toHaveLength(routes().length);
    for (const key of expected) {
      const [method, path] = key.split(' ');
      const op = doc.paths[path]?.[method.toLowerCase()];
      expect({ key, security: op?.security, has401: Boolean(op?.responses['401']) }).toEqual({
        key,
        security: [{ bearer: [] }],
        has401: true,
      });
    }
  });
});
