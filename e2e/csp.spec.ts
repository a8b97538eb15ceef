import type { APIResponse } from '@playwright/test';
import { expect, test } from './helpers/test';

// Content-Security-Policy with a per-render nonce (proxy.ts): a script runs only if the server wrote it,
// so markup that slipped into a page cannot run script.

const scriptSrc = (res: APIResponse) =>
  (res.headers()['content-security-policy'] ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src')) ?? '';
const nonceOf = (res: APIResponse) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc(res))?.[1];

/** Every executable <script> of the HTML (JSON-LD is data and is not run). */
const scriptTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/ld\+json"/.test(tag));

test.describe('content security policy', () => {
  test('pages allow only the scripts that carry this response’s nonce', async ({ request }) => {
    for (const path of [
      '/home',
      '/contents?tabId=event',
      '/contents/clinic/2',
      '/search?q=강남',
      '/login',
      '/no-such-page',
      '/contents/clinic/999999',
    ]) {
      const res = await request.get(path);
      const nonce = nonceOf(res);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scriptSrc(res), path).toContain("'strict-dynamic'");
      expect(scriptSrc(res), path).not.toContain("'unsafe-inline'");
      expect(scriptSrc(res), path).not.toContain("'unsafe-eval'");
      const csp = res.headers()['content-security-policy'];
      for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
        expect(csp, path).toContain(d);
      const tags = scriptTags(await res.text());
      expect(tags.length, path).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
  });

  test('each render has its own nonce; a cached copy keeps the header and the scripts of its render together', async ({
    request,
  }) => {
    const fresh = `/search?q=${Date.now()}`;
    const [a, b] = [await request.get(fresh), await request.get(`${fresh}1`)];
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    await request.get('/contents/clinic/3');
    const hit = await request.get('/contents/clinic/3');
    expect(hit.headers()['x-page-cache']).toBe('HIT');
    for (const tag of scriptTags(await hit.text())) expect(tag).toContain(`nonce="${nonceOf(hit)}"`);
  });

  test('a page hydrates and navigates with no violation, and a script slipped into it does not run', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    await page.goto('/home');
    expect(await violations()).toEqual([]);
    // A tap to another page (client navigation loads its chunks) and back.
    await page.goto('/contents?tabId=clinic');
    await page.locator('a[href^="/contents/clinic/"]').first().click();
    await expect(page).toHaveURL(/\/contents\/clinic\/\d+/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await violations()).toEqual([]);

    // Markup that slipped into a server-rendered page (a stored-XSS bug): an inline script and an inline
    // handler, in the HTML as sent with its CSP header.
    const injected = `<script>window.__injected = 'script'</script><img src="data:," onerror="window.__injected = 'handler'">`;
    await page.route('**/contents/clinic/5', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace(/<body[^>]*>/, (tag) => tag + injected) });
    });
    await page.goto('/contents/clinic/5');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
    expect((await violations()).filter((v) => v.startsWith('script-src')).length).toBeGreaterThanOrEqual(2);
  });
});
