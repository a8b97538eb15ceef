import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { SAVED_MEMBERS } from './helpers/auth-state';
import { laptopPage, pageOf, signInOperator, signInStaff } from './helpers/pages';
import { expect, test } from './helpers/test';

// Review moderation (docs/moderation.md): a member's report, a clinic's 권리침해 신고 (임시조치) with the writer's
// objection on a phone (clinics 16–18), and the operator's decisions in a laptop browser (clinics 26–28). No other
// spec uses these clinics.

type PublicReview = { id: number; title: string; authorNickname: string | null; moderation: unknown };
const WRITERS: readonly string[] = SAVED_MEMBERS.main;

async function reviewsOf(request: APIRequestContext, clinicId: number): Promise<PublicReview[]> {
  const res = await request.get(`/api/public/reviews?clinicId=${clinicId}&limit=50`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: PublicReview[] }).data;
}

/** Opens the clinic's '리뷰 관리 기록' (collapsed under its count) once the page is hydrated. */
async function openLog(page: Page, clinicId: number) {
  await page.goto(`/contents/clinic/${clinicId}?tabId=review`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const details = page.locator('details', { has: page.getByText(/기록 \d+건 보기/) });
  await expect(async () => {
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '', { timeout: 1_000 });
  }).toPass();
}

async function clinicFigures(request: APIRequestContext, clinicId: number) {
  const res = await request.get(`/api/public/clinics/${clinicId}`);
  return ((await res.json()) as { data: { reviewCount: number; averageRating: number } }).data;
}

const phoneOnly = (info: TestInfo) =>
  test.skip(info.project.name !== 'phone', 'the member and staff half runs on a phone');

test('a member reports a review on a clinic page', async ({ browser }, info) => {
  phoneOnly(info);
  const reporter = '물광피부';
  const page = await pageOf(browser, info, reporter);
  await page.goto('/contents/clinic/16?tabId=review');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const card = page.locator('article.review-card').filter({ hasNotText: reporter }).first();
  await card.getByRole('button', { name: '신고' }).click();
  const dialog = page.getByRole('dialog', { name: '리뷰 신고' });
  await dialog.getByRole('button', { name: '신고하기' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('사유를 골라 주세요.');
  await dialog.getByLabel('욕설·비방').check();
  await dialog.getByRole('button', { name: '신고하기' }).click();
  // A second run on the same data finds its report already there.
  await expect(page.getByText(/신고가 접수됐어요|이미 신고한 리뷰예요/)).toBeVisible();
  await openLog(page, 16);
  await expect(page.getByRole('heading', { name: '리뷰 관리 기록' })).toBeVisible();
  await expect(page.getByText('회원 신고').first()).toBeVisible();
  await expect(page.getByText('검토 중').first()).toBeVisible();
  await page.getByRole('heading', { name: '리뷰 관리 기록' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('clinic-log.png') });
});

test('a clinic asks for a takedown, the page shows the placeholder, the writer objects from my-page', async ({
  browser,
  baseURL,
}, info) => {
  phoneOnly(info);
  test.setTimeout(120_000);
  const staff = await pageOf(browser, info);
  const target = (await reviewsOf(staff.request, 17)).find(
    (r) => r.moderation === null && r.title && WRITERS.includes(r.authorNickname ?? ''),
  );
  // The demo data (deterministic) gives clinic 17 reviews by the saved members: none left is a failure, not a skip.
  expect(target, 'a review of a saved member to hide in clinic 17').toBeTruthy();
  const review = target!;

  await signInStaff(staff, 17);
  await staff.goto('/partner/reviews');
  const item = staff.locator('li.pc-card').filter({ hasText: review.title }).first();
  await item.getByRole('button', { name: '권리침해 신고' }).click();
  const dialog = staff.getByRole('dialog', { name: '권리침해 신고 (임시조치 요청)' });
  await dialog.getByLabel('명예훼손').check();
  await dialog.getByLabel('침해 내용 설명').fill('사실과 다른 시술 결과를 적어 병원의 명예를 훼손합니다.');
  await dialog.getByRole('button', { name: '임시조치 요청' }).click();
  await expect(staff.getByText(/임시조치를 요청했어요/)).toBeVisible();
  await staff.screenshot({ path: info.outputPath('partner-reviews.png') });
  // No second request for the same review, and no way to hide it longer.
  const again = await staff.request.post(`/api/partner/reviews/${review.id}/takedown`, {
    data: { reason: 'DEFAMATION', text: '다시' },
    headers: { origin: baseURL! },
  });
  expect(again.status()).toBe(409);

  const visitor = await pageOf(browser, info);
  await visitor.goto(`/contents/review/${review.id}`);
  await expect(
    visitor.getByText(/병원의 권리침해 신고로 임시조치된 리뷰입니다\. 운영자가 .+까지 검토합니다\./),
  ).toBeVisible();
  await expect(visitor.getByText(review.title)).toHaveCount(0);
  expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  await visitor.screenshot({ path: info.outputPath('hidden-review.png') });

  const writer = await pageOf(browser, info, review.authorNickname!);
  await writer.goto('/my-page/reviews');
  const mine = writer.locator(`#review-${review.id}`);
  await expect(mine.getByText(review.title)).toBeVisible();
  await expect(mine.getByText(/다른 사람에게 가려져 있어요/)).toBeVisible();
  await mine.getByLabel(/소명하기/).fill('직접 시술받고 느낀 그대로 적은 후기입니다.');
  await mine.getByRole('button', { name: '소명 보내기' }).click();
  await expect(writer.getByText('소명을 보냈어요.', { exact: true })).toBeVisible();
  await expect(mine.getByText(/소명을 보냈어요\./)).toBeVisible();
  await mine.scrollIntoViewIfNeeded();
  await writer.screenshot({ path: info.outputPath('my-reviews.png') });
});

test('an operator removes a reported review and restores a takedown', async ({ browser, baseURL }, info) => {
  // Operators work on a laptop: their pages open in a laptop browser of their own (as e2e/operator.spec.ts does).
  phoneOnly(info);
  test.setTimeout(180_000);
  const headers = { origin: baseURL! };
  // A member reports a review of clinic 26.
  const member = await pageOf(browser, info, '꿀피부되고싶다');
  const reported = (await reviewsOf(member.request, 26)).find(
    (r) => r.moderation === null && r.title && r.authorNickname !== '꿀피부되고싶다',
  )!;
  const filed = await member.request.post(`/api/member/reviews/${reported.id}/reports`, {
    data: { reason: 'FALSE_OR_AD' },
    headers,
  });
  expect([201, 409]).toContain(filed.status());
  // Clinic 27 asks to hide one of its reviews.
  const staff = await pageOf(browser, info);
  await signInStaff(staff, 27);
  const hidden = (await reviewsOf(staff.request, 27)).find((r) => r.moderation === null && r.title)!;
  const asked = await staff.request.post(`/api/partner/reviews/${hidden.id}/takedown`, {
    data: { reason: 'FALSE_FACTS', text: '허위 사실입니다.' },
    headers,
  });
  expect(asked.status()).toBe(201);

  const before = await clinicFigures(member.request, 26);
  const op = await laptopPage(browser, info);
  await signInOperator(op);
  await op.goto('/admin/moderation');
  await op
    .getByRole('link', { name: new RegExp(reported.title.slice(0, 10)) })
    .first()
    .click();
  await decide(op, '삭제', '허위·광고성 리뷰', '반복 게시된 광고성 후기');
  await op.screenshot({ path: info.outputPath('case-laptop.png'), fullPage: true });
  await expect(op.getByText('결정을 저장했습니다.')).toBeVisible();

  const after = await clinicFigures(member.request, 26);
  expect(after.reviewCount).toBe(before.reviewCount - 1);
  expect((await member.request.get(`/api/public/reviews/${reported.id}`)).status()).toBe(404);
  const visitor = await laptopPage(browser, info);
  await openLog(visitor, 26);
  await expect(visitor.getByText('삭제됨').first()).toBeVisible();

  await op.goto('/admin/moderation?kind=TAKEDOWN');
  await op.getByRole('button', { name: '임시조치' }).click();
  await op
    .getByRole('link', { name: new RegExp(hidden.title.slice(0, 10)) })
    .first()
    .click();
  await decide(op, '복원', '권리침해 소명 부족', '허위 사실이라는 근거가 없음');
  await expect(op.getByText('결정을 저장했습니다.')).toBeVisible();
  await visitor.goto(`/contents/review/${hidden.id}`);
  await expect(visitor.getByRole('heading', { name: hidden.title })).toBeVisible();
  await openLog(visitor, 27);
  await expect(visitor.getByText('복원됨').first()).toBeVisible();
  await expect(visitor.getByText('병원 권리침해 신고').first()).toBeVisible();
  await visitor.screenshot({ path: info.outputPath('clinic-log-laptop.png') });
  for (const p of [op, visitor, staff, member]) await p.close();
});

/** Decides the open case on the page: first without a reason (the field error), then with one and a note. */
async function decide(op: Page, decision: string, reason: string, note: string) {
  await op.getByLabel(decision, { exact: true }).check();
  await op.getByLabel(/메모/).fill(note);
  await op.getByRole('button', { name: '결정하기' }).click();
  await expect(op.getByText('사유를 골라 주세요.')).toBeVisible();
  await op.getByLabel(reason, { exact: true }).check();
  await op.getByRole('button', { name: '결정하기' }).click();
}
