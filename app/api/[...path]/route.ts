import { z } from 'zod';
import { withPublic } from '@/lib/bff/handler';
import { forwardPublicGet } from '@/lib/bff/public-proxy';
import { methodNotAllowed } from '@/lib/bff/responses';

const params = z.object({ path: z.array(z.string()) });

// GET /api/public/*, /api/auth/providers and /api/openapi.json: the backend's public calls, through the web app.
export const GET = withPublic({ name: 'GET /api/<public path>', params }, ({ request, params }) =>
  forwardPublicGet(request, params.path),
);

const readOnly = async () => methodNotAllowed('GET, HEAD');
export const POST = readOnly;
export const PUT = readOnly;
export const PATCH = readOnly;
export const DELETE = readOnly;
