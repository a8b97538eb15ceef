import type { APIRequestContext } from '@playwright/test';
import { memberState } from './helpers/auth-state';
import { expect, test } from './helpers/test';

// Events that have ended (docs/product.md#event-detail): their page says so and books with the clinic instead,
// the API refuses to book them, and the explore list leaves them out unless asked.

interface EventItem {
  id: number;
  title: string;
  endsAt: string | null;
  clinic: { id: number; name: string };
}

async function events(request: APIRequestContext, query: string): Promise<{ data: EventItem[]; total: number }> {
  return (await (await request.get(`/api/public/events?${query}`)).json()) as { data: EventItem[]; total: number };
}

test.describe('ended events', () => {
  test.use({ storageState: memberState('반짝이는하루') });

  test("an ended event's page says it has ended and books a consultation with its clinic; the API refuses the event itself", async ({
    page,
    baseURL,
  }) => {
    const [ended] = (await events(page.request, 'ended=true&limit=1')).data;
    expect(Date.parse(ended.endsAt!)).toBeLessThan(Date.now());
    await page.goto(`/contents/event/${ended.id}`);
    await expect(page.getByText('종료된 이벤트입니다')).toBeVisible();
    await expect(page.getByText(`${ended.clinic.name}에 상담을 신청하면`, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: '상담 신청하기', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: '병원에 상담 신청하기' }).click();
    const sheet = page.getByRole('dialog', { name: '상담 신청하기' });
    await sheet.getByLabel('문의 내용').fill('종료된 이벤트 가격으로도 가능한지 궁금해요');
    await sheet.getByRole('button', { name: '상담 신청하기' }).click();
    await expect(page.getByText('상담이 신청되었습니다.').first()).toBeVisible();
    const mine = (await (await page.request.get('/api/member/counsels')).json()) as {
      data: { sourceType: string; sourceId: number; clinic_id: number }[];
    };
    expect(mine.data[0]).toMatchObject({ sourceType: 'CLINIC', sourceId: ended.clinic.id, clinic_id: ended.clinic.id });

    const refused = await page.request.post('/api/member/counsels', {
      data: { clinic_id: ended.clinic.id, sourceType: 'EVENT', sourceId: ended.id, content: '' },
      headers: { origin: baseURL! },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('EVENT_ENDED');
  });

  test("the explore list leaves ended events out, in every sort, until '종료된 이벤트 포함' is on", async ({
    page,
  }) => {
    const all = (await events(page.request, 'limit=1')).total;
    const live = (await events(page.request, 'ended=false&limit=1')).total;
    expect(live).toBeLessThan(all);
    for (const sort of ['', '&sort=price', '&sort=discount']) {
      await page.goto(`/contents?tabId=events${sort}`);
      await expect(
        page.getByText(`${live.toLocaleString('ko-KR')}개의 이벤트`, { exact: false }).first(),
      ).toBeVisible();
      await expect(page.locator('.entity-card').first()).toBeVisible();
      await expect(page.locator('.entity-card .event-status--card')).toHaveCount(0);
    }
    await page.goto('/contents?tabId=events&sort=discount');
    const toggle = page.getByRole('link', { name: '종료된 이벤트 포함' });
    await toggle.click();
    await expect(page).toHaveURL(/ended=include/);
    await expect(page).toHaveURL(/sort=discount/);
    await expect(page.getByText(`${all.toLocaleString('ko-KR')}개의 이벤트`, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /종료된 이벤트 포함 \(선택됨\)/ })).toBeVisible();
    // Back to the live list.
    await page.getByRole('link', { name: /종료된 이벤트 포함/ }).click();
    await expect(page).not.toHaveURL(/ended=include/);
    await expect(page.getByText(`${live.toLocaleString('ko-KR')}개의 이벤트`, { exact: false }).first()).toBeVisible();
  });
});

test.describe('login from another address than the app’s own', () => {
  test('at 127.0.0.1 (the app is localhost), the login says where it can be done and offers the same page there', async ({
    page,
    baseURL,
  }) => {
    const canonical = new URL(baseURL!);
    const other = `http://127.0.0.1:${canonical.port}`;
    await page.goto(`${other}/contents/clinic/1`);
    await page.getByRole('button', { name: '찜하기' }).click();
    const dialog = page.getByRole('dialog', { name: '로그인이 필요한 서비스입니다' });
    await dialog.getByRole('button', { name: '카카오 로그인' }).click();
    const toast = page
      .getByTestId('toast')
      .filter({ hasText: `로그인은 ${canonical.origin} 주소에서만 할 수 있어요.` });
    await expect(toast).toBeVisible();
    // No popup was left open on a callback page that can never finish.
    expect(page.context().pages()).toHaveLength(1);
    // The dialog says it too, with the same page at the app's own address.
    await expect(dialog.getByRole('alert')).toContainText(`로그인은 ${canonical.origin} 주소에서만 할 수 있어요.`);
    await dialog.getByRole('link', { name: '이 주소로 열기' }).click();
    await expect(page).toHaveURL(`${canonical.origin}/contents/clinic/1`);
  });
});
