import { backendFetch } from '@/lib/api/backend-client';

type Ctx = { params: Promise<{ path: string[] }> };

// GET /files/<key>: stored images, served by the backend's storage driver.
export async function GET(_request: Request, { params }: Ctx) {
  const key = (await params).path.map(encodeURIComponent).join('/');
  const res = await backendFetch(`/files/${key}`);
  return new Response(res.body, { status: res.status, headers: res.headers });
}
