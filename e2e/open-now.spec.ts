import { FIXED_CLOCK, fixedClockAvailable, fixedClockURL } from '../playwright.config';
import { isOpenAt, type OpeningHours } from '@/contracts/opening-hours';
import { expect, test } from './helpers/test';

// '진료 중' on the clinics tab: the server lists the clinics open now by their hours (Korean time), and each
// card's badge, worked out in the browser by the same rule, agrees. On the main app which clinics are open
// depends on when the suite runs, so those journeys compare the page with the API at the same minute and avoid
// the minutes the demo hours change in; the last one runs on an app whose clock stands still (libfaketime) at a
// lunch break. The rule itself is checked at fixed moments in backend/routes/clinics/open-now.int.test.ts.

const seoulMinute = () => new Date(Date.now() + 9 * 3600_000).getUTCMinutes();

test.describe('진료 중', () => {
  test('the chip narrows the clinics to those open now, keeps the area and reload, and turns off again', async ({
    page,
    request,
  }) => {
    // Demo hours begin and end on the hour: stay clear of hh:58–hh:00 (up to three minutes of waiting, on top of
    // the journey's own time).
    test.setTimeout(240_000);
    while (seoulMinute() >= 58 || seoulMinute() === 0) await page.waitForTimeout(5_000);

    await page.goto('/contents?tabId=clinics');
    const chips = page.getByRole('navigation', { name: '지역' });
    // An on/off chip: screen readers hear '진료 중' off and '진료 중 (선택됨)' on.
    const off = page.getByRole('link', { name: '진료 중', exact: true });
    const on = page.getByRole('link', { name: '진료 중 (선택됨)', exact: true });
    await expect(on).toHaveCount(0);
    await off.click();
    await expect(page).toHaveURL(/open=now/);
    await expect(on).toBeVisible();

    const api = await request.get('/api/public/clinics?openAt=now&limit=1');
    // Never served stale by a CDN: the list changes by the minute.
    expect(api.headers()['cache-control']).toBe('public, max-age=30');
    const { total } = (await api.json()) as { total: number };
    if (total === 0) {
      await expect(page.getByText('지금 진료 중인 병원이 없어요.')).toBeVisible();
    } else {
      await expect(page.getByText(`${total}개의 병원이 검색되었습니다`)).toBeVisible();
      const badges = page.locator('.entity-card .open-now');
      await expect(badges.first()).toBeVisible();
      expect(await badges.count()).toBe(await page.locator('.entity-card').count());
      for (const text of await badges.allInnerTexts()) expect(text).toBe('진료 중');
    }

    // With an area: both in the URL, through a reload.
    await chips.getByRole('link', { name: '강남구' }).click();
    await expect(page).toHaveURL(/district=/);
    await expect(page).toHaveURL(/open=now/);
    await page.reload();
    await expect(on).toBeVisible();
    const gangnam = (await (await request.get('/api/public/clinics?openAt=now&district=강남구&limit=1')).json()) as {
      total: number;
    };
    await expect(
      page.getByText(gangnam.total ? `${gangnam.total}개의 병원이 검색되었습니다` : '지금 진료 중인 병원이 없어요.'),
    ).toBeVisible();

    // Off again: every clinic of the area, open or not.
    await on.click();
    await expect(page).not.toHaveURL(/open=now/);
    await expect(off).toBeVisible();
    await expect(page).toHaveURL(/district=/);
    const all = (await (await request.get('/api/public/clinics?district=강남구&limit=1')).json()) as { total: number };
    await expect(page.getByText(`${all.total}개의 병원이 검색되었습니다`)).toBeVisible();
  });

  test('a clinic card says whether it is open at a fixed moment, and a bad open= in the URL is ignored', async ({
    page,
  }) => {
    // The badge is the browser's: a fixed clock on a Wednesday at 11:30 in Seoul is within every demo clinic's weekday hours.
    await page.clock.setFixedTime(new Date('2026-12-02T11:30:00+09:00'));
    await page.goto('/contents?tabId=clinics&open=yes');
    await expect(page.getByRole('link', { name: '진료 중', exact: true })).toBeVisible();
    const badges = page.locator('.entity-card .open-now');
    await expect(badges.first()).toHaveText('진료 중');
    for (const text of await badges.allInnerTexts()) expect(text).toBe('진료 중');
    // At 09:00, before any of them opens, the same cards say 진료 종료.
    await page.clock.setFixedTime(new Date('2026-12-02T09:00:00+09:00'));
    await page.reload();
    await expect(badges.first()).toHaveText('진료 종료');
    for (const text of await badges.allInnerTexts()) expect(text).toBe('진료 종료');
  });

  test('a 진료 중 page is cached within its minute and offered to a CDN for a minute, never stale', async ({
    baseURL,
    playwright,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const url = `/contents?tabId=clinics&open=now&district=${encodeURIComponent('서초구')}`;
    // Two requests in one Korean minute (retried if a minute turns between them).
    for (;;) {
      const minute = seoulMinute();
      const first = await visitor.get(url);
      const second = await visitor.get(url);
      if (seoulMinute() !== minute) continue;
      expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
      expect(second.headers()['x-page-cache']).toBe('HIT');
      break;
    }
    await visitor.dispose();
  });

  test.describe('on a server whose clock stands still', () => {
    test.use({ baseURL: fixedClockURL });
    test.skip(
      !fixedClockAvailable,
      'libfaketime is not installed (apt-get install faketime): the fixed-clock app is not started',
    );

    test('at Wednesday 13:30 in Seoul the chip lists only the clinics not at lunch, in the list order, each 진료 중', async ({
      page,
      request,
    }) => {
      const at = new Date(FIXED_CLOCK);
      const res = await request.get('/api/public/clinics?limit=100000');
      // The server's own clock says the fixed moment (libfaketime; see playwright.config.ts).
      expect(new Date(res.headers()['date']).getTime()).toBe(at.getTime());
      const all = ((await res.json()) as { data: { name: string; openingHours?: OpeningHours | null }[] }).data;
      // The browser's rule (contracts/opening-hours.ts) at that moment, over the clinics in the list's order.
      const open = all.filter((c) => c.openingHours && isOpenAt(c.openingHours, at)).map((c) => c.name);
      expect(open.length).toBeGreaterThan(0);
      expect(open.length).toBeLessThan(all.length);

      await page.clock.setFixedTime(at);
      await page.goto('/contents?tabId=clinics');
      await expect(page.getByText(`${all.length}개의 병원이 검색되었습니다`)).toBeVisible();
      await page.getByRole('link', { name: '진료 중', exact: true }).click();
      await expect(page).toHaveURL(/open=now/);
      await expect(page.getByText(`${open.length}개의 병원이 검색되었습니다`)).toBeVisible();
      const names = page.locator('.entity-card .entity-card__name');
      await expect(names.first()).toBeVisible();
      const shown = await names.allInnerTexts();
      expect(shown).toEqual(open.slice(0, shown.length));
      for (const text of await page.locator('.entity-card .open-now').allInnerTexts()) expect(text).toBe('진료 중');
    });
  });
});
