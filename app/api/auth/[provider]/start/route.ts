import { isProvider, startLogin } from '@/lib/bff/oauth';
import { jsonError, unavailable } from '@/lib/bff/responses';
import { localeFromParam } from '@/lib/i18n/config';

type Ctx = { params: Promise<{ provider: string }> };

// GET /api/auth/{provider}/start?lang= → { url } for the 600×600 login popup.
export async function GET(request: Request, { params }: Ctx) {
  const { provider } = await params;
  if (!isProvider(provider)) return jsonError(404, 'NOT_FOUND', 'Unknown provider');
  try {
    const started = await startLogin(provider, request, localeFromParam(new URL(request.url).searchParams.get('lang')));
    if ('url' in started) return Response.json({ data: { url: started.url } }, { headers: { 'cache-control': 'no-store' } });
    return started.status === 404 ? jsonError(404, 'NOT_FOUND', 'Provider not available') : unavailable();
  } catch (err) {
    console.error('[bff] login start failed', err);
    return unavailable();
  }
}
