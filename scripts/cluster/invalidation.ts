// Does a write through the load balancer reach the page cache of every web instance? A clinic's public page is
// cached on each instance (read directly from its port until it answers X-Page-Cache: HIT), the clinic's staff
// change its introduction through nginx (one instance or the other serves it; the backend invalidates the
// page's tags in the shared Redis, docs/page-cache.md), and the page is read directly from each instance's port
// again: each must show the new introduction, and keep it cached afterwards.
import { createHash } from 'node:crypto';

export interface InvalidationResult {
  ok: boolean;
  clinicId: number;
  /** One line per step, as printed. */
  lines: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function get(url: string): Promise<{ status: number; cache: string; text: string }> {
  const res = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(30_000) });
  return { status: res.status, cache: res.headers.get('x-page-cache') ?? '—', text: await res.text() };
}

/** Reads `path` from `base` until the instance answers it from its cache (a few tries). */
async function cached(base: string, path: string): Promise<string> {
  let last = '';
  for (let i = 0; i < 5; i++) {
    const page = await get(base + path);
    last = `${page.status} ${page.cache}`;
    if (page.status === 200 && page.cache === 'HIT') return last;
    // A rendered page is stored once its answer has ended.
    await sleep(300);
  }
  return last;
}

/**
 * The check on clinic `clinicId`, whose staff account is `clinic<id>` with the demo password. `lb` is nginx's
 * address (where the write goes), `instances` the web instances' own addresses.
 */
export async function checkInvalidation(
  lb: string,
  instances: { name: string; base: string }[],
  clinicId: number,
): Promise<InvalidationResult> {
  const path = `/contents/clinic/${clinicId}`;
  const lines: string[] = [];
  let ok = true;
  const before = await Promise.all(instances.map((w) => cached(w.base, path)));
  lines.push(`before: ${instances.map((w, i) => `${w.name} ${before[i]}`).join(', ')}`);
  if (before.some((b) => !b.endsWith('HIT'))) ok = false;

  // The staff sign-in and the write, both through nginx (each may land on either instance).
  const cookies = new Map<string, string>();
  const send = async (method: string, p: string, body: unknown) => {
    const res = await fetch(lb + p, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: lb,
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return { status: res.status, text: await res.text() };
  };
  const password = createHash('sha256').update('partner1234').digest('hex');
  const login = await send('POST', '/api/partner/login', { user_id: `clinic${clinicId}`, password });
  const marker = `클러스터 캐시 확인 ${new Date().toISOString()}`;
  const write = login.status === 200 ? await send('PATCH', '/api/partner/clinic', { description: marker }) : null;
  lines.push(
    `write through nginx: staff login ${login.status}, PATCH /api/partner/clinic ${write?.status ?? '—'} (introduction "${marker}")`,
  );
  if (write?.status !== 200) return { ok: false, clinicId, lines: [...lines, login.text.slice(0, 200)] };

  for (const w of instances) {
    const after = await get(w.base + path);
    const shows = after.text.includes(marker);
    const again = await cached(w.base, path);
    const keeps = shows && (await get(w.base + path)).text.includes(marker);
    lines.push(
      `${w.name} directly: ${after.status} ${after.cache}, ${shows ? 'shows the new introduction' : 'STILL THE OLD PAGE'}; ` +
        `then ${again}${keeps ? ', still the new one' : ''}`,
    );
    if (!shows || !keeps) ok = false;
  }
  return { ok, clinicId, lines };
}
