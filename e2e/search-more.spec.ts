import { expect, test } from './helpers/test';

// Issue 23 item 9: the dialog's ellipsis marker leads to /search, which shows a section in full and matches
// case-insensitively, by 초성 and in review titles (docs/product.md#search).

test.describe('search: from the dialog to the search page', () => {
  test('the marker opens the section on /search, which loads more and opens a result', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: '통합 검색 열기' }).click();
    const dialog = page.getByRole('dialog', { name: '통합 검색' });
    await dialog.getByRole('searchbox').fill('의원');
    await dialog.getByRole('region', { name: '병원' }).getByRole('link', { name: '병원 검색 결과 더 보기' }).click();

    await expect(page).toHaveURL('/search?q=%EC%9D%98%EC%9B%90&section=clinics');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('searchbox', { name: '검색어를 입력하세요' })).toHaveValue('의원');
    await expect(
      page.getByRole('navigation', { name: '검색 결과 종류' }).getByRole('link', { name: '병원' }),
    ).toHaveAttribute('aria-current', 'page');
    const list = page.getByRole('region', { name: /^병원 \d+개$/ });
    const total = Number((await list.getByRole('heading').textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(20);
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(20);

    await list.getByRole('button', { name: '더 보기' }).click();
    await expect(rows).toHaveCount(Math.min(total, 40));
    if (total <= 40) await expect(list.getByRole('button', { name: '더 보기' })).toHaveCount(0);
    const last = rows.last().getByRole('link');
    const name = (await last.locator('span').first().textContent())!;
    expect(name).toContain('의원');
    await last.click();
    await expect(page).toHaveURL(/\/contents\/clinic\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('keeps the language on the way', async ({ page }) => {
    await page.goto('/home?lang=ja');
    await page.getByRole('button', { name: '統合検索を開く' }).click();
    const dialog = page.getByRole('dialog', { name: '統合検索' });
    await dialog.getByRole('searchbox').fill('의원');
    await dialog.getByRole('link', { name: 'クリニックの検索結果をもっと見る' }).click();
    await expect(page).toHaveURL('/search?q=%EC%9D%98%EC%9B%90&section=clinics&lang=ja');
    await expect(page.getByRole('region', { name: /^クリニック \d+件$/ })).toBeVisible();
  });
});

test.describe('/search matches more loosely than the dialog', () => {
  test("'prp' finds 두피 PRP 주사 and review titles; a section chip shows all reviews with their count", async ({
    page,
  }) => {
    await page.goto('/search?q=prp');
    await expect(page.getByRole('region', { name: '시술' }).getByRole('link', { name: '두피 PRP 주사' })).toBeVisible();
    const reviews = page.getByRole('region', { name: '리뷰' });
    await expect(reviews.getByRole('link').first()).toContainText(/PRP/i);
    await page.getByRole('navigation', { name: '검색 결과 종류' }).getByRole('link', { name: '리뷰' }).click();
    await expect(page).toHaveURL('/search?q=prp&section=reviews');
    await expect(
      page
        .getByRole('region', { name: /^리뷰 \d+개$/ })
        .getByRole('listitem')
        .first(),
    ).toContainText(/PRP/i);
  });

  test('a query of consonant letters matches by 초성', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('searchbox', { name: '검색어를 입력하세요' }).fill('ㄷㅍ');
    await expect(page).toHaveURL('/search?q=%E3%84%B7%E3%85%8D');
    await expect(page.getByRole('region', { name: '시술' }).getByRole('link', { name: '두피 PRP 주사' })).toBeVisible();
  });

  test('an over-long or control-character query is searched as far as it can be, and the page says so', async ({
    page,
  }) => {
    await page.goto(`/search?q=${'의원'.repeat(30)}`);
    await expect(
      page.getByRole('status').filter({ hasText: '검색어는 50자까지 쓸 수 있어서 앞의 50자로 검색했어요.' }),
    ).toBeVisible();
    await page.goto('/search?q=%EC%9D%98%07%EC%9B%90');
    await expect(
      page.getByRole('status').filter({ hasText: '검색어에서 쓸 수 없는 문자를 빼고 검색했어요.' }),
    ).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue('의원');
    await expect(page.getByRole('region', { name: '병원' })).toBeVisible();
    expect((await page.request.get('/api/public/search/sections/clinics?q=%EC%9D%98%07%EC%9B%90')).status()).toBe(400);
  });
});
