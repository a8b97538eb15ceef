import { z } from 'zod';
import { withPublic } from '@/lib/bff/handler';
import { PROVIDERS, startLogin } from '@/lib/bff/oauth';
import { notFound, unavailable } from '@/lib/bff/responses';
import { langQuery } from '@/lib/schemas/query';

const params = z.object({ provider: z.enum(PROVIDERS, { error: 'Unknown provider' }) });

// GET /api/auth/{provider}/start?lang= → { url } for the 600×600 login popup.
export const GET = withPublic({ name: 'GET /api/auth/{provider}/start', params, query: z.object({ lang: langQuery }) }, async ({ params, query, request }) => {
  const started = await startLogin(params.provider, request, query.lang);
  if ('url' in started) return Response.json({ data: { url: started.url } }, { headers: { 'cache-control': 'no-store' } });
  return started.status === 404 ? notFound('Login provider') : unavailable();
});
