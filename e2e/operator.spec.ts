import { DEMO_OPERATOR_2 } from '../backend/db/seed/demo-accounts';
import { laptopPage, pageOf, signInOperator, signInStaff } from './helpers/pages';
import { expect, test } from './helpers/test';

// The operator console (/admin) on a laptop: nobody gets in without the second factor, and what an operator does
// is in the audit log.

test('signed out, an operator page sends you to the sign-in and back; without the code nobody gets in', async ({
  browser,
}, info) => {
  const page = await laptopPage(browser, info);
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Faudit$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('아이디', { exact: true }).fill(DEMO_OPERATOR_2.userId);
  await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_OPERATOR_2.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.locator('p[role=alert]')).toHaveText('아이디, 비밀번호, 인증 코드를 모두 입력해 주세요.');
  await page.getByLabel('인증 코드 (6자리)').fill('000000');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.locator('p[role=alert]')).toHaveText('아이디, 비밀번호 또는 인증 코드가 올바르지 않습니다.');
  // The BFF says the same to a script that leaves the code out.
  const res = await page.request.post('/api/operator/login', {
    data: { user_id: DEMO_OPERATOR_2.userId, password: 'a'.repeat(64) },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).error.fields.code).toBeTruthy();
  await expect(page).toHaveURL(/\/admin\/login/);

  await signInOperator(page, DEMO_OPERATOR_2, /\/admin$/);
  await page.getByRole('link', { name: '감사 기록' }).click();
  await expect(page.getByRole('heading', { name: '감사 기록' })).toBeVisible();
  await expect(page.getByText('SIGN_IN_SECOND_FACTOR_FAILED').first()).toBeVisible();
  await expect(page.getByText('SIGN_IN', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('audit-laptop.png') });

  // Sign-out ends the session: the console sends the browser back to the sign-in page.
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('heading', { name: '운영자 로그인' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin$/);
});

test('members and staff get nothing from the operator API', async ({ browser }, info) => {
  const member = await pageOf(browser, info, '물광피부');
  await member.goto('/home');
  const origin = new URL(member.url()).origin;
  for (const path of ['/api/operator/me', '/api/operator/audit'])
    expect((await member.request.get(path)).status()).toBe(401);
  expect((await member.request.post('/api/operator/me/recovery-codes', { headers: { origin } })).status()).toBe(401);
  // An unknown operator path is a 404, never a pass-through.
  expect((await member.request.get('/api/operator/nothing-here')).status()).toBe(404);
});

test('the console at phone width: home and audit log fit without sideways scrolling', async ({ browser }, info) => {
  const page = await pageOf(browser, info);
  await signInOperator(page);
  await expect(page.getByRole('heading', { name: '운영 현황' })).toBeVisible();
  // What waits, each a way into its queue (the demo has open reports, applications and wording reviews).
  const waiting = page.getByRole('navigation', { name: '처리할 일' });
  await expect(waiting.getByRole('link', { name: /입점 신청/ })).toHaveAttribute('href', /\/admin\/applications/);
  await expect(waiting.getByRole('link', { name: /신고·임시조치/ })).not.toContainText(/^0/);
  await expect(page.getByText(/남은 복구 코드: \d+개|복구 코드가 \d+개 남았습니다/)).toBeVisible();
  await page.screenshot({ path: info.outputPath('home-phone.png') });
  await page.getByRole('link', { name: '감사 기록' }).click();
  await expect(page.getByRole('heading', { name: '감사 기록' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath('audit-phone.png') });
});

test('an operator suspends a clinic account with a reason: its staff are out at once and cannot sign in until lifted', async ({
  browser,
}, info) => {
  const CLINIC = 35;
  const staff = await pageOf(browser, info);
  await signInStaff(staff, CLINIC);

  const op = await laptopPage(browser, info);
  await signInOperator(op);
  await op.getByRole('link', { name: '계정' }).click();
  await op.getByRole('tab', { name: '병원 계정' }).click();
  await op.getByLabel('아이디, 병원 이름 또는 병원 번호').fill(`clinic${CLINIC}`);
  await op.getByRole('button', { name: '찾기' }).click();
  const row = op.getByRole('listitem').filter({ hasText: `clinic${CLINIC}` });
  await expect(row.getByText('정상')).toBeVisible();
  await row.getByRole('button', { name: '이용 정지' }).click();
  // No reason, no suspension.
  await row.getByRole('button', { name: '정지하기' }).click();
  await expect(row.getByRole('alert')).toHaveText('사유를 2자 이상 입력해 주세요.');
  await row.getByLabel('사유 (감사 기록에 남습니다)').fill('권리침해 신고 남용 확인');
  await row.getByRole('button', { name: '정지하기' }).click();
  await expect(row.getByText(/이용 정지 중/)).toBeVisible();
  await op.screenshot({ path: info.outputPath('accounts-laptop.png') });

  // The staff member's open console loses its session at the next call; signing in again is refused in Korean.
  await staff.reload();
  await expect(staff).toHaveURL(/\/partner\/login/);
  await staff.getByLabel('아이디', { exact: true }).fill(`clinic${CLINIC}`);
  await staff.getByLabel('비밀번호', { exact: true }).fill('partner1234');
  await staff.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(staff.locator('p[role=alert]')).toHaveText(
    '운영 정책에 따라 이용이 정지된 계정입니다. 고객센터로 문의해 주세요.',
  );

  await row.getByRole('button', { name: '정지 해제' }).click();
  await row.getByLabel('사유 (감사 기록에 남습니다)').fill('소명 자료 확인 후 해제');
  await row.getByRole('button', { name: '해제하기' }).click();
  await expect(row.getByText('정상')).toBeVisible();
  await signInStaff(staff, CLINIC);

  await op.getByRole('link', { name: '감사 기록' }).click();
  await expect(op.getByText('STAFF_SUSPENDED').first()).toBeVisible();
  await expect(op.getByText('사유: 권리침해 신고 남용 확인').first()).toBeVisible();
});
