import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * `page.goto` that also waits until React has hydrated (the layout marks <html data-hydrated>), so a
 * click right after navigation reaches the client handlers instead of the server-rendered markup.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.includes('text/html')) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
      }
      return response;
    };
    await provide(page);
  },
});
