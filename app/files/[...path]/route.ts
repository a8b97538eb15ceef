import { backendFetch } from '@/lib/api/backend-client';

type Ctx = { params: Promise<{ path: string[] }> };

const keyOf = async ({ params }: Ctx) => (await params).path.map(encodeURIComponent).join('/');

// GET /files/<key>: stored images, served by the backend's storage driver.
export async function GET(_request: Request, ctx: Ctx) {
  const res = await backendFetch(`/files/${await keyOf(ctx)}`);
  return new Response(res.body, { status: res.status, headers: res.headers });
}

// PUT /files/uploads/…?expires&type&max&sig: a photo sent to the local driver's signed URL. The body is streamed
// to the backend, which checks the signature, type and length; it is not buffered here.
export async function PUT(request: Request, ctx: Ctx) {
  const headers = new Headers();
  for (const name of ['content-type', 'content-length']) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const init: RequestInit & { duplex: 'half' } = {
    method: 'PUT',
    headers,
    body: request.body,
    duplex: 'half',
    signal: AbortSignal.timeout(10 * 60_000),
  };
  const res = await backendFetch(`/files/${await keyOf(ctx)}${new URL(request.url).search}`, init);
  return new Response(res.body, {
    status: res.status,
    headers: { 'content-type': res.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' },
  });
}
