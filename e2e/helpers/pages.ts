import { devices, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { generateSync } from 'otplib';
import { DEMO_OPERATOR } from '../../backend/db/seed/demo-accounts';
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

/** A page in a laptop browser of its own (1280×800, mouse, desktop Chrome): how operators work. */
export async function laptopPage(browser: Browser, info: TestInfo): Promise<Page> {
  const { baseURL, locale, timezoneId } = info.project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    userAgent: devices['Desktop Chrome'].userAgent,
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
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

/**
 * Signs in to the operator console (/admin) as a demo operator with its TOTP code and waits for `landing`. A code
 * is accepted once: when another test just used this window's code, the next window's is tried.
 */
export async function signInOperator(
  page: Page,
  operator: { userId: string; password: string; totpSecret: string } = DEMO_OPERATOR,
  landing: RegExp = /\/admin$/,
): Promise<void> {
  await page.goto('/admin/login');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('아이디', { exact: true }).fill(operator.userId);
  await page.getByLabel('비밀번호', { exact: true }).fill(operator.password);
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel('인증 코드 (6자리)').fill(generateSync({ secret: operator.totpSecret }));
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    const outcome = await Promise.race([
      page.waitForURL(landing, { timeout: 15_000 }).then(() => 'in' as const),
      page
        .getByRole('alert')
        .filter({ hasText: '올바르지 않습니다' })
        .waitFor({ timeout: 15_000 })
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
    // Waiting for the next 30-second window is not the journey being slow: the test gets that time on top.
    test.info().setTimeout(test.info().timeout + 35_000);
    await page.waitForTimeout((30 - (Math.floor(Date.now() / 1000) % 30) + 1) * 1000);
  }
  throw new Error(`operator ${operator.userId} could not sign in`);
}
