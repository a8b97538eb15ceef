import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './helpers/test';

const PAGES = [
  '/home',
  '/contents',
  '/contents?tabId=reviews',
  '/contents?specialtyId=1&tabId=doctors',
  '/contents/clinic/1',
  '/contents/clinic/1?tabId=review',
  '/contents/doctor/1',
  '/contents/event/1',
  '/contents/review/1',
  '/home?lang=ja',
  '/search?q=prp',
  '/search?q=%EC%9D%98%EC%9B%90&section=clinics',
  '/terms',
  '/privacy',
  '/partners',
  '/transparency',
  '/trust/price',
  '/trust/answer-time',
  '/trust/side-effects',
  '/contents/treatment/114',
  '/admin/login',
  '/no-such-page',
  '/login',
  '/my-page',
  '/bookmark',
  '/partner/login',
];

// The partner console's pages, signed in as the staff of a clinic no other journey changes.
const CONSOLE = [
  '/partner',
  '/partner/clinic',
  '/partner/doctors',
  '/partner/doctors/new',
  '/partner/events',
  '/partner/events/new',
  '/partner/counsels',
  '/partner/reviews',
  '/partner/figures',
  '/partner/reset-password',
];

test.describe('accessibility (axe)', () => {
  for (const path of PAGES) {
    test(`no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('no serious or critical violation on the partner console pages', async ({ page }) => {
    test.slow(); // one sign-in and an axe run per console page
    await page.goto('/partner/login');
    await page.getByLabel('아이디', { exact: true }).fill('clinic30');
    await page.getByLabel('비밀번호', { exact: true }).fill('partner1234');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/partner$/);
    for (const path of CONSOLE) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });

  test('no serious violation with the search and picker dialogs open', async ({ page }) => {
    await page.goto('/contents');
    await page.getByRole('button', { name: '필터 추가' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    let serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '통합 검색 열기' }).click();
    await page.getByPlaceholder('검색어를 입력하세요').fill('의원');
    await expect(page.getByRole('region', { name: '병원' })).toBeVisible();
    serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
