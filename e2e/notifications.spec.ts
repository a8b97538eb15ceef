import { devLogin } from './helpers/login';
import { pageOf, signInStaff } from './helpers/pages';
import { expect, test } from './helpers/test';

// Issue 25, the inbox: a clinic confirms a booking in the console; the member's bell shows it within seconds
// without a reload, and opening the notification lands on the counsel.

const CLINIC = 14;

test('staff confirm a booking; the member’s bell counts it within 5 s and the notification opens the counsel', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await devLogin(page, '피부요정');
  const headers = { origin: baseURL! };
  const note = `알림 확인용 ${Date.now()}`;
  const booked = await page.request.post('/api/member/counsels', {
    data: { clinic_id: CLINIC, sourceType: 'CLINIC', sourceId: CLINIC, content: note },
    headers,
  });
  expect(booked.status()).toBe(201);
  const counselId = ((await booked.json()) as { data: { id: number } }).data.id;
  // Start from an empty bell whatever earlier journeys left.
  expect((await page.request.post('/api/member/notifications/read-all', { headers })).status()).toBe(204);

  await page.goto('/home');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // The clinic, in another browser: sign in and confirm the booking.
  const staff = await pageOf(browser, info);
  try {
    await signInStaff(staff, CLINIC);
    // The new booking reached the clinic's bell too.
    await expect(staff.getByTestId('notification-badge')).toBeVisible({ timeout: 5_000 });
    await staff.screenshot({ path: info.outputPath('console-header-bell.png') });
    await staff.goto('/partner/counsels');
    const card = staff.getByRole('listitem').filter({ hasText: note });
    await card.getByRole('button', { name: '확인 완료', exact: true }).click();
    await expect(card.locator('.pc-badge')).toHaveText('병원 확인 완료');

    // No reload: the bell polls.
    await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: 5_000 });
    await expect(bell).toHaveAccessibleName('알림, 읽지 않은 알림 1개');
    await page.screenshot({ path: info.outputPath('member-bell.png') });

    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const item = page.getByTestId('notification-list').getByRole('button').first();
    await expect(item).toContainText('상담 진행 상황');
    await expect(item).toContainText('‘병원 확인 완료’(으)로 변경했어요.');
    await expect(item.getByLabel('읽지 않음')).toBeVisible();
    await page.screenshot({ path: info.outputPath('member-inbox.png') });
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/counsel/${counselId}$`));
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);

    // The settings, for the member and for the clinic.
    await page.goto('/my-page/notifications');
    await expect(page.getByRole('group', { name: '상담 진행 상황' })).toBeVisible();
    await page.screenshot({ path: info.outputPath('member-settings.png'), fullPage: true });
    await page.getByRole('textbox', { name: '이메일' }).fill('not-an-email');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('이메일 주소를 확인해 주세요. (예: name@example.com)')).toBeVisible();

    await staff.goto('/partner/notifications');
    await expect(staff.getByTestId('notification-list')).toContainText('새 상담 신청');
    await staff.screenshot({ path: info.outputPath('console-inbox.png') });
    await staff.goto('/partner/notifications/settings');
    await expect(staff.getByRole('group', { name: '새 상담 신청' })).toBeVisible();
    await staff.screenshot({ path: info.outputPath('console-settings.png'), fullPage: true });
  } finally {
    await staff.close();
  }
});
