import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetEnvForTests } from '../../../env';
import { coordinatesOf } from '../../../geo/kakao-local';
import { openTestBackend, type TestBackend } from '../../../test/backend';
import { expectJson } from '../../../test/client';
import { cleanup } from '../../members/member-test-kit';
import { call, staffClinic, type TestStaff } from '../staff-test-kit';
import { updateClinic } from './clinic.repository';

// A clinic's coordinates come from its road address, located with Kakao Local's address search when the
// partner console saves a changed address. Here Kakao is a local server answering as the real one does.

const KEY = 'test-rest-key';
const FOUND = {
  '서울특별시 강남구 테헤란로 427': { x: '127.0495556', y: '37.5056133' },
  '서울특별시 서초구 반포대로 58': { x: '127.0071', y: '37.4851' },
};
const FAILING = '서울특별시 종로구 에러로 1';
const SLOW = '서울특별시 중구 느린길 1';

let t: TestBackend;
let staff: TestStaff;
let clinicId: number;
let kakao: Server;
const asked: string[] = [];

beforeAll(async () => {
  kakao = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query = url.searchParams.get('query') ?? '';
    asked.push(query);
    if (url.pathname !== '/v2/local/search/address.json' || req.headers.authorization !== `KakaoAK ${KEY}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"errorType":"AccessDeniedError"}');
      return;
    }
    if (query === FAILING) return void res.writeHead(500).end('{}');
    if (query === SLOW)
      return void setTimeout(
        () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"documents":[]}'),
        2_000,
      );
    const doc = FOUND[query as keyof typeof FOUND];
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        meta: { total_count: doc ? 1 : 0 },
        documents: doc ? [{ address_name: query, address_type: 'ROAD_ADDR', ...doc }] : [],
      }),
    );
  });
  await new Promise<void>((resolve) => kakao.listen(0, '127.0.0.1', resolve));
  t = await openTestBackend();
  const made = await staffClinic(t);
  staff = made.staff;
  clinicId = made.clinic.id;
});

const useKakao = (env: Record<string, string | undefined>) => {
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
};

afterEach(() => useKakao({ KAKAO_REST_API_KEY: undefined, KAKAO_LOCAL_URL: undefined, GEOCODE_TIMEOUT_MS: undefined }));

afterAll(async () => {
  await cleanup(t);
  await t.close();
  await new Promise((resolve) => kakao.close(resolve));
});

const saveAddress = async (roadAddress: string | null) => {
  const res = await call(t, staff.token, 'PATCH', '/staff/clinic', {
    address: { postalCode: '06159', roadAddress, detailAddress: '3층' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { location?: unknown; address: { roadAddress: string | null } } }).data;
};
const shown = async () =>
  (await expectJson(t.client.public.clinics[':id'].$get({ param: { id: `${clinicId}` }, query: {} }), 200)).data;

describe('the clinic location', () => {
  it('is found for a changed road address, shown on the public clinic, and kept while the address stays', async () => {
    useKakao({ KAKAO_REST_API_KEY: KEY, KAKAO_LOCAL_URL: `http://127.0.0.1:${(kakao.address() as AddressInfo).port}` });
    const saved = await saveAddress('서울특별시 강남구 테헤란로 427');
    expect(saved.location).toEqual({ latitude: 37.5056133, longitude: 127.0495556 });
    expect((await shown()).location).toEqual({ latitude: 37.5056133, longitude: 127.0495556 });
    // The same address again (the console sends it with every save): not asked again, the location stays.
    const before = asked.length;
    await saveAddress('서울특별시 강남구 테헤란로 427');
    expect(asked.length).toBe(before);
    expect((await shown()).location).toEqual({ latitude: 37.5056133, longitude: 127.0495556 });
    // Another address: located again.
    expect((await saveAddress('서울특별시 서초구 반포대로 58')).location).toEqual({
      latitude: 37.4851,
      longitude: 127.0071,
    });
  });

  it('is cleared, and the address saved, when Kakao finds nothing, fails, is slow, or the address goes', async () => {
    useKakao({
      KAKAO_REST_API_KEY: KEY,
      KAKAO_LOCAL_URL: `http://127.0.0.1:${(kakao.address() as AddressInfo).port}`,
      GEOCODE_TIMEOUT_MS: '300',
    });
    for (const address of ['서울특별시 강남구 없는로 999', FAILING, SLOW]) {
      await saveAddress('서울특별시 강남구 테헤란로 427');
      expect((await shown()).location).not.toBeNull();
      const saved = await saveAddress(address);
      expect({ address, location: saved.location, road: saved.address.roadAddress }).toEqual({
        address,
        location: null,
        road: address,
      });
    }
    await saveAddress('서울특별시 강남구 테헤란로 427');
    expect((await saveAddress(null)).location).toBeNull();
  });

  it('without a Kakao key, is never asked for and stays null; once there is one, the same address is located at its next save', async () => {
    const before = asked.length;
    expect((await saveAddress('서울특별시 서초구 반포대로 58')).location).toBeNull();
    expect(asked.length).toBe(before);
    useKakao({
      KAKAO_REST_API_KEY: KEY,
      KAKAO_LOCAL_URL: `http://127.0.0.1:${(kakao.address() as AddressInfo).port}/`,
    });
    expect((await saveAddress('서울특별시 서초구 반포대로 58')).location).toEqual({
      latitude: 37.4851,
      longitude: 127.0071,
    });
  });

  it('is not kept for an address another save changed in between', async () => {
    // This save read the address as 테헤란로 427 and sends it unchanged; meanwhile another save moved the clinic.
    await t.query(
      "update clinics set road_address = '서울특별시 서초구 반포대로 58', latitude = 37.4851, longitude = 127.0071 where id = $1",
      [clinicId],
    );
    await updateClinic(t.database.db, clinicId, {
      address: { postalCode: '06159', roadAddress: '서울특별시 강남구 테헤란로 427', detailAddress: null },
    });
    expect((await shown()).location).toBeNull();
    // Sent unchanged and still the same: kept.
    await t.query('update clinics set latitude = 37.5, longitude = 127.05 where id = $1', [clinicId]);
    await updateClinic(t.database.db, clinicId, {
      address: { postalCode: '06159', roadAddress: '서울특별시 강남구 테헤란로 427', detailAddress: '5층' },
    });
    expect((await shown()).location).toEqual({ latitude: 37.5, longitude: 127.05 });
  });

  it('reads the first document of an answer, and nothing from a malformed one', () => {
    expect(
      coordinatesOf({
        documents: [
          { x: '127.1', y: '37.5' },
          { x: '0', y: '0' },
        ],
      }),
    ).toEqual({ latitude: 37.5, longitude: 127.1 });
    for (const body of [
      null,
      {},
      { documents: [] },
      { documents: [{ x: 'east', y: '37' }] },
      { documents: [{ x: '127', y: '91' }] },
      { documents: 'x' },
    ])
      expect(coordinatesOf(body)).toBeNull();
  });
});
