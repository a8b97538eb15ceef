// Do the per-address limits behind nginx see the real client? Staff sign-ins with a wrong password are limited per
// user id and client address (STAFF_LOGIN_MAX_FAILURES, 5 by default; counters in the shared Redis). Clients on
// two loopback addresses (127.0.0.5 and 127.0.0.6, both this machine) try one clinic's account through nginx, the
// first one with a different forged X-Forwarded-For on each try. If the app believed the forged header, the first
// client would never be limited; if it saw nginx's address instead of the client's, the second client would be
// limited too. Expected: the first is refused with 429 from its fifth try on, the second is not.
import { createHash } from 'node:crypto';
import http from 'node:http';

export interface ClientAddressResult {
  ok: boolean;
  line: string;
}

function post(lb: string, path: string, body: unknown, from: string, forged?: string): Promise<number> {
  const url = new URL(path, lb);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          origin: lb,
          ...(forged ? { 'x-forwarded-for': forged } : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(data);
  });
}

export async function checkClientAddress(lb: string, userId: string, limit = 5): Promise<ClientAddressResult> {
  const body = { user_id: userId, password: createHash('sha256').update('not the password').digest('hex') };
  const first: number[] = [];
  for (let i = 1; i <= limit + 1; i++)
    first.push(await post(lb, '/api/partner/login', body, '127.0.0.5', `127.200.0.${i}`));
  const second = await post(lb, '/api/partner/login', body, '127.0.0.6');
  const expected = [...Array<number>(limit - 1).fill(401), 429, 429];
  const ok = first.every((s, i) => s === expected[i]) && second === 401;
  return {
    ok,
    line:
      `wrong staff passwords for ${userId} through nginx: from 127.0.0.5 (a forged X-Forwarded-For each time) ` +
      `${first.join(', ')}; then from 127.0.0.6 ${second} (expected ${expected.join(', ')}; then 401)`,
  };
}
