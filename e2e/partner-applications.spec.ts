import type { Page, TestInfo } from '@playwright/test';
import { pageOf, signInOperator, signInStaff } from './helpers/pages';
import { expect, test } from './helpers/test';

// Issue 26, parts 4 and 5: a clinic applies through the footer's 입점 신청 form; an operator approves it and the
// one-time link lets the new partner set a password; a flagged event title is kept only with a reason.

/** The Kakao postal-code script, replaced by a stand-in whose one result is a Gangnam address. */
const POSTCODE_STUB = `window.daum = { Postcode: function (opts) { this.embed = function (el) {
  var b = document.createElement('button'); b.type = 'button'; b.textContent = '서울 강남구 테헤란로 427 (06159)';
  b.onclick = function () { opts.oncomplete({ zonecode: '06159', address: '서울 강남구 테헤란로 427', roadAddress: '서울 강남구 테헤란로 427', jibunAddress: '서울 강남구 삼성동 143-40', buildingName: '' }); };
  el.appendChild(b); }; } };`;

const onlyOn = (info: TestInfo, project: 'phone' | 'desktop') =>
  test.skip(info.project.name !== project, `a ${project} journey`);

/** A care institution number no other run used. */
const freshNumber = () => String(10_000_000 + (Date.now() % 89_999_999));

async function apply(page: Page, clinicName: string, info: TestInfo) {
  await page.route('**/postcode.v2.js', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: POSTCODE_STUB }),
  );
  await page.goto('/partners');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Nothing filled: each field says what it needs, in Korean.
  await page.getByRole('button', { name: '입점 신청하기' }).click();
  await expect(page.getByText('병원 이름을 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeVisible();
  await page.getByLabel('병원 이름', { exact: true }).fill(clinicName);
  // A business registration number with a wrong check digit is refused.
  const number = page.getByLabel('요양기관 번호 또는 사업자등록번호', { exact: true });
  await number.fill('220-81-62518');
  await page.getByRole('button', { name: '입점 신청하기' }).click();
  await expect(page.getByText('요양기관 번호 8자리 또는 올바른 사업자등록번호 10자리를 입력해 주세요.')).toBeVisible();
  await number.fill(freshNumber());
  await page.getByRole('button', { name: '주소 검색' }).click();
  await page.getByRole('button', { name: '서울 강남구 테헤란로 427 (06159)' }).click();
  await expect(page.getByLabel('도로명 주소', { exact: true })).toHaveValue('서울 강남구 테헤란로 427');
  await page.getByLabel('상세 주소', { exact: true }).fill('3층');
  await page.getByLabel('담당자 이름', { exact: true }).fill('김담당');
  await page.getByLabel('연락처', { exact: true }).fill('01012345678');
  await page.getByLabel('이메일', { exact: true }).fill('apply@example.com');
  await page.getByRole('button', { name: '피부과' }).click();
  await page.getByRole('checkbox').check();
  await page.screenshot({ path: info.outputPath('application-form.png'), fullPage: true });
  await page.getByRole('button', { name: '입점 신청하기' }).click();
  await expect(page.getByRole('heading', { name: '신청이 접수되었어요' })).toBeVisible();
  await expect(page.getByText(`${clinicName} 입점 신청을 받았어요.`)).toBeVisible();
}

test('a visitor applies through the form (postal-code search) and sees the confirmation', async ({ page }, info) => {
  onlyOn(info, 'phone');
  await apply(page, `봄날의원 ${Date.now() % 100000}`, info);
  await page.screenshot({ path: info.outputPath('application-done.png') });
});

test('an event title promising satisfaction is refused with its findings and saved with a reason', async ({
  page,
}, info) => {
  onlyOn(info, 'phone');
  await signInStaff(page, 19);
  await page.goto('/partner/events/new');
  const title = `100% 만족 보장 리프팅 ${Date.now() % 100000}`;
  await page.getByLabel('이벤트 제목', { exact: true }).fill(title);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  const refused = page.getByTestId('ad-wording-refused');
  await expect(refused).toContainText('광고 심의 기준에 걸리는 표현이 있어 저장하지 않았어요');
  await expect(refused).toContainText('제목: ‘100%’ — 치료 효과를 보장하는 표현이에요.');
  const reason = refused.getByLabel('그래도 저장하기 (사유 입력)');
  await reason.fill('짧음');
  await refused.getByRole('button', { name: '사유와 함께 저장' }).click();
  await expect(refused.getByText('사유를 10자 이상 적어 주세요.')).toBeVisible();
  await reason.fill('만족하지 않으시면 재시술해 드리는 조건이 있는 이벤트입니다.');
  await refused.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('event-refused.png') });
  await refused.getByRole('button', { name: '사유와 함께 저장' }).click();
  await expect(page.getByText('이벤트가 등록되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/events$/);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
});

test('an operator approves an application; the one-time link lets the new partner set a password and sign in', async ({
  browser,
  page,
}, info) => {
  onlyOn(info, 'desktop');
  const clinicName = `새싹의원 ${Date.now() % 100000}`;
  const visitor = await pageOf(browser, info);
  await apply(visitor, clinicName, info);
  await visitor.close();

  // A TOTP code is accepted once: the helper waits for the next one when another journey just used it.
  await signInOperator(page);

  await page.goto('/admin/ad-wording');
  await expect(page.getByTestId('ad-wording-review').first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath('admin-ad-wording.png'), fullPage: true });

  await page.goto('/admin/applications');
  const row = page.getByTestId('application').filter({ hasText: clinicName });
  await expect(row.getByText('심사 대기')).toBeVisible();
  await page.screenshot({ path: info.outputPath('admin-applications.png'), fullPage: true });
  // Rejecting needs a reason; approving does not.
  await row.getByRole('button', { name: '반려' }).click();
  await expect(row.getByText('사유를 2자 이상 적어 주세요.')).toBeVisible();
  await row.getByLabel('사유').fill('요양기관 번호 확인 완료');
  await row.getByRole('button', { name: '승인' }).click();
  const link = page.getByTestId('one-time-link');
  await expect(link).toContainText('비밀번호 설정 링크 (지금 한 번만 표시됩니다)');
  await page.screenshot({ path: info.outputPath('admin-approved.png') });
  const url = await link.getByRole('textbox').inputValue();
  expect(url).toMatch(/\/partner\/setup-password\?token=/);
  await page.setViewportSize({ width: 1280, height: 800 });

  const partner = await pageOf(browser, info);
  await partner.setViewportSize({ width: 390, height: 844 });
  await partner.goto(url);
  await partner.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await partner.getByLabel('새 비밀번호', { exact: true }).fill('새로운비밀번호1');
  await partner.getByLabel('새 비밀번호 확인', { exact: true }).fill('다른비밀번호');
  await partner.getByRole('button', { name: '비밀번호 설정하기' }).click();
  await expect(partner.getByText('새 비밀번호가 서로 다릅니다.')).toBeVisible();
  await partner.getByLabel('새 비밀번호 확인', { exact: true }).fill('새로운비밀번호1');
  await partner.screenshot({ path: info.outputPath('setup-password.png') });
  await partner.getByRole('button', { name: '비밀번호 설정하기' }).click();
  await expect(partner).toHaveURL(/\/partner$/);
  await expect(partner.getByText(clinicName).first()).toBeVisible();
  // The link works once: opened again, it says so and shows nothing else.
  await partner.goto(url);
  await expect(partner.getByText('이 링크는 이미 사용되었거나 만료되었어요.', { exact: false })).toBeVisible();
  await expect(partner.getByLabel('새 비밀번호', { exact: true })).toHaveCount(0);
  await partner.screenshot({ path: info.outputPath('setup-expired.png') });
  await partner.close();
});
