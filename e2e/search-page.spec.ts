import { expect, test } from './helpers/test';

test.describe('/search page', () => {
  test('a text box whose query lives in ?q=: results as in the dialog, shareable, back restores them', async ({
    page,
  }) => {
    const clinic = (
      (await (await page.request.get('/api/public/clinics/2')).json()) as { data: { id: number; name: string } }
    ).data;
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: '검색' })).toBeAttached();
    const box = page.getByRole('searchbox', { name: '검색어를 입력하세요' });
    await expect(box).toBeVisible();
    await expect(
      page.getByText(
        '진료과, 시술, 병원, 의사, 이벤트 이름과 리뷰 제목으로 찾아보세요. 초성(ㄷㅍ)으로도 찾을 수 있어요.',
      ),
    ).toBeVisible();

    await box.fill(clinic.name);
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(clinic.name).replace(/%20/g, '+')}`);
    const clinics = page.getByRole('region', { name: '병원' });
    await clinics.getByRole('link', { name: clinic.name }).click();
    await expect(page).toHaveURL(new RegExp(`/contents/clinic/${clinic.id}$`));
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: '검색어를 입력하세요' })).toHaveValue(clinic.name);
    await expect(page.getByRole('region', { name: '병원' }).getByRole('link', { name: clinic.name })).toBeVisible();
  });

  test('a shared link is rendered on the server: results in the HTML, 5 per section with a link to all of them', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/search?q=%EC%9D%98%EC%9B%90')).text(); // q=의원
    expect(html).toContain('value="의원"');
    expect(html.match(/href="\/contents\/clinic\/\d+"/g)?.length).toBe(5);
    await page.goto('/search?q=의원');
    const clinics = page.getByRole('region', { name: '병원' });
    await expect(clinics.getByRole('link', { name: /의원|센터/ })).toHaveCount(5);
    await expect(clinics.getByRole('link', { name: '병원 검색 결과 더 보기' })).toHaveAttribute(
      'href',
      '/search?q=%EC%9D%98%EC%9B%90&section=clinics',
    );
    await expect(page).toHaveTitle(/의원/);
  });

  test('keeps the language, and answers hostile or over-long queries with a page, not an error', async ({
    page,
    request,
  }) => {
    await page.goto('/search?lang=ja');
    await page.getByRole('searchbox').fill('皮膚');
    await expect(page).toHaveURL(/\/search\?q=%E7%9A%AE%E8%86%9A&lang=ja$/);
    for (const q of ['%00', 'a'.repeat(200), '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '%F0%9F%92%89']) {
      const res = await request.get(`/search?q=${q}`);
      expect(res.status(), q).toBe(200);
      expect(await res.text()).not.toContain('<script>alert(1)</script>');
    }
    await page.goto('/search?q=zzzz-nothing');
    await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
  });

  test('too many searches from one address: the dialog says so in Korean, then searches again', async ({ page }) => {
    let refuse = true;
    await page.route('**/api/public/search?*', (route) =>
      refuse
        ? route.fulfill({
            status: 429,
            headers: { 'retry-after': '30', 'content-type': 'application/json' },
            body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests' } }),
          })
        : route.fallback(),
    );
    await page.goto('/home');
    await page.getByRole('button', { name: '통합 검색 열기' }).click();
    const dialog = page.getByRole('dialog', { name: '통합 검색' });
    await dialog.getByRole('searchbox').fill('강남');
    await expect(dialog.getByRole('alert')).toHaveText('검색이 너무 많아요. 잠시 후 다시 검색해 주세요.');
    refuse = false;
    await dialog.getByRole('searchbox').fill('피부');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('region', { name: '병원' })).toBeVisible();
  });
});
