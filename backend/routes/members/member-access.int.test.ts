import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signAccessToken } from '../../auth/tokens';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { call, cleanup, createClinic, createMember, createMemberReview, staffToken, type ErrorReply, type TestMember } from './member-test-kit';

// The authorization matrix of every /member route built here: who may call it at all.

let t: TestBackend;
let member: TestMember;
let ids: { clinic: number; review: number; bookmark: number; counsel: number };

beforeAll(async () => {
  t = await openTestBackend();
  member = await createMember(t);
  const { clinic } = await createClinic(t);
  const review = await createMemberReview(t, member.id, clinic.id);
  const bookmark = await call<{ data: { id: number } }>(t, 'POST', '/member/bookmarks', member.token, { bookmarkableType: 'CLINIC', bookmarkableId: clinic.id });
  const counsel = await call<{ data: { id: number } }>(t, 'POST', '/member/counsels', member.token, {
    clinic_id: clinic.id,
    sourceType: 'CLINIC',
    sourceId: clinic.id,
    content: '',
  });
  ids = { clinic: clinic.id, review, bookmark: bookmark.body.data.id, counsel: counsel.body.data.id };
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

// Valid requests, so that only the token decides the answer.
const routes = (): [string, string, unknown?][] => [
  ['PATCH', `/member/${member.id}`, { nickname: '새 닉네임' }],
  ['DELETE', '/member/me'],
  ['GET', '/member/bookmarks'],
  ['GET', `/member/bookmarks/clinic/${ids.clinic}`],
  ['POST', '/member/bookmarks', { bookmarkableType: 'CLINIC', bookmarkableId: ids.clinic }],
  ['DELETE', `/member/bookmarks/${ids.bookmark}`],
  ['POST', '/member/counsels', { clinic_id: ids.clinic, sourceType: 'CLINIC', sourceId: ids.clinic, content: '안녕하세요' }],
  ['GET', '/member/counsels'],
  ['GET', `/member/counsels/${ids.counsel}`],
  ['PATCH', `/member/counsels/${ids.counsel}`, { review_id: ids.review }],
  ['GET', '/member/reviews?offset=0&limit=100'],
  ['GET', `/member/reviews/${ids.review}`],
];

async function expectRefusedEverywhere(token: string | null, status: 401 | 403, header?: string) {
  for (const [method, path, body] of routes()) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (header !== undefined) headers.authorization = header;
    else if (token) headers.authorization = `Bearer ${token}`;
    const res = await t.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const reply = (await res.json()) as ErrorReply;
    expect({ route: `${method} ${path}`, status: res.status, code: reply.error.code }).toEqual({
      route: `${method} ${path}`,
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
    await expectRefusedEverywhere(await signAccessToken({ id: member.id, type: 'MEMBER', sessionVersion: 0 }, Date.now() - 86_400_000), 401);
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
    expect((await call(t, 'DELETE', '/member/me', gone.token)).status).toBe(204);
    await expectRefusedEverywhere(gone.token, 401);
  });

  it('lets the member in with the same requests (the matrix above tests the token, not the input)', async () => {
    const res = await call(t, 'GET', `/member/counsels/${ids.counsel}`, member.token);
    expect(res.status).toBe(200);
  });
});

describe('OpenAPI document', () => {
  it('describes every /member route with the bearer scheme and its 401', async () => {
    const doc = (await t.get<{
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    }>('/openapi.json')).body;
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
      expect({ key, security: op?.security, has401: Boolean(op?.responses['401']) }).toEqual({ key, security: [{ bearer: [] }], has401: true });
    }
  });
});
