import { expect, type Page } from '@playwright/test';

/**
 * Logs in through the login modal or page: clicks the provider button, handles the 600×600 popup
 * (`approve` drives the provider's page), and waits for the 'logged in' toast (`loggedIn`) in the opener.
 */
export async function loginWith(
  page: Page,
  buttonName: string | RegExp,
  approve: (popup: Page) => Promise<void>,
  loggedIn = '로그인되었습니다.',
) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: buttonName }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await approve(popup);
  await popup.waitForEvent('close', { timeout: 15_000 });
  await expect(page.getByText(loggedIn)).toBeVisible();
}

/** The dev provider: its consent page lists demo members as buttons. */
export async function devLogin(page: Page, nickname: string) {
  await loginWith(page, '개발용 로그인', async (popup) => {
    await popup.getByRole('button', { name: nickname, exact: true }).click();
  });
}
