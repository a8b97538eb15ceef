import type { Browser, Page, TestInfo } from '@playwright/test';
import { memberState } from './auth-state';
import { expect } from './test';

/**
 * A page in a browser of its own, the project's size and language: signed in as the demo member `member` (a saved
 * login of the run's setup), or signed in as no one. The browser closes with the page.
 */
export async function pageOf(browser: Browser, info: TestInfo, member?: string): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId } = info.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale,
    timezoneId,
    ...(member ? { storageState: memberState(member) } : {}),
  });
  const page = await context.newPage();
  page.on('close', () => void context.close());
  return page;
}

/** Signs in to the partner console as the demo staff account of clinic `clinic` and waits for its home. */
export async function signInStaff(page: Page, clinic: number, password = 'partner1234'): Promise<void> {
  await page.goto('/partner/login');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('아이디', { exact: true }).fill(`clinic${clinic}`);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/partner$/);
}
