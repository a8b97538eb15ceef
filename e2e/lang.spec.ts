import type { Page } from '@playwright/test';
import { loginWith } from './helpers/login';
import { expect, test } from './helpers/test';

// Every redirect the app makes keeps the language the person is reading in (?lang=), and after logging in
// on /login the member goes back to the page that sent them there.

const JA = { devButton: '開発用ログイン', loggedIn: 'ログインしました。', loginHeading: 'ログイン' };

async function devLoginJa(page: Page, nickname: string) {
  await loginWith(
    page,
    JA.devButton,
    (popup) => popup.getByRole('button', { name: nickname, exact: true }).click(),
    JA.loggedIn,
  );
}

test.describe('language kept across redirects', () => {
  test('/ → /home and the error page link keep ?lang=ja', async ({ page }) => {
    await page.goto('/?lang=ja');
    await expect(page).toHaveURL(/\/home\?lang=ja$/);
    await page.goto('/no-such-page?lang=ja');
    await expect(page.getByRole('link', { name: 'ホームへ戻る' })).toHaveAttribute('href', '/home?lang=ja');
  });

  test('logging in on /login?lang=ja lands on my page in Japanese', async ({ page }) => {
    await page.goto('/login?lang=ja');
    await expect(page.getByRole('heading', { level: 1, name: JA.loginHeading })).toBeVisible();
    await devLoginJa(page, '피부요정');
    await expect(page).toHaveURL(/\/my-page\?lang=ja$/);
    await expect(page.getByRole('heading', { name: '피부요정' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ログアウト' })).toBeVisible();
  });

  test('a 401 sends a Japanese member to a Japanese /login, and logging in returns to the page', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    await page.goto('/login?lang=ja');
    await devLoginJa(page, '코덕');
    await page.goto('/contents/clinic/2?lang=ja');
    const heart = page.getByRole('button', { name: /お気に入りに追加|お気に入りを解除/ });
    await expect(heart).toBeEnabled();

    // The session is ended elsewhere (a logout with a copy of the cookie revokes it server-side).
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('session'))!;
    const elsewhere = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${cookie.name}=${cookie.value}`, origin: baseURL! },
    });
    expect((await elsewhere.post('/api/auth/logout')).status()).toBe(204);
    await elsewhere.dispose();

    // The tap sends the page to /login by a full navigation; the assertions below wait for it (the click need not).
    // The page's own next member call may meet the 401 first and leave for /login before the tap: then no tap.
    await heart.click({ noWaitAfter: true, timeout: 10_000 }).catch((error: unknown) => {
      if (!/\/login\?/.test(page.url())) throw error;
    });
    await expect(page).toHaveURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('lang')).toBe('ja');
    expect(url.searchParams.get('returnTo')).toBe('/contents/clinic/2?lang=ja');
    await expect(page.getByRole('heading', { level: 1, name: JA.loginHeading })).toBeVisible();

    await devLoginJa(page, '코덕');
    await expect(page).toHaveURL(/\/contents\/clinic\/2\?lang=ja$/);
    await expect(page.getByRole('tab', { name: '情報' })).toBeVisible();
  });

  for (const returnTo of ['https://evil.example/my-page', '//evil.example/my-page', '/\\evil.example']) {
    test(`an outside return address (${returnTo}) is ignored after login`, async ({ page }) => {
      await page.goto(`/login?lang=ja&returnTo=${encodeURIComponent(returnTo)}`);
      await devLoginJa(page, '다이어트중');
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/my-page\?lang=ja$/);
    });
  }

  test('the nickname gate keeps the language and comes back to the page afterwards', async ({ page }) => {
    // Apple shares no nickname: a new Apple member must choose one first.
    await page.goto('/counsel?lang=ja');
    await loginWith(
      page,
      'Appleでサインイン',
      async (popup) => {
        await popup.getByLabel('Test user').fill(`gate${Date.now()}`);
        await popup.getByRole('button', { name: /approve/i }).click();
      },
      JA.loggedIn,
    );
    await expect(page).toHaveURL(/\/reset-nickname\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('lang')).toBe('ja');
    expect(url.searchParams.get('returnTo')).toBe('/counsel');
    await page.getByLabel('ニックネーム').fill(`ゲート${Date.now() % 100000}`);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('ニックネームを変更しました。')).toBeVisible();
    await expect(page).toHaveURL(/\/counsel\?lang=ja$/);
  });

  test('a login finished without its opener goes home in the language it started in', async ({ page }) => {
    await page.goto('/home?lang=ja');
    // Start in this tab (no popup, so the callback page has no opener), as a browser that cut window.opener would.
    const started = await page.evaluate(
      async () => (await (await fetch('/api/auth/dev/start?lang=ja')).json()) as { data: { url: string } },
    );
    await page.goto(started.data.url);
    await expect(page.getByRole('heading', { name: '開発用ログイン' })).toBeVisible();
    await page.getByRole('button', { name: '여름준비', exact: true }).click();
    await expect(page).toHaveURL(/\/home\?lang=ja$/);
    await expect(page.getByText('新しいブラウザでログインしました。')).toBeVisible();
  });
});

test.describe('parts opened on demand fetch their messages in the page language', () => {
  test('the search dialog speaks Japanese on a Japanese page and Korean after switching back', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/i18n/')) asked.push(`${url.pathname}?ns=${url.searchParams.get('ns')}`);
    });
    await page.goto('/contents/clinic/1?lang=ja');
    // The page itself carries none of the dialog's messages.
    expect(await page.content()).not.toContain('検索ワードを入力してください');
    await page.getByRole('button', { name: '統合検索を開く' }).click();
    await expect(
      page.getByRole('dialog').getByRole('searchbox', { name: '検索ワードを入力してください' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/contents/clinic/1');
    await page.getByRole('button', { name: '통합 검색 열기' }).click();
    await expect(page.getByRole('dialog').getByRole('searchbox', { name: '검색어를 입력하세요' })).toBeVisible();
    // One request per language, for the dialog's namespace only (nothing else on the page fetches messages).
    expect(asked).toEqual(['/i18n/ja?ns=Search', '/i18n/ko?ns=Search']);
  });

  test('the messages route answers bad input with 400 and field messages, and never a server-only namespace', async ({
    request,
  }) => {
    const ok = await request.get('/i18n/ja?ns=Search,Login');
    expect(ok.status()).toBe(200);
    const body = (await ok.json()) as Record<string, Record<string, unknown>>;
    expect(Object.keys(body).sort()).toEqual(['Login', 'Search']);
    for (const [url, field] of [
      ['/i18n/fr?ns=Search', 'locale'],
      ['/i18n/ko', 'ns'],
      ['/i18n/ko?ns=Legal', 'ns'],
      ['/i18n/ko?ns=Operator', 'ns'],
      ['/i18n/ko?ns=%00%ff', 'ns'],
    ] as const) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(error.code, url).toBe('VALIDATION_ERROR');
      expect(Object.keys(error.fields), url).toEqual([field]);
    }
  });
});
