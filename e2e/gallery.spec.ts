import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './helpers/test';

interface ReviewRow {
  id: number;
  title: string;
  beforePhotos: unknown[];
  afterPhotos: unknown[];
}

/** A seeded review with at least two before/after photos (the first one usually has). */
async function reviewWithPhotos(request: APIRequestContext): Promise<{ id: number; title: string; count: number }> {
  for (const limit of [1, 50]) {
    const res = await request.get(`/api/public/reviews?limit=${limit}`);
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: ReviewRow[]; total: number };
    const found = data.find((r) => r.beforePhotos.length + r.afterPhotos.length >= 2);
    if (found) return { id: found.id, title: found.title, count: found.beforePhotos.length + found.afterPhotos.length };
  }
  throw new Error('no seeded review has two or more photos');
}

const thumbnails = (page: Page) => page.getByRole('button', { name: /사진 \d+ 크게 보기$/ });

test.describe('before/after photo gallery', () => {
  test('a thumbnail opens the full-screen gallery; next, arrow keys, Escape and the close button', async ({
    page,
    request,
  }) => {
    const review = await reviewWithPhotos(request);
    const res = await page.goto(`/contents/review/${review.id}`);
    expect(res?.status()).toBe(200);

    const thumbs = thumbnails(page);
    await expect(thumbs).toHaveCount(review.count);
    await expect(thumbs.first()).toHaveAccessibleName(
      new RegExp(`^${escapeRegExp(review.title)} (전|후) 사진 1 크게 보기$`),
    );
    await expect(thumbs.first()).toContainText(/^(전|후)$/);

    // Open at the first photo.
    await thumbs.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByText(`1 / ${review.count}`, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // Focus moved into the dialog.
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // The next button moves one photo on; at the first photo "previous" is unavailable.
    await expect(dialog.getByRole('button', { name: '이전 사진' })).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('button', { name: '다음 사진' }).click();
    await expect(dialog.getByText(`2 / ${review.count}`, { exact: true })).toBeVisible();

    // Arrow keys and a swipe (mouse drag) move too.
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`1 / ${review.count}`, { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`2 / ${review.count}`, { exact: true })).toBeVisible();
    const stage = dialog.locator('[aria-roledescription="carousel"]');
    const box = await stage.boundingBox();
    if (box) {
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.3, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.6, y, { steps: 8 });
      await page.mouse.move(box.x + box.width * 0.9, y, { steps: 8 });
      await page.mouse.up();
      await expect(dialog.getByText(`1 / ${review.count}`, { exact: true })).toBeVisible();
      // A drag inside the viewer does not close it.
      await expect(dialog).toBeVisible();
    }

    // Tab stays inside the dialog.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    // No serious accessibility problem in the open gallery.
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Escape closes and focus returns to the thumbnail that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbs.first()).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // Opening the second thumbnail starts there; the close button closes it.
    await thumbs.nth(1).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`2 / ${review.count}`, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: '사진 닫기' }).click();
    await expect(dialog).toBeHidden();
    await expect(thumbs.nth(1)).toBeFocused();
  });
});

test.describe('review cards', () => {
  test('a photo on a review card opens the gallery; the rest of the card opens the review', async ({ page }) => {
    await page.goto('/contents?tabId=reviews');
    const card = page
      .locator('[data-testid="reviews-list"] > li')
      .filter({ has: page.getByRole('button', { name: /사진 \d+ 크게 보기$/ }) })
      .first();
    const title = (await card.locator('.review-card__title').textContent())!.trim();
    const photos = card.getByRole('button', { name: /사진 \d+ 크게 보기$/ });
    const count = await photos.count();
    await expect(photos.first()).toHaveAccessibleName(new RegExp(`^${escapeRegExp(title)} (전|후) 사진 1 크게 보기$`));

    // The last photo opens the full-screen gallery at that photo; the page stays the list.
    const before = page.url();
    await photos.last().click();
    const dialog = page.getByRole('dialog', { name: `${title} 사진` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${count} / ${count}`, { exact: true })).toBeVisible();
    expect(page.url()).toBe(before);
    await dialog.getByRole('button', { name: '사진 닫기' }).click();
    await expect(dialog).toBeHidden();
    await expect(photos.last()).toBeFocused();

    // The title (the rest of the card) still opens the review page.
    await card.getByRole('link', { name: new RegExp(escapeRegExp(title)) }).click();
    await expect(page).toHaveURL(/\/contents\/review\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
