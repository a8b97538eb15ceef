import { memberState } from './helpers/auth-state';
import { expect, test } from './helpers/test';

// The server's page cache (docs/page-cache.md) as visitors meet it: public pages come from the cache,
// a member's new review is on its clinic page the moment it is saved, other pages stay cached, and only
// anonymous documents are offered to a CDN.

const reviewTab = (id: number) => `/contents/clinic/${id}?tabId=review`;
const CDN = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

test.describe('page cache', () => {
  test.use({ storageState: memberState('꿀피부되고싶다') });

  test('a new review is on its clinic page at once; an unrelated clinic page is still served from the cache', async ({
    page,
    baseURL,
    playwright,
  }) => {
    // A visitor without cookies (the runner would otherwise give this context the member's saved state).
    const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const [reviewed, unrelated] = [11, 12];
    for (const id of [reviewed, unrelated]) await visitor.get(reviewTab(id)); // the first visit renders and keeps it
    const cached = await visitor.get(reviewTab(unrelated));
    expect(cached.headers()['x-page-cache']).toBe('HIT');
    expect(cached.headers()['cache-control']).toBe(CDN);
    const before = await visitor.get(reviewTab(reviewed));
    expect(before.headers()['x-page-cache']).toBe('HIT');

    // The member books and writes a review (through the web app's API, as the editor does).
    const origin = { origin: baseURL! };
    const booked = await page.request.post('/api/member/counsels', {
      data: { clinic_id: reviewed, sourceType: 'CLINIC', sourceId: reviewed, content: '' },
      headers: origin,
    });
    expect(booked.status()).toBe(201);
    const counselId = ((await booked.json()) as { data: { id: number } }).data.id;
    const title = `캐시 확인 후기 ${Date.now()}`;
    const saved = await page.request.post('/api/member/reviews', {
      data: {
        counsel_id: counselId,
        clinic_id: reviewed,
        event_id: null,
        doctors: [],
        treatments: [],
        title,
        content: '저장하자마자 병원 페이지에 보여야 해요.',
        rating: 5,
        beforePhotos: [],
        afterPhotos: [],
        incentive: false,
      },
      headers: origin,
    });
    expect(saved.status()).toBe(201);

    // Right after: the member sees it on the clinic page, and so does the next visitor.
    await page.goto(reviewTab(reviewed));
    await expect(page.locator('article.review-card', { hasText: title })).toBeVisible();
    expect(await (await visitor.get(reviewTab(reviewed))).text()).toContain(title);
    // The other clinic was not rendered again.
    const still = await visitor.get(reviewTab(unrelated));
    expect(still.headers()['x-page-cache']).toBe('HIT');
    expect(Number(still.headers().age)).toBeGreaterThanOrEqual(0);

    // A member's request gets the same page, but never with headers a CDN could keep.
    const asMember = await page.request.get(reviewTab(unrelated));
    expect(asMember.headers()['x-page-cache']).toBe('HIT');
    expect(asMember.headers()['cache-control']).toMatch(/^private, no-cache, no-store/);
    // Member pages and the API are never cached.
    const myPage = await page.request.get('/my-page');
    expect(myPage.headers()['x-page-cache']).toBeUndefined();
    expect(myPage.headers()['cache-control']).toMatch(/no-store/);
    expect((await visitor.get('/api/public/clinics/11')).headers()['x-page-cache']).toBeUndefined();
    await visitor.dispose();
  });

  test('tapping between cached pages, back, forward and a language change show the right page', async ({ page }) => {
    await page.goto('/contents?tabId=clinics');
    await page.goto('/contents?tabId=clinics'); // now from the cache
    const card = page.locator('a[href^="/contents/clinic/"]').first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const name = (await page.getByRole('heading', { level: 1 }).first().textContent())!;
    await page.goBack();
    await expect(page).toHaveURL(/\/contents\?tabId=clinics$/);
    await expect(page.locator(`a[href="${href}"]`).first()).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(name);
    // The Japanese page is its own cached page, not the Korean one, and back again.
    await page.goto(`${href}?lang=ja`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('tab', { name: '口コミ', exact: true })).toBeVisible();
    await page.goto(href);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('tab', { name: '리뷰', exact: true })).toBeVisible();
  });

  test('an unsigned page-cache notification is refused', async ({ request }) => {
    const res = await request.post('/api/internal/page-cache', { data: { tags: ['all'] } });
    expect(res.status()).toBe(401);
  });
});
