import type { ServerResponse } from 'node:http';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

// A path whose percent-encoding is broken (`/contents/clinic/%ff`) cannot name anything: answered 400 by the
// server in front of Next (scripts/serve.ts), with the usual security headers, before any route sees it.
// Pages get a short Korean page, /api/* the API's error body.

/** Whether every segment of the path decodes (a lone `%`, `%ff`, a truncated UTF-8 sequence do not). */
export function isMalformedPath(rawUrl: string): boolean {
  const path = rawUrl.split(/[?#]/, 1)[0];
  try {
    for (const segment of path.split('/')) decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
}

// Plain HTML, interactive at once: marked data-hydrated like the app's pages once React has hydrated.
const PAGE = `<!doctype html><html lang="ko" data-hydrated><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>잘못된 주소</title></head><body style="font-family:sans-serif;padding:24px"><h1 style="font-size:20px">주소가 올바르지 않습니다</h1><p>주소에 잘못된 문자가 있어요. 주소를 확인하거나 <a href="/home">홈으로</a> 이동해 주세요.</p></body></html>`;

export function answerMalformed(res: ServerResponse, rawUrl: string, production: boolean) {
  for (const { key, value } of securityHeaders(production)) res.setHeader(key, value);
  res.setHeader('content-security-policy', contentSecurityPolicy(production)); // no script on this page
  res.setHeader('cache-control', 'no-store');
  if (rawUrl.startsWith('/api/')) {
    res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({ error: { code: 'VALIDATION_ERROR', message: 'Malformed percent-encoding in the URL path' } }),
    );
    return;
  }
  res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
  res.end(PAGE);
}
