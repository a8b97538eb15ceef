import { NextResponse } from 'next/server';
import { ensureRootSecret } from '@/backend/runtime';
import { verifyNotification } from '@/backend/lib/page-invalidation';
import { pageCacheRuntime } from '@/backend/page-cache/tags';

// POST /api/internal/page-cache: a standalone backend (npm run backend, BACKEND_URL) without a shared Redis
// tells this web instance which public pages its writes changed. Server to server, authenticated by an
// HMAC-SHA256 over the timestamp and body with a key derived from AUTH_SECRET (which both sides need with
// BACKEND_URL); a notification older than a minute, or unsigned, is refused. See docs/page-cache.md.
export async function POST(request: Request) {
  const tooLarge = (n: number) => n > 512 * 1024;
  if (tooLarge(Number(request.headers.get('content-length') ?? 0)))
    return NextResponse.json({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Too many tags' } }, { status: 413 });
  const body = await request.text();
  if (tooLarge(body.length))
    return NextResponse.json({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Too many tags' } }, { status: 413 });
  await ensureRootSecret();
  const tags = verifyNotification(
    request.headers.get('x-page-cache-at'),
    request.headers.get('x-page-cache-signature'),
    body,
  );
  if (!tags)
    return NextResponse.json({ error: { code: 'UNAUTHORIZED', message: 'Bad or missing signature' } }, { status: 401 });
  await pageCacheRuntime()?.store.invalidate(tags);
  return new NextResponse(null, { status: 204 });
}
