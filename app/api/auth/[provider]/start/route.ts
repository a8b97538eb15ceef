import { z } from 'zod';
import { withPublic } from '@/lib/bff/handler';
import { PROVIDERS, startLogin } from '@/lib/bff/oauth';
import { jsonError, notFound, unavailable } from '@/lib/bff/responses';
import { langQuery } from '@/contracts/common';

const params = z.object({ provider: z.enum(PROVIDERS, { error: 'Unknown provider' }) });

// GET /api/auth/{provider}/start?lang= → { url } for the 600×600 login popup.
export const GET = withPublic(
  { name: 'GET /api/auth/{provider}/start', params, query: z.object({ lang: langQuery }) },
  async ({ params, query, request }) => {
    const started = await startLogin(params.provider, request, query.lang);
    if ('wrongOrigin' in started) {
      return Response.json(
        {
          error: {
            code: 'WRONG_ORIGIN',
            message: `Log in on ${started.wrongOrigin}: a login started here cannot finish here`,
          },
          origin: started.wrongOrigin,
        },
        { status: 409, headers: { 'cache-control': 'no-store' } },
      );
    }
    if ('url' in started)
      return Response.json({ data: { url: started.url } }, { headers: { 'cache-control': 'no-store' } });
    if (started.status === 429)
      return jsonError(429, 'RATE_LIMITED', 'Too many login attempts from this address', {
        'retry-after': started.retryAfter ?? '60',
      });
    return started.status === 404 ? notFound('Login provider') : unavailable();
  },
);
