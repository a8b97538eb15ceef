import { expect, test } from './helpers/test';

// The explore hub's area filter: district chips from the clinics' addresses, kept in the query string.

test.describe('area filter', () => {
  test('clinics of one district: every card in it, the count in the header, kept through reload, sort and back', async ({
    page,
    request,
  }) => {
    const { data: districts } = (await (await request.get('/api/public/districts')).json()) as {
      data: { name: string; clinicCount: number }[];
    };
    const area = districts.find((d) => d.name === '서초구')!;
    await page.goto('/contents?tabId=clinics');
    const chips = page.getByRole('navigation', { name: '지역' });
    await expect(chips.getByRole('link', { name: '전체 지역' })).toHaveAttribute('aria-current', 'true');
    await chips.getByRole('link', { name: '서초구' }).click();
    await expect(page).toHaveURL(/district=%EC%84%9C%EC%B4%88%EA%B5%AC|district=서초구/);
    await expect(chips.getByRole('link', { name: '서초구' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText(`${area.clinicCount}개의 병원이 검색되었습니다`)).toBeVisible();
    const addresses = page.locator('.entity-card .entity-card__sub');
    await expect(addresses.first()).toBeVisible();
    for (const text of await addresses.allInnerTexts()) expect(text).toContain('서울특별시 서초구');

    // A sort keeps the area; a reload keeps both.
    await page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '평점 높은 순' }).click();
    await expect(page).toHaveURL(/sort=rating/);
    await expect(page).toHaveURL(/district=/);
    await page.reload();
    await expect(page.getByRole('navigation', { name: '지역' }).getByRole('link', { name: '서초구' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    for (const text of await page.locator('.entity-card .entity-card__sub').allInnerTexts())
      expect(text).toContain('서울특별시 서초구');

    // Into a clinic and back: the same filtered list.
    await page.locator('.entity-card').first().click();
    await expect(page).toHaveURL(/\/contents\/clinic\/\d+/);
    await page.goBack();
    await expect(page.getByRole('navigation', { name: '지역' }).getByRole('link', { name: '서초구' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('events of one district; a bad district in the URL shows the whole list', async ({ page, request }) => {
    await page.goto('/contents?tabId=events&district=강남구');
    // Ended events are left out of the explore list (`ended=false`).
    const total = (
      (await (await request.get('/api/public/events?district=강남구&ended=false')).json()) as { total: number }
    ).total;
    await expect(page.getByText(`${total}개의 이벤트가 검색되었습니다`)).toBeVisible();
    // In Japanese the chips name the areas in Japanese; the filter is the same.
    await page.goto('/contents?tabId=events&district=강남구&lang=ja');
    await expect(
      page.getByRole('navigation', { name: 'エリア' }).getByRole('link', { name: '江南区' }),
    ).toHaveAttribute('aria-current', 'true');
    await page.goto('/contents?tabId=clinics&district=강남');
    const all = ((await (await request.get('/api/public/clinics?limit=1')).json()) as { total: number }).total;
    await expect(page.getByText(`${all}개의 병원이 검색되었습니다`)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '지역' }).getByRole('link', { name: '전체 지역' }),
    ).toHaveAttribute('aria-current', 'true');
  });
});
