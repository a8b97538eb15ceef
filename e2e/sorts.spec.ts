import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';

// The explore hub's sort control (docs/product.md#explore-hub-contents), at the phone size of playwright.config.ts.

const eventList = (page: Page) => page.getByTestId('events-list');
const sortNav = (page: Page) => page.getByRole('navigation', { name: '정렬' });

/** The prices the event cards show ('12,000원'), in card order; cards without a price are skipped. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await eventList(page).locator('.price__now').allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^0-9]/g, '')));
}

const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] <= x);

test('events sorted by price stay sorted through reload and back', async ({ page }) => {
  await page.goto('/contents?tabId=events');
  await expect(sortNav(page).getByRole('link', { name: '추천' })).toHaveAttribute('aria-current', 'true');
  const recommended = await shownPrices(page);

  await sortNav(page).getByRole('link', { name: '가격 낮은 순' }).click();
  await expect(page).toHaveURL(/[?&]sort=price\b/);
  await expect(page).toHaveURL(/[?&]tabId=events\b/);
  await expect(sortNav(page).getByRole('link', { name: '가격 낮은 순' })).toHaveAttribute('aria-current', 'true');
  await expect.poll(async () => ascending(await shownPrices(page))).toBe(true);
  const sorted = await shownPrices(page);
  expect(sorted.length).toBeGreaterThan(5);
  // The seed's default order is not already by price, so the control changed something.
  expect(sorted).not.toEqual(recommended);
  await page.screenshot({ path: '/tmp/sorts-events-price.png' });

  // Further pages continue the same order.
  await page.mouse.wheel(0, 20_000);
  await expect.poll(async () => (await shownPrices(page)).length, { timeout: 15_000 }).toBeGreaterThan(sorted.length);
  expect(ascending(await shownPrices(page))).toBe(true);

  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(sortNav(page).getByRole('link', { name: '가격 낮은 순' })).toHaveAttribute('aria-current', 'true');
  expect((await shownPrices(page)).slice(0, sorted.length)).toEqual(sorted);

  await eventList(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/contents\/event\/\d+/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]sort=price\b/);
  await expect(sortNav(page).getByRole('link', { name: '가격 낮은 순' })).toHaveAttribute('aria-current', 'true');
  expect((await shownPrices(page)).slice(0, sorted.length)).toEqual(sorted);
});

test('a bad sort in the URL shows the default order', async ({ page }) => {
  await page.goto('/contents?tabId=events');
  const recommended = await shownPrices(page);
  for (const bad of ['cheapest', 'rating_desc', '']) {
    await page.goto(`/contents?tabId=events&sort=${bad}`);
    await expect(sortNav(page).getByRole('link', { name: '추천' })).toHaveAttribute('aria-current', 'true');
    expect(await shownPrices(page)).toEqual(recommended);
  }
});

test('switching tab drops a sort the new tab does not offer; filters keep the sort', async ({ page }) => {
  await page.goto('/contents?tabId=reviews&sort=rating_asc&specialtyId=1');
  const nav = page.getByRole('navigation', { name: '정렬' });
  await expect(nav.getByRole('link', { name: '평점 낮은 순' })).toHaveAttribute('aria-current', 'true');
  await expect(nav.getByRole('link')).toHaveText(['최신 순', '평점 높은 순', '평점 낮은 순', '사진 리뷰']);
  await page.screenshot({ path: '/tmp/sorts-reviews.png' });
  await page.getByRole('tablist').getByRole('tab', { name: '병원', exact: true }).click();
  await expect(page).toHaveURL(/tabId=clinics/);
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page).toHaveURL(/specialtyId=1/);
  await expect(nav.getByRole('link', { name: '추천' })).toHaveAttribute('aria-current', 'true');
  await page.screenshot({ path: '/tmp/sorts-clinics.png' });
});
