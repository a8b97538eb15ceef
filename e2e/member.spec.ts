import { expect, test } from './helpers/test';
import { memberState } from './helpers/auth-state';
import { devLogin } from './helpers/login';

test.describe('member journeys (dev provider)', () => {
  test('log in from the bookmark button, bookmark a clinic, see it on /bookmark, remove it', async ({ page }) => {
    const clinic = ((await (await page.request.get('/api/public/clinics/3')).json()) as { data: { name: string } })
      .data;
    await page.goto('/contents/clinic/3');
    await page.getByRole('button', { name: '찜하기' }).click();
    await expect(page.getByRole('dialog', { name: '로그인이 필요한 서비스입니다' })).toBeVisible();
    await devLogin(page, '피부요정');
    await expect(page.getByRole('dialog', { name: '로그인이 필요한 서비스입니다' })).toBeHidden();

    // Start from "not bookmarked" whatever an earlier run left.
    const heart = page.getByRole('button', { name: /찜하기|찜 해제하기/ });
    await expect(heart).toBeEnabled();
    if ((await heart.getAttribute('aria-pressed')) === 'true') {
      await heart.click();
      await expect(page.getByRole('button', { name: '찜하기' })).toBeVisible();
    }
    await page.getByRole('button', { name: '찜하기' }).click();
    await expect(page.getByText('찜 목록에 추가되었습니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '찜 해제하기' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/bookmark');
    await expect(page.getByTestId('bookmarks-clinics').getByText(clinic.name)).toBeVisible();

    await page.goto('/contents/clinic/3');
    await page.getByRole('button', { name: '찜 해제하기' }).click();
    await expect(page.getByText('찜 목록에서 삭제되었습니다.')).toBeVisible();
    await page.goto('/bookmark');
    await expect(page.getByText(clinic.name)).toHaveCount(0);
  });

  test.describe('as a saved member', () => {
    test.use({ storageState: memberState('반짝이는하루') });
    test('book a consultation from an event page and see it on /counsel with its state label', async ({ page }) => {
      const note = `보톡스 상담 원해요 ${Date.now()}`;
      await page.goto('/contents/event/2');
      await page.getByRole('button', { name: '상담 신청하기' }).click();
      const dialog = page.getByRole('dialog', { name: '상담 신청하기' });
      const textarea = dialog.getByLabel('문의 내용');
      expect(await textarea.getAttribute('rows')).toBe('5');
      await expect(dialog.getByText('LINE 상담을 원하시면 LINE ID를 함께 남겨 주세요.')).toBeVisible();
      await textarea.fill(note);
      await dialog.getByRole('button', { name: '상담 신청하기' }).click();
      await expect(page.getByText('상담이 신청되었습니다.').first()).toBeVisible();

      await page.goto('/counsel');
      const first = page.getByTestId('counsel-list').getByRole('listitem').first();
      await expect(first).toContainText('병원 확인 대기');
      await first.getByRole('link').click();
      await expect(page.getByText(note)).toBeVisible();
      await expect(page.getByRole('link', { name: '리뷰 작성하기' })).toHaveAttribute('href', /\/review\/editor\/\d+$/);
    });
  });

  test('change the nickname, hit the duplicate case, log out', async ({ page }) => {
    await page.goto('/login');
    await devLogin(page, '쌍수후기러');
    await expect(page).toHaveURL(/\/my-page$/);
    await page.getByRole('link', { name: '닉네임 변경' }).click();
    const input = page.getByLabel('닉네임');
    await input.fill('');
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByText('닉네임을 입력해 주세요.')).toBeVisible();
    await input.fill('물광피부');
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByText('이미 사용 중인 닉네임입니다.')).toBeVisible();
    await input.fill('쌍수후기러');
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByText('닉네임이 변경되었습니다.')).toBeVisible();
    await expect(page.getByRole('heading', { name: '쌍수후기러' })).toBeVisible();

    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByText('로그아웃되었습니다.')).toBeVisible();
    await page.goto('/my-page');
    await expect(page.getByText('로그인이 필요한 서비스입니다.')).toBeVisible();
  });
});

test.describe('member area', () => {
  test('every member page is noindex and answers a visitor with the login page from the server', async ({
    request,
  }) => {
    for (const [path, title] of [
      ['/bookmark', '찜'],
      ['/counsel', '상담 내역'],
      ['/counsel/1', '상담 내역'],
      ['/my-page', '마이페이지'],
      ['/my-page/reviews', '작성한 리뷰'],
      ['/reset-nickname', '닉네임 설정'],
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
      // The gate is decided on the server: the first HTML already says a login is needed, under the area's title.
      expect(html, path).toContain('로그인이 필요한 서비스입니다.');
      expect(html, path).toContain(`<span aria-current="page" title="${title}">${title}</span>`);
    }
  });
});

test.describe('BFF security', () => {
  test('member calls need a session; forged cookies are refused', async ({ request, playwright, baseURL }) => {
    expect((await request.get('/api/member/bookmarks')).status()).toBe(401);
    expect((await request.get('/api/member/counsels/1')).status()).toBe(401);
    const forged = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: 'session=Fe26.2**forged**value' },
    });
    expect((await forged.get('/api/member/bookmarks')).status()).toBe(401);
    expect(((await (await forged.get('/api/auth/session')).json()) as { member: unknown }).member).toBeNull();
    await forged.dispose();
  });

  test('cross-origin and GET requests to state-changing routes are refused', async ({ request }) => {
    const body = { bookmarkableId: 1, bookmarkableType: 'CLINIC' };
    expect(
      (
        await request.post('/api/member/bookmarks', { data: body, headers: { origin: 'https://evil.example' } })
      ).status(),
    ).toBe(403);
    expect((await request.post('/api/member/bookmarks', { data: body, headers: { origin: 'null' } })).status()).toBe(
      403,
    );
    expect(
      (
        await request.post('/api/member/bookmarks', { data: body, headers: { 'sec-fetch-site': 'cross-site' } })
      ).status(),
    ).toBe(403);
    expect(
      (
        await request.post('/api/auth/logout', {
          headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
        })
      ).status(),
    ).toBe(403);
    expect((await request.get('/api/auth/logout')).status()).toBe(405);
    expect((await request.get('/api/auth/callback/line')).status()).toBe(405);
  });

  test('logged-in cookie: httpOnly, SameSite=Lax, small; replay after logout is refused', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    await page.goto('/login');
    await devLogin(page, '다이어트중');
    const cookie = (await context.cookies()).find((c) => c.name === 'session' || c.name === '__Host-session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value.length + cookie.name.length).toBeLessThan(4096);
    expect(await page.evaluate(() => document.cookie)).not.toContain(cookie.name);

    const copied = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect((await copied.get('/api/member/bookmarks')).status()).toBe(200);
    // Proxy-bypass header and RSC variants change nothing: the handler checks the session itself.
    const anonymous = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy', rsc: '1' },
    });
    expect((await anonymous.get('/api/member/bookmarks')).status()).toBe(401);
    expect((await anonymous.get('/api/member/bookmarks?_rsc=1')).status()).toBe(401);
    await anonymous.dispose();

    await page.goto('/my-page');
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByText('로그아웃되었습니다.')).toBeVisible();
    expect((await copied.get('/api/member/bookmarks')).status()).toBe(401);
    await copied.dispose();
  });

  test('signing out while the page is still loading its data: the toast and the home page, not the login page', async ({
    page,
  }) => {
    await page.goto('/login');
    await devLogin(page, '다이어트중');
    // /my-page's own list (its reviews, for the recovery check-ins) answers slowly: it is still in flight when
    // the member taps 로그아웃, and its answer is the 401 of that sign-out.
    await page.route('**/api/member/reviews?*', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    // And the sign-out's answer takes a while (CI's busy machine): the session has ended on the server, the bell's
    // poll (every 3 s) meets that meanwhile, and its 401 is not a reason to go to /login either.
    await page.route('**/api/auth/logout', async (route) => {
      const response = await route.fetch();
      await new Promise((r) => setTimeout(r, 4000));
      await route.fulfill({ response });
    });
    await page.goto('/my-page'); // waits for hydration
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByText('로그아웃되었습니다.')).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/home$/);
    await page.waitForTimeout(2000); // the slow answers have come
    await expect(page).toHaveURL(/\/home$/);
  });

  test('member calls check their input like the backend: 400 naming the field, JSON 404 for an unknown call', async ({
    page,
    baseURL,
  }) => {
    const headers = { origin: baseURL! };
    // Without a session a well-formed call is a 401, whatever it asks.
    expect(
      (
        await page.request.post('/api/member/counsels', {
          data: { clinic_id: 1, sourceType: 'CLINIC', sourceId: 1 },
          headers,
        })
      ).status(),
    ).toBe(401);
    await page.goto('/login');
    await devLogin(page, '다이어트중');
    const bad = await page.request.post('/api/member/counsels', {
      data: { clinic_id: 'x', sourceType: 'SHOP', sourceId: 1 },
      headers,
    });
    expect(bad.status()).toBe(400);
    const body = (await bad.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields).sort()).toEqual(['clinic_id', 'sourceType']);
    const notJson = await page.request.post('/api/member/bookmarks', {
      data: '{"bookmarkableId":',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(notJson.status()).toBe(400);
    const longName = await page.request.patch('/api/member/1', { data: { nickname: '가'.repeat(21) }, headers });
    expect(((await longName.json()) as { error: { fields: Record<string, string> } }).error.fields.nickname).toMatch(
      /at most 20/,
    );
    const unknown = await page.request.get('/api/member/no/such/call');
    expect(unknown.status()).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await page.request.get('/api/member/counsels/abc')).status()).toBe(400);
  });

  test('a login message from a foreign origin is ignored', async ({ page }) => {
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    let sessionCalls = 0;
    page.on('request', (r) => r.url().endsWith('/api/auth/session') && sessionCalls++);
    await page.evaluate(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'auth', status: 'success', provider: 'line' },
          origin: 'https://evil.example',
        }),
      ),
    );
    await page.waitForTimeout(500);
    expect(sessionCalls).toBe(0);
    await expect(page.getByText('로그인되었습니다.')).toHaveCount(0);
  });
});
