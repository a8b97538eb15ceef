import { test as setup, type APIRequestContext } from '@playwright/test';
import { defaultSetupURL } from '../playwright.config';
import { SAVED_MEMBERS, memberState, type Server } from './helpers/auth-state';
import { devLogin } from './helpers/dev-login';

/** Keeps a demo member's session cookie, logged in through the real dev-provider flow, in a storageState file. */
async function saveLogin(request: APIRequestContext, origin: string, nickname: string, file: string) {
  await devLogin(request, origin, nickname);
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
