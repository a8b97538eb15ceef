import type { APIRequestContext } from '@playwright/test';
import type { RecoveryCurves } from '@/contracts/recovery';
import { pageOf } from './helpers/pages';
import { expect, test } from './helpers/test';

// Recovery check-ins and curves (docs/trust.md#recovery) as a member meets them: a review given a treatment date 8
// days ago is invited on /my-page to its day-7 check-in; the check-in moves the day's n of the curve by one.

interface MyReview {
  id: number;
  treatedOn: string | null;
  event: { id: number } | null;
  treatments: { id: number }[];
}

const curveOf = async (request: APIRequestContext, path: string) =>
  ((await (await request.get(`/api/public/${path}/recovery`)).json()) as { data: RecoveryCurves }).data;

test('a day-7 check-in from /my-page moves the curve of its treatment and event by one', async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const headers = { origin: baseURL! };
  const member = await pageOf(browser, info, '꿀피부되고싶다');
  const mine = (await (await member.request.get('/api/member/reviews?limit=100')).json()) as { data: MyReview[] };
  // A review without a treatment date has no check-ins yet: give it one 8 days ago (day 7 is open).
  const review =
    mine.data.find((r) => !r.treatedOn && r.event && r.treatments.length > 0) ??
    mine.data.find((r) => !r.treatedOn && r.treatments.length > 0);
  expect(review, 'a review without a treatment date').toBeDefined();
  const eightDaysAgo = new Date(Date.now() + 9 * 3_600_000 - 8 * 86_400_000).toISOString().slice(0, 10);
  const patched = await member.request.patch(`/api/member/reviews/${review!.id}`, {
    data: { treatedOn: eightDaysAgo },
    headers,
  });
  expect(patched.status()).toBe(200);
  const treatment = `treatments/${review!.treatments[0].id}`;
  const before = (await curveOf(member.request, treatment)).metrics.pain[1].n;

  await member.goto('/my-page');
  const invites = member.getByRole('region', { name: '회복 기록' });
  await invites
    .getByRole('link', { name: /7일째 기록하기/ })
    .first()
    .click();
  await expect(member.getByRole('heading', { name: '7일째 회복 기록' })).toBeVisible();
  await member.getByLabel(/붓기/).selectOption('3');
  await member.getByLabel(/멍/).selectOption('2');
  await member.getByLabel(/통증/).selectOption('1');
  await member.getByLabel(/만족도/).selectOption('8');
  await member.getByRole('button', { name: '기록 저장' }).click();
  await expect(member.getByText('회복 기록을 저장했어요.').first()).toBeVisible();

  await expect
    .poll(async () => (await curveOf(member.request, treatment)).metrics.pain[1].n, { timeout: 30_000 })
    .toBe(before + 1);
  if (review!.event) {
    const n = (await curveOf(member.request, `events/${review!.event.id}`)).metrics.pain[1].n;
    await member.goto(`/contents/event/${review!.event.id}`);
    const chart = member.getByRole('region', { name: '회복 곡선' });
    await expect(chart.getByRole('img', { name: /통증 회복 곡선/ })).toContainText(`n=${n}`);
    await expect(chart.getByRole('link', { name: '어떻게 계산하나요?' })).toHaveAttribute('href', /\/trust\/recovery/);
  }
  // The review page shows the writer's timeline.
  await member.goto(`/contents/review/${review!.id}`);
  await expect(member.getByRole('region', { name: '작성자의 회복 기록' })).toContainText('7일째');
});

test('the method page explains the curves and names the threshold', async ({ page }) => {
  await page.goto('/trust/recovery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('회복 곡선은 이렇게 계산해요');
  await expect(page.locator('[data-threshold]')).toContainText('5건 미만');
});
