import { forwardPublicGet, methodNotAllowed } from '@/lib/bff/public-proxy';

type Ctx = { params: Promise<{ path: string[] }> };

// GET /api/public/*, /api/auth/providers and /api/openapi.json: the backend's public calls, reachable through the web app.
export async function GET(request: Request, { params }: Ctx) {
  return forwardPublicGet(request, (await params).path);
}

export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
