import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { ClinicTrust } from '@/contracts/trust';
import { pageOf } from './helpers/pages';
import { expect, test } from './helpers/test';

// The trust figures as members and clinics meet them (docs/trust.md): a clinic's answer time counts the counsel its
// staff just confirmed, and a verified member's review that paid more than listed moves the price figure's n by
// exactly one and its k not at all — each after the recomputation job, on the page a phone user reads.

// Clinic 22 of the demo: both figures published (answer 13 counsels, price 10 answers), and no other spec books or
// reviews it.
const CLINIC = 22;

async function trustOf(request: APIRequestContext): Promise<ClinicTrust> {
  return ((await (await request.get(`/api/public/clinics/${CLINIC}/trust`)).json()) as { data: ClinicTrust }).data;
}

test('staff confirm a counsel → the answer time counts it; a verified review with another price → price n + 1, k the same', async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const headers = { origin: baseURL! };
  const member = await pageOf(browser, info, '물광피부');
  const before = await trustOf(member.request);
  expect(before.answer.rate).not.toBeNull();
  expect(before.price.rate).not.toBeNull();

  // The clinic page reads both figures with their n, and the booking sheet says how fast the clinic answers.
  await member.goto(`/contents/clinic/${CLINIC}`);
  const section = member.getByRole('region', { name: '숫자로 보는 병원' });
  await expect(section).toContainText(`상담 ${before.answer.n}건 중 ${before.answer.k}건`);
  await expect(section).toContainText(`검증된 방문자 ${before.price.n}명 중 ${before.price.k}명이 표시 가격대로 결제`);
  await expect(section.getByRole('link', { name: '어떻게 계산하나요?' }).first()).toHaveAttribute(
    'href',
    /\/trust\/price/,
  );
  await member.getByRole('button', { name: '상담 신청하기' }).click();
  const sheet = member.getByRole('dialog', { name: '상담 신청하기' });
  await expect(sheet).toContainText('이 병원은 보통');
  await expect(sheet).toContainText(`최근 90일 상담 ${before.answer.n}건 중`);
  await sheet.getByLabel('문의 내용').fill('가격 안내를 미리 받고 싶어요');
  await sheet.getByRole('button', { name: '상담 신청하기' }).click();
  await expect(member.getByText('상담이 신청되었습니다.').first()).toBeVisible();
  const counsels = (await (await member.request.get('/api/member/counsels?limit=20')).json()) as {
    data: { id: number; clinic_id: number; state: string }[];
  };
  const counselId = counsels.data.find((c) => c.clinic_id === CLINIC && c.state === 'AWAITING_CLINIC_CONFIRMATION')!.id;

  // The clinic confirms it: the answer time now counts it, answered within a day.
  const staff = (await browser.newContext({ baseURL })).request;
  const password = createHash('sha256').update('partner1234').digest('hex');
  expect(
    (await staff.post('/api/partner/login', { data: { user_id: `clinic${CLINIC}`, password }, headers })).status(),
  ).toBe(200);
  const move = async (data: object) =>
    expect((await staff.patch(`/api/partner/counsels/${counselId}`, { data, headers })).status()).toBe(200);
  await move({ state: 'CLINIC_CONFIRMED' });
  await expect
    .poll(async () => (await trustOf(member.request)).answer.n, { timeout: 30_000 })
    .toBe(before.answer.n + 1);
  const answered = await trustOf(member.request);
  expect(answered.answer.k).toBe(before.answer.k! + 1);
  await member.goto(`/contents/clinic/${CLINIC}`);
  await expect(member.getByRole('region', { name: '숫자로 보는 병원' })).toContainText(
    `상담 ${before.answer.n + 1}건 중 ${before.answer.k! + 1}건`,
  );

  // The consultation happens (the review becomes 'consulted'), and the member reviews it: paid more than listed.
  const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
  await move({ state: 'CONSULTATION_APPOINTMENT_CONFIRMED', appointment_at: `${tomorrow}T11:00` });
  await move({ state: 'CONSULTATION_COMPLETE' });
  await member.goto(`/review/editor/${counselId}`);
  await member.getByLabel('제목', { exact: true }).fill('상담 후기: 가격이 달랐어요');
  await member.getByLabel('내용', { exact: true }).fill('상담은 친절했지만 안내된 가격보다 조금 더 냈어요.');
  await member.getByLabel('결제 금액 (원, 선택)').fill('990000');
  await member.getByRole('radio', { name: '아니요, 달랐어요' }).check();
  await member.getByRole('button', { name: '등록' }).click();
  await expect(member.getByText('리뷰가 등록되었습니다.')).toBeVisible({ timeout: 30_000 });

  await expect.poll(async () => (await trustOf(member.request)).price.n, { timeout: 30_000 }).toBe(before.price.n + 1);
  const priced = await trustOf(member.request);
  expect(priced.price.k).toBe(before.price.k);
  await member.goto(`/contents/clinic/${CLINIC}`);
  await expect(member.getByRole('region', { name: '숫자로 보는 병원' })).toContainText(
    `검증된 방문자 ${before.price.n + 1}명 중 ${before.price.k}명이 표시 가격대로 결제`,
  );
  // The method page it links to names the threshold the figure obeys.
  await member.getByRole('link', { name: '어떻게 계산하나요?' }).first().click();
  await expect(member).toHaveURL(/\/trust\/price$/);
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('가격 지킴 지표는 이렇게 계산해요');
  await expect(member.locator('[data-threshold]')).toContainText(`${before.price.threshold}명 이상`);
});

test('explore sorts by price kept and keeps only clinics at 90% or more', async ({ page }) => {
  await page.goto('/contents?tabId=clinics');
  await page.getByRole('link', { name: '가격 지킴 순' }).click();
  await expect(page).toHaveURL(/sort=price/);
  const badges = page.locator('.entity-card .trust-badge');
  await expect(badges.first()).toBeVisible();
  await page.getByRole('link', { name: /표시가 결제 90%\+/ }).click();
  await expect(page).toHaveURL(/price=kept/);
  await expect(page).toHaveURL(/sort=price/);
  const texts = await page
    .locator('.entity-card')
    .evaluateAll((cards) => cards.map((c) => c.querySelector('.trust-badge')?.textContent ?? ''));
  expect(texts.length).toBeGreaterThan(0);
  for (const t of texts) expect(Number(/(\d+)%/.exec(t)?.[1])).toBeGreaterThanOrEqual(90);
});
