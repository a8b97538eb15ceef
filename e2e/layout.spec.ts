import { memberState } from './helpers/auth-state';
import { expect, test } from './helpers/test';

test.describe('top bar breadcrumb', () => {
  test('a long last crumb ends in an ellipsis inside the bar, with the full title as its title and text', async ({
    page,
  }) => {
    const title = '눈밑 지방 재배치와 하안검 성형을 함께 받고 석 달이 지난 지금 솔직하게 남기는 아주 긴 제목의 후기';
    await page.addInitScript(
      (t) => localStorage.setItem('tempReviewInfo', JSON.stringify({ title: t, content: '내용', rating: 4 })),
      title,
    );
    await page.goto('/contents/review/pv');
    const crumbs = page.getByRole('navigation', { name: '현재 위치' });
    const last = crumbs.locator('[aria-current="page"]');
    await expect(last).toHaveText(title);
    await expect(last).toHaveAttribute('title', title);
    const box = await last.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        ellipsis: style.textOverflow,
        clipped: el.scrollWidth > el.clientWidth,
        right: el.getBoundingClientRect().right,
      };
    });
    expect(box.ellipsis).toBe('ellipsis');
    expect(box.clipped).toBe(true);
    const search = await page.getByRole('button', { name: '통합 검색 열기' }).boundingBox();
    expect(box.right).toBeLessThanOrEqual(search!.x);
    // The earlier crumbs stay whole.
    await expect(crumbs.getByRole('link', { name: '탐색' })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: '리뷰' })).toBeVisible();
  });

  test('a short last crumb is not clipped', async ({ page }) => {
    await page.goto('/contents/clinic/1');
    const last = page.getByRole('navigation', { name: '현재 위치' }).locator('[aria-current="page"]');
    const name = (await last.textContent())!;
    await expect(last).toHaveAttribute('title', name);
    expect(await last.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  });
});

test.describe('counsel list cards', () => {
  test.use({ storageState: memberState('꿀피부되고싶다') });
  test('state badge on top, then clinic, source and date each on their own line', async ({ page, baseURL }) => {
    const origin = baseURL!;
    const event = (
      (await (await page.request.get('/api/public/events/3')).json()) as {
        data: { id: number; title: string; clinic: { id: number; name: string } };
      }
    ).data;
    const booked = await page.request.post('/api/member/counsels', {
      data: { clinic_id: event.clinic.id, sourceType: 'EVENT', sourceId: event.id, content: '카드 배치 확인' },
      headers: { origin },
    });
    expect(booked.status()).toBe(201);

    await page.goto('/counsel');
    const cards = page.getByTestId('counsel-list').getByRole('listitem');
    const card = cards.first();
    await expect(card.locator('.entity-card__name')).toHaveText(event.clinic.name);
    await expect(card.locator('.entity-card__sub').first()).toHaveText(`이벤트 · ${event.title}`);
    const box = async (selector: string) => (await card.locator(selector).first().boundingBox())!;
    const [badge, name, source, date] = [
      await box('.state-badge'),
      await box('.entity-card__name'),
      await box('.entity-card__sub'),
      await box('time'),
    ];
    // One line each, top to bottom, left-aligned: nothing runs into the next text.
    expect(badge.y + badge.height).toBeLessThanOrEqual(name.y);
    expect(name.y + name.height).toBeLessThanOrEqual(source.y);
    expect(source.y + source.height).toBeLessThanOrEqual(date.y);
    for (const b of [name, source, date]) expect(Math.abs(b.x - badge.x)).toBeLessThan(1);
    // The badge sits in the same place on every card.
    const xs = await cards
      .locator('.state-badge')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().x)));
    expect(new Set(xs).size).toBe(1);
  });
});

test.describe('review counts', () => {
  test('cards and detail headers put the count first: N개 리뷰, (N개 리뷰) for doctors, plural-aware English', async ({
    page,
  }) => {
    const clinic = (
      (await (await page.request.get('/api/public/clinics?limit=1')).json()) as {
        data: { name: string; reviewCount: number }[];
      }
    ).data[0];
    const n = clinic.reviewCount.toLocaleString('en-US');
    await page.goto('/contents?tabId=clinics');
    const card = page.getByTestId('clinics-list').getByRole('listitem').filter({ hasText: clinic.name }).first();
    await expect(card).toContainText(`${n}개 리뷰`);
    await expect(page.getByText(/리뷰 \d/)).toHaveCount(0);

    const doctor = (
      (await (await page.request.get('/api/public/doctors?limit=1')).json()) as {
        data: { id: number; reviewCount: number }[];
      }
    ).data[0];
    await page.goto(`/contents/doctor/${doctor.id}`);
    await expect(
      page.locator('.detail-head').getByText(`(${doctor.reviewCount.toLocaleString('en-US')}개 리뷰)`),
    ).toBeVisible();
    await page.goto(`/contents/doctor/${doctor.id}?lang=en`);
    const en = doctor.reviewCount === 1 ? '(1 review)' : `(${doctor.reviewCount.toLocaleString('en-US')} reviews)`;
    await expect(page.locator('.detail-head').getByText(en)).toBeVisible();
  });
});

test.describe('toasts', () => {
  test('a toast follows a drag to the side: back in place under 80% of its width, dismissed past it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/contents/clinic/1');
    const copy = page.getByRole('button', { name: /^주소 복사/ });
    const toast = page.getByTestId('toast').filter({ hasText: '주소가 복사되었습니다.' });

    // A slow drag (a finger taking most of a second), from a point of the toast to another x.
    const dragSlowly = async (
      fromX: (box: { x: number; width: number }) => number,
      toX: (box: { x: number; width: number }) => number,
    ) => {
      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      const [x0, x1] = [fromX(box), toX(box)];
      await page.mouse.move(x0, y);
      await page.mouse.down();
      for (let i = 1; i <= 20; i++) {
        await page.mouse.move(x0 + ((x1 - x0) * i) / 20, y);
        await page.waitForTimeout(40);
      }
      await page.mouse.up();
    };
    const drag = (share: number) =>
      dragSlowly(
        (box) => box.x + 10,
        (box) => box.x + 10 + box.width * share,
      );

    // Past 80% of its width: gone at once, well before the 5-second auto-close.
    await copy.click();
    const shownAt = Date.now();
    await expect(toast).toBeVisible();
    await drag(0.85);
    await expect(toast).toBeHidden({ timeout: 3000 });
    expect(Date.now() - shownAt).toBeLessThan(4800);

    // Under 80%: it springs back and stays.
    await copy.click();
    await expect(toast).toBeVisible();
    await drag(0.5);
    await page.waitForTimeout(300);
    await expect(toast).toBeVisible();
    expect(await toast.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  });

  test('on a 390 px phone, a swipe from the middle of a toast to the right edge dismisses it (80% of its width cannot fit)', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/contents/clinic/1');
    await page.getByRole('button', { name: /^주소 복사/ }).click();
    const toast = page.getByTestId('toast').filter({ hasText: '주소가 복사되었습니다.' });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!.width;
    const [x0, y] = [box.x + box.width / 2, box.y + box.height / 2];
    expect(viewport - x0).toBeLessThan(box.width * 0.8);
    await page.mouse.move(x0, y);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) {
      await page.mouse.move(x0 + ((viewport - 4 - x0) * i) / 20, y);
      await page.waitForTimeout(40);
    }
    await page.mouse.up();
    await expect(toast).toBeHidden({ timeout: 3000 });
  });

  test.describe('as a member', () => {
    test.use({ storageState: memberState('반짝이는하루') });
    test("an information toast carries the app's own icon, never an emoji (which draws as a box without an emoji font)", async ({
      page,
    }) => {
      await page.goto('/reset-nickname');
      await page.getByLabel('닉네임', { exact: true }).fill('');
      await page.getByRole('button', { name: '저장하기' }).click();
      const toast = page.getByTestId('toast').filter({ hasText: '닉네임을 입력해 주세요.' });
      await expect(toast).toBeVisible();
      await expect(toast.locator('svg.toast-icon')).toBeVisible();
      expect(await toast.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
    });
  });
});

test.describe('no sideways scroll on a phone', () => {
  // Pages with the trust figures' charts and hidden tables (an event with recovery curves, a clinic with its
  // figures, a treatment's statistics, a method page): nothing may make the page wider than the phone, or the
  // booking sheet opens shifted and its button cannot be tapped.
  for (const path of ['/contents/event/8', '/contents/clinic/2', '/contents/treatment/1', '/trust/recovery']) {
    test(`${path} is as wide as the screen`, async ({ page }) => {
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
    });
  }
});
