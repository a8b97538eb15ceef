import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';

// Someone guessing a clinic's password: the clinic's staff are told at their next sign-in, on every console
// page, until they confirm it. Clinic 37 is this spec's own (no other journey signs in to it).

const CLINIC = 'clinic37';

async function signIn(page: Page, password: string) {
  await page.goto('/partner/login');
  await page.getByLabel('아이디', { exact: true }).fill(CLINIC);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

test('wrong passwords tried for the account are shown after the next sign-in until the staff member confirms them', async ({
  page,
}) => {
  for (const guess of ['guess-1', 'guess-2']) {
    await signIn(page, guess);
    await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
  }
  await signIn(page, 'partner1234');
  await expect(page).toHaveURL(/\/partner$/);

  const warning = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: '로그인 시도 알림' }) });
  await expect(warning).toContainText(
    /최근 잘못된 비밀번호로 2번 로그인 시도가 있었습니다 \(마지막: \d{2}\.\d{2}\.\d{2} \d{2}:\d{2}\)\./,
  );
  await expect(warning).toContainText(
    '직접 시도하신 것이 아니라면 다른 사람이 비밀번호를 추측하고 있을 수 있습니다. 비밀번호를 변경해 주세요.',
  );
  await expect(warning.getByRole('link', { name: '비밀번호 변경' })).toHaveAttribute(
    'href',
    /\/partner\/reset-password/,
  );
  // The session answer carries it too, and it stays on the other console pages and after a reload.
  const session = (await (await page.request.get('/api/partner/session')).json()) as {
    data: { failedSignIns: { count: number } | null };
  };
  expect(session.data.failedSignIns).toMatchObject({ count: 2 });
  await page.goto('/partner/events');
  await expect(warning).toBeVisible();

  await warning.getByRole('button', { name: '확인했습니다' }).click();
  await expect(warning).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: '이벤트', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '로그인 시도 알림' })).toHaveCount(0);
  expect(
    ((await (await page.request.get('/api/partner/session')).json()) as { data: { failedSignIns: unknown } }).data
      .failedSignIns,
  ).toBeNull();
});
