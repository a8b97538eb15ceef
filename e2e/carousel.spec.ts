import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './helpers/test';

interface ClinicDetail {
  id: number;
  bannerImage: { url: string } | null;
  introductionImages: { url: string }[];
}

/** A seeded clinic whose banner carousel (its banner and introduction images) has three or more slides, to loop. */
async function clinicWithSlides(request: APIRequestContext): Promise<{ id: number; slides: number }> {
  const list = (await (await request.get('/api/public/clinics?limit=30')).json()) as { data: { id: number }[] };
  for (const { id } of list.data) {
    const { data } = (await (await request.get(`/api/public/clinics/${id}`)).json()) as { data: ClinicDetail };
    const slides = (data.bannerImage?.url ? 1 : 0) + data.introductionImages.filter((i) => i.url).length;
    if (slides >= 3) return { id, slides };
  }
  throw new Error('no seeded clinic has three or more banner images');
}

/** Resolves once the browser has been idle twice (the carousel's code is fetched when it is first idle). */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestIdleCallback(() => requestIdleCallback(() => done(), { timeout: 3000 }), { timeout: 3000 }),
      ),
  );

test.describe('clinic banner carousel', () => {
  test('nothing moves the slides until the carousel is touched; a swipe made before it starts is carried out, then the arrows loop', async ({
    page,
    request,
  }) => {
    const { id, slides } = await clinicWithSlides(request);
    await page.goto(`/contents/clinic/${id}`);
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    const track = carousel.locator('[aria-roledescription="slide"]').first().locator('..');
    await expect(carousel.getByText(`1 / ${slides}`, { exact: true })).toBeVisible();

    // Loaded and idle, untouched: the engine has not started (it positions the track as it does).
    await page.waitForLoadState('load');
    await idle(page);
    await expect(track).not.toHaveAttribute('style', /transform/);

    // The first gesture is a swipe to the left across the first slide.
    const box = (await carousel.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 6 });
    await page.mouse.up();
    await expect(carousel.getByText(`2 / ${slides}`, { exact: true })).toBeVisible();
    await expect(track).toHaveAttribute('style', /transform/);

    // The arrows: next (looping past the last slide), then previous.
    await carousel.getByRole('button', { name: '다음 이미지' }).click();
    await expect(carousel.getByText(`${(2 % slides) + 1} / ${slides}`, { exact: true })).toBeVisible();
    await carousel.getByRole('button', { name: '이전 이미지' }).click();
    await expect(carousel.getByText(`2 / ${slides}`, { exact: true })).toBeVisible();
  });

  test('a tap on an arrow as the first thing on the page moves the carousel once', async ({ page, request }) => {
    const { id, slides } = await clinicWithSlides(request);
    await page.goto(`/contents/clinic/${id}`);
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    await carousel.getByRole('button', { name: '이전 이미지' }).click();
    // Looping: before the first slide is the last.
    await expect(carousel.getByText(`${slides} / ${slides}`, { exact: true })).toBeVisible();
    await carousel.getByRole('button', { name: '다음 이미지' }).click();
    await expect(carousel.getByText(`1 / ${slides}`, { exact: true })).toBeVisible();
  });
});
