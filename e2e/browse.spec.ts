import { type Page } from '@playwright/test';
import { expect, test } from './helpers/test';

const apiTotal = async (page: Page, path: string) =>
  ((await (await page.request.get(path)).json()) as { total: number }).total;

test.describe('explore hub', () => {
  test('filter by specialty then treatment: breadcrumb, counts, plus disabled', async ({ page }) => {
    await page.goto('/contents');
    await page.getByRole('button', { name: '필터 추가' }).click();
    const picker = page.getByRole('dialog', { name: '필터 선택' });
    await picker.getByRole('link', { name: '피부과', exact: true }).click();
    await expect(page).toHaveURL(/specialtyId=1/);
    const crumbs = page.getByRole('navigation', { name: '현재 위치' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['탐색', '피부과']);
    const bySpecialty = await apiTotal(page, '/api/public/clinics?specialtyId=1&limit=1');
    await expect(page.getByText(`${bySpecialty.toLocaleString('en-US')}개의 병원이 검색되었습니다`)).toBeVisible();

    await page.getByRole('button', { name: '필터 추가' }).click();
    const treatments = page.getByRole('dialog', { name: '시술 선택' });
    const first = treatments.getByRole('link').first();
    const treatmentName = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/specialtyId=1&treatmentId=\d+/);
    await expect(crumbs.getByRole('listitem')).toHaveText(['탐색', '피부과', treatmentName]);
    await expect(page.getByRole('button', { name: '필터 추가' })).toBeDisabled();
    const treatmentId = new URL(page.url()).searchParams.get('treatmentId');
    const both = await apiTotal(page, `/api/public/clinics?specialtyId=1&treatmentId=${treatmentId}&limit=1`);
    if (both === 0) await expect(page.getByText('등록된 병원이 없습니다.')).toBeVisible();
    else await expect(page.getByText(`${both}개의 병원이 검색되었습니다`)).toBeVisible();

    // Choosing another specialty from the first crumb clears the treatment.
    await crumbs.getByRole('link', { name: '탐색' }).click();
    await expect(page).toHaveURL(/\/contents$/);
    await expect(page.getByRole('button', { name: '필터 추가' })).toBeEnabled();
  });

  test('opens each detail page from its card', async ({ page }) => {
    for (const [tab, heading] of [
      ['clinics', /의원|센터|한의원/],
      ['doctors', /원장/],
      ['events', /.+/],
      ['reviews', /.+/],
    ] as const) {
      await page.goto(`/contents?tabId=${tab}`);
      const card = page.locator(`[data-testid="${tab}-list"] li a`).first();
      const href = await card.getAttribute('href');
      await card.click();
      await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('review lists load 10 at a time while scrolling and stop at the end', async ({ page }) => {
    // A clinic with a few dozen reviews: every page arrives, then loading stops.
    const clinics = (await (await page.request.get('/api/public/clinics?limit=100')).json()) as {
      data: { id: number; reviewCount: number }[];
    };
    const clinic = clinics.data.filter((c) => c.reviewCount > 20 && c.reviewCount < 45).at(-1)!;
    await page.goto(`/contents/clinic/${clinic.id}?tabId=review`);
    await expect(page.getByText(`${clinic.reviewCount}개의 리뷰가 검색되었습니다`)).toBeVisible();
    const cards = page.locator('[data-testid="reviews-list"] > li');
    await expect(cards).toHaveCount(10);
    for (let i = 0; i < 12; i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(250);
    }
    await expect(cards).toHaveCount(clinic.reviewCount);
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/public/reviews') && requests.push(r.url()));
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
  });
});

test.describe('infinite lists', () => {
  test('a page that fails to load is asked for again on the next scroll', async ({ page }) => {
    let calls = 0;
    await page.route(
      (url) => url.pathname === '/api/public/reviews' && url.searchParams.get('offset') === '10',
      (route) =>
        calls++ === 0
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: '{"error":{"code":"SERVICE_UNAVAILABLE","message":"down"}}',
            })
          : route.continue(),
    );
    await page.goto('/contents?tabId=reviews');
    const cards = page.locator('[data-testid="reviews-list"] > li');
    await expect(cards).toHaveCount(10);
    for (let i = 0; i < 8 && (await cards.count()) <= 10; i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(400);
    }
    await expect(cards).toHaveCount(20);
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});

test.describe('detail pages', () => {
  test('clinic page: banner, tabs, copy address toast, login modal for visitors', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const clinic = (
      (await (await page.request.get('/api/public/clinics/1')).json()) as {
        data: { name: string; address: { roadAddress: string; detailAddress: string } };
      }
    ).data;
    await page.goto('/contents/clinic/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(clinic.name);
    await expect(page.getByRole('region', { name: `${clinic.name} 사진` })).toBeVisible();
    await expect(page.getByRole('tab', { name: '정보' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: /주소 복사/ }).click();
    await expect(page.getByText('주소가 복사되었습니다.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${clinic.address.roadAddress} ${clinic.address.detailAddress}`,
    );

    await page.getByRole('tab', { name: '의료진' }).click();
    await expect(page).toHaveURL(/tabId=doctor/);
    await expect(page.locator('[data-testid="doctors-list"] li').first()).toContainText('원장');

    await page.getByRole('button', { name: '상담 신청하기' }).click();
    const login = page.getByRole('dialog', { name: '로그인이 필요한 서비스입니다' });
    await expect(login.getByRole('button', { name: 'LINE으로 로그인' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
  });

  test('empty states of a sparse clinic and an event without description', async ({ page }) => {
    const clinics = (await (await page.request.get('/api/public/clinics?limit=100')).json()) as {
      data: { id: number; description: string | null }[];
    };
    const sparse = clinics.data.find((c) => c.description === null)!;
    await page.goto(`/contents/clinic/${sparse.id}`);
    await expect(page.getByText('작성된 병원 소개가 없습니다.')).toBeVisible();
    await expect(page.getByText('등록된 진료과가 없습니다.')).toBeVisible();
    await expect(page.getByText('등록된 주소가 없습니다.')).toBeVisible();
    await page.goto(`/contents/clinic/${sparse.id}?tabId=doctor`);
    await expect(page.getByText('등록된 의료진이 없습니다.')).toBeVisible();
  });

  test('unknown ids are 404 pages', async ({ page }) => {
    for (const path of [
      '/contents/clinic/999999',
      '/contents/doctor/abc',
      '/contents/event/0',
      '/contents/review/123456789',
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    }
  });

  test('Japanese clinic page keeps ?lang=ja', async ({ page }) => {
    await page.goto('/contents/clinic/1?lang=ja');
    await expect(page.getByRole('tab', { name: '情報' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: '口コミ' })).toHaveAttribute('href', /lang=ja/);
    await expect(page.getByRole('button', { name: '相談を予約する' })).toBeVisible();
  });
});

test.describe('integrated search', () => {
  test('finds a clinic and navigates to it', async ({ page }) => {
    const clinic = (
      (await (await page.request.get('/api/public/clinics/2')).json()) as { data: { id: number; name: string } }
    ).data;
    await page.goto('/home');
    await page.getByRole('button', { name: '통합 검색 열기' }).click();
    const dialog = page.getByRole('dialog', { name: '통합 검색' });
    await dialog.getByPlaceholder('검색어를 입력하세요').fill(clinic.name);
    await dialog.getByRole('region', { name: '병원' }).getByRole('link', { name: clinic.name }).click();
    await expect(page).toHaveURL(new RegExp(`/contents/clinic/${clinic.id}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(clinic.name);
  });

  test('shows at most 5 per section with an ellipsis marker', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: '통합 검색 열기' }).click();
    const dialog = page.getByRole('dialog', { name: '통합 검색' });
    await dialog.getByPlaceholder('검색어를 입력하세요').fill('의원');
    const clinics = dialog.getByRole('region', { name: '병원' });
    await expect(clinics.getByRole('link', { name: /호점|의원|센터/ })).toHaveCount(5);
    await expect(clinics.getByRole('link', { name: '병원 검색 결과 더 보기' })).toContainText('…');
  });
});

test.describe('preview (pv)', () => {
  test('renders tempClinicInfo from localStorage', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'tempClinicInfo',
        JSON.stringify({
          name: '미리보기 피부과',
          description: '미리 보는 소개글',
          address: { roadAddress: '서울특별시 강남구 강남대로 1', detailAddress: '3층' },
          averageRating: 4.2,
          reviewCount: 7,
        }),
      ),
    );
    await page.goto('/contents/clinic/pv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('미리보기 피부과');
    await expect(page.getByText('미리 보는 소개글')).toBeVisible();
    await expect(page.getByText('미리보기', { exact: true })).toBeVisible();
  });

  test('shows hostile JSON as text and never runs it', async ({ page }) => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    await page.addInitScript(
      (name) =>
        localStorage.setItem(
          'tempClinicInfo',
          JSON.stringify({ name, description: '<script>window.__pwned=2</script>' }),
        ),
      hostile,
    );
    await page.goto('/contents/clinic/pv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile);
    await expect(page.getByText('<script>window.__pwned=2</script>')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('shows an error text for malformed or missing preview data', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('tempReviewInfo', '{"title": '));
    await page.goto('/contents/review/pv');
    await expect(page.getByText('미리보기 정보를 불러올 수 없습니다.')).toBeVisible();
    await page.goto('/contents/doctor/pv');
    await expect(page.getByText('미리보기 정보를 불러올 수 없습니다.')).toBeVisible();
  });
});
