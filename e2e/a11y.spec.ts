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
  '/terms',
  '/privacy',
  '/partners',
  '/no-such-page',
  '/login',
  '/my-page',
  '/bookmark',
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

  test('no serious violation with the search and picker dialogs open', async ({ page }) => {
    await page.goto('/contents');
    await page.getByRole('button', { name: '필터 추가' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    let serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '통합 검색 열기' }).click();
    await page.getByPlaceholder('검색어를 입력하세요').fill('의원');
    await expect(page.getByRole('region', { name: '병원' })).toBeVisible();
    serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
