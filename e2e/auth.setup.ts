import { expect, test as setup, type APIRequestContext } from '@playwright/test';
import { defaultSetupURL } from '../playwright.config';
import { SAVED_MEMBERS, memberState, type Server } from './helpers/auth-state';

/**
 * Logs a demo member in through the BFF's real dev-provider flow, over HTTP only (start → consent page →
 * approve → callback), and keeps the session cookie in a storageState file.
 */
async function saveLogin(request: APIRequestContext, origin: string, nickname: string, file: string) {
  const started = await request.get(`${origin}/api/auth/dev/start`);
  expect(started.status()).toBe(200);
  const consent = new URL(((await started.json()) as { data: { url: string } }).data.url, origin);
  const state = consent.searchParams.get('state')!;
  const html = await (await request.get(consent.toString())).text();
  const forms = [...html.matchAll(/name="memberId" value="(\d+)".*?<button[^>]*>([^<]+)<\/button>/g)];
  const memberId = forms.find((m) => m[2] === nickname)?.[1];
  expect(memberId, `demo member ${nickname}`).toBeDefined();
  const approved = await request.post(`${origin}/api/auth/dev/approve`, { form: { memberId: memberId!, state }, headers: { origin }, maxRedirects: 0 });
  expect(approved.status()).toBe(303);
  const callback = new URL(approved.headers().location, origin);
  const finished = await request.post(`${origin}/api/auth/callback/dev`, { data: { code: callback.searchParams.get('code'), state }, headers: { origin } });
  expect(finished.status()).toBe(200);
  await request.storageState({ path: file });
}

for (const [server, members] of Object.entries(SAVED_MEMBERS) as [Server, readonly string[]][]) {
  for (const nickname of members) {
    setup(`saved login: ${nickname} on the ${server} app`, async ({ playwright, baseURL }) => {
      const origin = server === 'main' ? baseURL! : defaultSetupURL;
      const request = await playwright.request.newContext();
      try {
        await saveLogin(request, origin, nickname, memberState(nickname, server));
      } finally {
        await request.dispose();
      }
    });
  }
}
