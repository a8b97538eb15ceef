import { expect, test } from './helpers/test';

// Hostile addresses as a tester sends them: never a 500, never a blank screen, always the security headers.

test.describe('malformed addresses', () => {
  test('broken percent-encoding in a path is a 400 with the security headers, in Korean on pages', async ({
    request,
    page,
  }) => {
    for (const path of [
      '/contents/clinic/%ff',
      '/contents/review/%e2%82',
      '/files/%ff.png',
      '/api/public/clinics/%ff',
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
      if (path.startsWith('/api/'))
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    }
    await page.goto('/contents/clinic/%ff');
    await expect(page.getByRole('heading', { name: '주소가 올바르지 않습니다' })).toBeVisible();
    await page.getByRole('link', { name: '홈으로' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a NUL byte in the search is answered, not a server error', async ({ request }) => {
    expect((await request.get('/api/public/search?q=%EA%B0%95%00')).status()).toBe(400);
    // The page drops control characters from the address and searches for what is left.
    const page = await request.get('/search?q=%EA%B0%95%00');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('value="강"');
  });

  test('a 30 MB body is refused with 413 (never read whole), and the next request is served', async ({
    request,
    baseURL,
  }) => {
    const big = `{"user_id":"${'a'.repeat(30 * 1024 * 1024)}"}`;
    const res = await request.post('/api/partner/login', {
      data: big,
      headers: { origin: baseURL!, 'content-type': 'application/json' },
    });
    expect(res.status()).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await request.get('/api/public/specialties')).status()).toBe(200);
  });
});
