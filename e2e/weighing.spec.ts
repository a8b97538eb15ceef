import { memberState } from './helpers/auth-state';
import { expect, test } from './helpers/test';

// What people weigh when choosing a clinic: who wrote a review, how the ratings are spread, and a price
// they can read in their own currency.

const priced = async (request: import('@playwright/test').APIRequestContext) => {
  const { data } = (await (await request.get('/api/public/events?limit=50')).json()) as {
    data: { id: number; eventPrice: number | null }[];
  };
  return data.find((e) => e.eventPrice != null)!;
};

test.describe('weighing a clinic', () => {
  test('a Japanese event page adds an approximate yen price; the Korean page shows won only', async ({
    page,
    request,
  }) => {
    const event = await priced(request);
    await page.goto(`/contents/event/${event.id}?lang=ja`);
    const price = page.locator('.detail-head .price, .price').first();
    await expect(price).toContainText(new Intl.NumberFormat('ko-KR').format(event.eventPrice!));
    const approx = price.locator('.price__approx');
    await expect(approx).toHaveText(/^約￥[\d,]+$/);
    // The configured rate (9.4 won per yen), rounded to 10 yen.
    const yen = Number((await approx.innerText()).replace(/[^\d]/g, ''));
    expect(Math.abs(yen - event.eventPrice! / 9.4)).toBeLessThanOrEqual(5);
    await page.goto(`/contents/event/${event.id}?lang=en`);
    await expect(page.locator('.price__approx').first()).toHaveText(/^≈ \$[\d,]+$/);
    await page.goto(`/contents/event/${event.id}`);
    await expect(page.locator('.price').first()).toBeVisible();
    await expect(page.locator('.price__approx')).toHaveCount(0);
  });

  test("a clinic's review tab shows how its ratings are spread, adding up to its review count", async ({
    page,
    request,
  }) => {
    const { data } = (await (await request.get('/api/public/clinics?limit=1')).json()) as {
      data: { id: number; reviewCount: number }[];
    };
    const clinic = data[0];
    await page.goto(`/contents/clinic/${clinic.id}?tabId=review`);
    const histogram = page.getByRole('region', { name: '별점 분포' });
    await expect(histogram).toBeVisible();
    const rows = histogram.getByRole('listitem');
    await expect(rows).toHaveCount(5);
    const counts = await rows.evaluateAll((items) =>
      items.map((li) => Number(/(\d+)개$/.exec(li.getAttribute('aria-label') ?? '')?.[1])),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(clinic.reviewCount);
    await expect(histogram).toContainText(`리뷰 ${clinic.reviewCount}개`);
  });

  test.describe('as a member', () => {
    test.use({ storageState: memberState('꿀피부되고싶다') });

    test("'도움이 돼요': a tap marks the review once, the count stays after a reload, a second tap takes it back", async ({
      page,
    }) => {
      const { data } = (await (await page.request.get('/api/public/reviews?limit=20')).json()) as {
        data: { id: number; authorNickname: string | null; helpfulCount: number }[];
      };
      const review = data.find((r) => r.authorNickname !== '꿀피부되고싶다')!;
      await page.goto(`/contents/review/${review.id}`);
      const button = page.getByRole('button', { name: /도움이 돼요/ });
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(button).toContainText(`${review.helpfulCount}`);
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(button).toContainText(`${review.helpfulCount + 1}`);
      await page.reload();
      await expect(page.getByRole('button', { name: /도움이 돼요/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: /도움이 돼요/ })).toContainText(`${review.helpfulCount + 1}`);
      // The cached public page was refreshed too: a visitor sees the count.
      const visitor = (await (await page.request.get(`/api/public/reviews/${review.id}`)).json()) as {
        data: { helpfulCount: number };
      };
      expect(visitor.data.helpfulCount).toBe(review.helpfulCount + 1);
      await page.getByRole('button', { name: /도움이 돼요/ }).click();
      await expect(page.getByRole('button', { name: /도움이 돼요/ })).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('button', { name: /도움이 돼요/ })).toContainText(`${review.helpfulCount}`);
    });

    test('an ended event says so on its card and its page', async ({ page, baseURL }) => {
      const { data } = (await (await page.request.get('/api/public/events?ongoing=false&limit=100')).json()) as {
        data: { id: number; title: string; endsAt: string | null }[];
      };
      const ended = data.find((e) => e.endsAt && new Date(e.endsAt).getTime() < Date.now())!;
      const mark = { bookmarkableType: 'EVENT', bookmarkableId: ended.id };
      const saved = await page.request.post('/api/member/bookmarks', { data: mark, headers: { origin: baseURL! } });
      expect([201, 200]).toContain(saved.status());
      const bookmarkId = ((await saved.json()) as { data: { id: number } }).data.id;
      try {
        await page.goto('/bookmark?tabId=events');
        const card = page.locator('.entity-card', { hasText: ended.title });
        await expect(card.locator('.event-status')).toHaveText('종료');
        await card.click();
        await expect(page.getByText('종료된 이벤트입니다')).toBeVisible();
      } finally {
        await page.request.delete(`/api/member/bookmarks/${bookmarkId}`, { headers: { origin: baseURL! } });
      }
    });
  });

  test("a visitor's '도움이 돼요' opens the login", async ({ page, request }) => {
    const { data } = (await (await request.get('/api/public/reviews?limit=1')).json()) as { data: { id: number }[] };
    await page.goto(`/contents/review/${data[0].id}`);
    await page.getByRole('button', { name: /도움이 돼요/ }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByText(/로그인이 필요한 서비스입니다/)
        .first(),
    ).toBeVisible();
  });

  test('review cards and the review page name the writer', async ({ page, request }) => {
    const { data } = (await (await request.get('/api/public/reviews?limit=1')).json()) as {
      data: { id: number; authorNickname: string | null }[];
    };
    const review = data[0];
    const shown = review.authorNickname ?? '탈퇴한 회원';
    await page.goto('/contents?tabId=reviews');
    await expect(page.locator('.review-card').first().locator('.review-author')).toHaveText(shown);
    await page.goto(`/contents/review/${review.id}`);
    await expect(page.locator('.review-detail__meta .review-author')).toHaveText(shown);
  });
});
