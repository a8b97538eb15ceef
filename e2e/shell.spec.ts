import { E2E_METRICS_TOKEN } from '../playwright.config';
import { expect, test } from './helpers/test';

test.describe('app shell', () => {
  test('/ redirects to /home and shows popular reviews with the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: '인기 리뷰' })).toBeVisible();
    await expect(page.locator('.review-card').first()).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer.getByText('주식회사 뷰티노트', { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: '병원 입점 신청' })).toHaveAttribute('href', '/partners');
  });

  test('bottom navigation highlights the entry the path starts with', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: '주요 메뉴' });
    await page.goto('/home');
    await expect(nav.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: '탐색' }).click();
    await expect(page).toHaveURL(/\/contents$/);
    await expect(nav.getByRole('link', { name: '탐색' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: '마이페이지' }).click();
    await expect(page).toHaveURL(/\/my-page$/);
    await expect(nav.getByRole('link', { name: '마이페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('로그인이 필요한 서비스입니다.')).toBeVisible();
  });

  test('unknown routes show the error page with status and message', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
    // The status line speaks the user's language; the title stays the spec's English.
    await expect(page.getByText('페이지를 찾을 수 없음', { exact: true })).toBeVisible();
    await expect(page.getByText('요청하신 페이지가 없거나 주소가 바뀌었을 수 있습니다.')).toBeVisible();
    await expect(page.getByText('Not Found')).toHaveCount(0);
    await page.goto('/no/such/page?lang=ja');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('ページが見つかりません', { exact: true })).toBeVisible();
    await page.goto('/no/such/page?lang=en');
    await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  });

  test('?lang=ja shows Japanese and links keep the language', async ({ page }) => {
    await page.goto('/home?lang=ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const nav = page.getByRole('navigation', { name: 'メインメニュー' });
    await expect(nav.getByRole('link', { name: '探す' })).toHaveAttribute('href', '/contents?lang=ja');
    await expect(page.getByRole('heading', { name: '人気の口コミ' })).toBeVisible();
    await nav.getByRole('link', { name: '探す' }).click();
    await expect(page).toHaveURL(/\/contents\?lang=ja$/);
    await expect(page.getByRole('tab', { name: 'クリニック' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/件のクリニックが見つかりました/)).toBeVisible();
  });

  test('tabs keep tabId in the query and survive a reload', async ({ page }) => {
    await page.goto('/contents');
    await expect(page.getByRole('tab', { name: '병원' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: '의사' }).click();
    await expect(page).toHaveURL(/tabId=doctors/);
    await expect(page.getByText(/명의 의사가 검색되었습니다/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: '의사' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: '리뷰' }).click();
    await expect(page).toHaveURL(/tabId=reviews/);
    await expect(page.getByText(/개의 리뷰가 검색되었습니다/)).toBeVisible();
  });

  test('navigation scrolls to the top', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('.review-card').nth(3)).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '찜' }).click();
    await expect(page).toHaveURL(/\/bookmark$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('footer pages are real pages', async ({ page }) => {
    for (const [path, heading] of <[string, string | RegExp][]>[
      ['/terms', '이용약관'],
      ['/privacy', /개인정보 ?처리방침/],
      ['/location-terms', '위치기반서비스 이용약관'],
      ['/partners', '병원 입점 신청'],
      ['/customer-center', '고객센터'],
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    }
  });

  test('the search icon opens the search dialog and Escape closes it', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: '통합 검색 열기' }).click();
    const dialog = page.getByRole('dialog', { name: '통합 검색' });
    await expect(dialog.getByPlaceholder('검색어를 입력하세요')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('REST API through the web app', () => {
  test('public calls answer at /api/<spec path>, bad input is a 400 naming the field', async ({ request }) => {
    const ok = await request.get('/api/public/clinics?offset=0&limit=5');
    expect(ok.status()).toBe(200);
    const body = await ok.json();
    expect(body.data).toHaveLength(5);
    expect(body.total).toBeGreaterThanOrEqual(40);
    const bad = await request.get('/api/public/reviews?limit=abc');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('limit');
    expect((await request.get('/api/public/clinics/99999')).status()).toBe(404);
    expect((await request.post('/api/public/clinics')).status()).toBe(405);
    const doc = await request.get('/api/openapi.json');
    expect((await doc.json()).openapi).toBe('3.1.0');
  });

  test('/healthz and /readyz: the process, then its database, Redis and storage; never stored', async ({ request }) => {
    const live = await request.get('/healthz');
    expect(live.status()).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await request.get('/readyz?lang=ja');
    expect(ready.status()).toBe(200);
    expect(ready.headers()['cache-control']).toBe('no-store');
    const body = await ready.json();
    expect(body.status).toBe('ready');
    expect(body.checks).toMatchObject({ database: 'ok', backend: 'not configured', shutdown: 'ok' });
    // Not a page: the page cache never saw it.
    expect(ready.headers()['x-page-cache']).toBeUndefined();
  });

  test('/metrics with its token counts pages by section and page-cache result; without it 401', async ({ request }) => {
    await request.get('/home');
    await request.get('/home');
    expect((await request.get('/metrics')).status()).toBe(401);
    const res = await request.get('/metrics', { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
    expect(res.status()).toBe(200);
    const text = await res.text();
    const value = (prefix: string, labels: string[]) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(prefix) && labels.every((x) => l.includes(x)))
          ?.split(' ')
          .pop() ?? 0,
      );
    expect(
      value('http_request_duration_seconds_count{', ['service="web"', 'route="/home"', 'status="200"']),
    ).toBeGreaterThanOrEqual(2);
    expect(value('page_cache_requests_total{', ['result="HIT"'])).toBeGreaterThanOrEqual(1);
    // The in-process backend's calls, by route template.
    expect(text).toContain('service="backend"');
    expect(text).not.toContain('route="/metrics"');
  });

  test('seeded images are served with nosniff', async ({ request }) => {
    const res = await request.get('/files/seed/review-before-1.webp');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  });
});
