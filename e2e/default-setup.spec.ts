import { defaultSetupURL } from '../playwright.config';
import { memberState } from './helpers/auth-state';
import { expect, test } from './helpers/test';

// The app as `npm start` runs it on a fresh clone: no login provider configured but the dev one, no LINE account.
test.describe('default setup (npm start, nothing configured)', () => {
  test.use({ baseURL: defaultSetupURL });

  test('the login modal and page offer only the dev login: no button that cannot work, and one line on why', async ({
    page,
  }) => {
    await page.goto('/contents/clinic/1');
    await page.getByRole('button', { name: '찜하기' }).click();
    const dialog = page.getByRole('dialog', { name: '로그인이 필요한 서비스입니다' });
    await expect(dialog.getByRole('button', { name: /로그인/ })).toHaveText(['개발용 로그인']);
    await expect(
      dialog.getByText('LINE·Google·Kakao 로그인은 이 데모에 연결되어 있지 않아요.', { exact: false }),
    ).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('main').getByRole('button', { name: /로그인/ })).toHaveText(['개발용 로그인']);
    // What the buttons are built from: the backend's configured providers.
    expect(await (await page.request.get('/api/auth/providers')).json()).toEqual({ data: [{ id: 'dev' }] });
  });

  test.describe('as a member', () => {
    test.use({ storageState: memberState('반짝이는하루', 'default') });
    test('after booking, no LINE button that cannot work: one line on why, and the way to the answer', async ({
      page,
    }) => {
      await page.goto('/contents/clinic/2');
      await page.getByRole('button', { name: '상담 신청하기' }).click();
      const dialog = page.getByRole('dialog', { name: '상담 신청하기' });
      await dialog.getByLabel('문의 내용').fill('LINE으로 상담 받고 싶어요');
      await dialog.getByRole('button', { name: '상담 신청하기' }).click();
      await expect(dialog.getByText('LINE 상담은 아직 연결되지 않았어요.', { exact: false })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'LINE 친구 추가하고 상담 받기' })).toHaveCount(0);
      await dialog.getByRole('link', { name: '상담 내역 보기' }).click();
      await expect(page).toHaveURL(/\/counsel$/);
      await expect(page.getByTestId('counsel-list').getByRole('listitem').first()).toBeVisible();
      // The page that used to apologise is gone.
      expect((await page.request.get('/line-friend')).status()).toBe(404);
    });
  });
});

test.describe('configured setup (every provider, LINE_FRIEND_URL)', () => {
  test('the login page offers every configured provider (and the dev login), English labels in one wording', async ({
    page,
  }) => {
    await page.goto('/login?lang=en');
    await expect(page.getByRole('main').getByRole('button', { name: /^Log in with/ })).toHaveText([
      'Log in with LINE',
      'Log in with Google',
      'Log in with Kakao',
      'Log in with NAVER',
      'Log in with Apple',
      'Log in with a demo account (dev)',
    ]);
  });

  test.describe('as a member', () => {
    test.use({ storageState: memberState('반짝이는하루') });
    test('after booking, the LINE friend button opens the configured link', async ({ page }) => {
      await page.goto('/contents/clinic/2');
      await page.getByRole('button', { name: '상담 신청하기' }).click();
      const dialog = page.getByRole('dialog', { name: '상담 신청하기' });
      await dialog.getByLabel('문의 내용').fill('LINE ID: beauty123');
      await dialog.getByRole('button', { name: '상담 신청하기' }).click();
      const line = dialog.getByRole('link', { name: 'LINE 친구 추가하고 상담 받기' });
      await expect(line).toHaveAttribute('href', 'https://line.me/R/ti/p/@beautynote-test');
      await expect(line).toHaveAttribute('target', '_blank');
    });
  });
});
