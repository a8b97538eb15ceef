import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Logs a demo member in through the BFF's real dev-provider flow, over HTTP only (start → consent page →
 * approve → callback): the session cookie lands in the request context (and its browser context's pages).
 */
export async function devLogin(request: APIRequestContext, origin: string, nickname: string) {
  const started = await request.get(`${origin}/api/auth/dev/start`);
  expect(started.status()).toBe(200);
  const consent = new URL(((await started.json()) as { data: { url: string } }).data.url, origin);
  const state = consent.searchParams.get('state')!;
  const html = await (await request.get(consent.toString())).text();
  const forms = [...html.matchAll(/name="memberId" value="(\d+)".*?<button[^>]*>([^<]+)<\/button>/g)];
  const memberId = forms.find((m) => m[2] === nickname)?.[1];
  expect(memberId, `demo member ${nickname}`).toBeDefined();
  const approved = await request.post(`${origin}/api/auth/dev/approve`, {
    form: { memberId: memberId!, state },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
  const callback = new URL(approved.headers().location, origin);
  const finished = await request.post(`${origin}/api/auth/callback/dev`, {
    data: { code: callback.searchParams.get('code'), state },
    headers: { origin },
  });
  expect(finished.status()).toBe(200);
}
