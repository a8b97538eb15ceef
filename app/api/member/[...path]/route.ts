import { callAsMember } from '@/lib/bff/member-call';
import { jsonError, unauthorized, unavailable } from '@/lib/bff/responses';
import { rejectCrossOrigin } from '@/lib/bff/same-origin';

type Ctx = { params: Promise<{ path: string[] }> };

// Member calls of spec §7 that the browser may make through the BFF (the editor's POST/PATCH reviews
// come with the next issue).
const ALLOWED: [string, RegExp][] = [
  ['GET', /^(my-info|bookmarks|bookmarks\/(clinic|doctor|event|review)\/\d+|counsels|counsels\/\d+|reviews|reviews\/\d+)$/],
  ['POST', /^(bookmarks|counsels)$/],
  ['PATCH', /^(\d+|counsels\/\d+)$/],
  ['DELETE', /^bookmarks\/\d+$/],
];

async function forward(request: Request, { params }: Ctx): Promise<Response> {
  const method = request.method;
  if (method !== 'GET') {
    const refused = rejectCrossOrigin(request);
    if (refused) return refused;
  }
  const path = (await params).path.join('/');
  const allowed = ALLOWED.filter(([, re]) => re.test(path)).map(([m]) => m);
  if (allowed.length === 0) return jsonError(404, 'NOT_FOUND', 'No such member call');
  if (!allowed.includes(method)) return jsonError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed', { allow: allowed.join(', ') });

  const search = new URL(request.url).search;
  const body = method === 'GET' || method === 'DELETE' ? undefined : await request.text();
  try {
    const res = await callAsMember(`/member/${path}${search}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body,
    });
    if (!res) return unauthorized();
    return new Response(res.status === 204 ? null : res.body, {
      status: res.status,
      headers: { 'content-type': res.headers.get('content-type') ?? 'application/json', 'cache-control': 'private, no-store' },
    });
  } catch (err) {
    console.error('[bff] member call failed', err);
    return unavailable();
  }
}

export const GET = forward;
export const POST = forward;
export const PATCH = forward;
export const DELETE = forward;
export const PUT = () => jsonError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
