import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { memberState } from './helpers/auth-state';
import { expect, test } from './helpers/test';

// Booking as people do it on a phone: a double tap books once, a booking can be taken back while the
// clinic has not confirmed it, and the clinic's confirmation ends that.

const counselCount = async (page: Page) =>
  ((await (await page.request.get('/api/member/counsels')).json()) as { total: number }).total;

test.describe('consultation booking', () => {
  test.use({ storageState: memberState('물광피부') });

  test('a double tap on 상담 신청하기 books once; the booking is canceled from its page', async ({ page }) => {
    const before = await counselCount(page);
    const note = `두 번 눌러도 한 번만 ${Date.now()}`;
    await page.goto('/contents/clinic/4');
    await page.getByRole('button', { name: '상담 신청하기' }).click();
    const dialog = page.getByRole('dialog', { name: '상담 신청하기' });
    await dialog.getByLabel('문의 내용').fill(note);
    // Two submits before the first answer (a double tap, or the form sent twice).
    await dialog.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByText('상담이 신청되었습니다.').first()).toBeVisible();
    await expect.poll(() => counselCount(page)).toBe(before + 1);
    // A retried request with the same key gets the first answer again (the BFF passes the key on).
    const sent = { clinic_id: 4, sourceType: 'CLINIC', sourceId: 4, content: note };
    const headers = { origin: new URL(page.url()).origin, 'idempotency-key': `e2e-retry-key-${Date.now()}` };
    const [a, b] = await Promise.all(
      [1, 2].map(() => page.request.post('/api/member/counsels', { data: sent, headers })),
    );
    expect([a.status(), b.status()].filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(await counselCount(page)).toBe(before + 2);
    // A retry after the first answer gets that answer, marked as a replay.
    const first = [a, b].find((r) => r.status() === 201)!;
    const retried = await page.request.post('/api/member/counsels', { data: sent, headers });
    expect(retried.status()).toBe(201);
    expect(retried.headers()['idempotent-replayed']).toBe('true');
    expect(await retried.json()).toEqual(await first.json());
    expect(await counselCount(page)).toBe(before + 2);

    await page.goto('/counsel');
    const mine = page.getByTestId('counsel-list').getByRole('listitem').filter({ hasText: '병원 확인 대기' }).first();
    await mine.getByRole('link').click();
    await expect(page).toHaveURL(/\/counsel\/\d+$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: '상담 신청 취소' }).click();
    const confirm = page.getByRole('dialog', { name: '상담 신청을 취소할까요?' });
    await confirm.getByRole('button', { name: '신청 취소하기' }).click();
    await expect(page.getByText('상담 신청이 취소되었습니다.')).toBeVisible();
    await expect(page.locator('.state-badge')).toHaveText('취소됨');
    await expect(page.getByRole('button', { name: '상담 신청 취소' })).toHaveCount(0);
    // Reload: still canceled, and the page says why no review can be written.
    await page.reload();
    await expect(page.locator('.state-badge')).toHaveText('취소됨');
    await expect(page.getByText('취소된 상담이라 리뷰를 쓸 수 없어요.', { exact: false })).toBeVisible();
  });

  test('a written review is taken down from the editor after a confirmation; the counsel can get a new one', async ({
    page,
  }) => {
    await page.goto('/counsel');
    const headers = { origin: new URL(page.url()).origin };
    const booked = await page.request.post('/api/member/counsels', {
      data: { clinic_id: 6, sourceType: 'CLINIC', sourceId: 6, content: '' },
      headers,
    });
    const counselId = ((await booked.json()) as { data: { id: number } }).data.id;
    const title = `지울 후기 ${Date.now()}`;
    const review = {
      counsel_id: counselId,
      clinic_id: 6,
      event_id: null,
      doctors: [],
      treatments: [],
      title,
      content: '곧 지울 후기예요.',
      rating: 4,
    };
    expect(
      (
        await page.request.post('/api/member/reviews', {
          data: { ...review, beforePhotos: [], afterPhotos: [], incentive: false },
          headers,
        })
      ).status(),
    ).toBe(201);
    await page.goto(`/review/editor/${counselId}`);
    await expect(page.getByLabel('제목', { exact: true })).toHaveValue(title);
    await page.getByRole('button', { name: '리뷰 삭제' }).click();
    const confirm = page.getByRole('dialog', { name: '리뷰를 삭제할까요?' });
    // 취소 keeps it; 삭제하기 takes it down.
    await confirm.getByRole('button', { name: '취소' }).last().click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole('button', { name: '리뷰 삭제' }).click();
    await page.getByRole('dialog', { name: '리뷰를 삭제할까요?' }).getByRole('button', { name: '삭제하기' }).click();
    await expect(page.getByText('리뷰를 삭제했습니다.')).toBeVisible();
    const counsel = (await (await page.request.get(`/api/member/counsels/${counselId}`)).json()) as {
      data: { review_id: number | null };
    };
    expect(counsel.data.review_id).toBeNull();
  });

  test('once the clinic has confirmed, the member cannot cancel (409, and the page offers no cancel)', async ({
    page,
  }) => {
    await page.goto('/counsel');
    const headers = { origin: new URL(page.url()).origin };
    const res = await page.request.post('/api/member/counsels', {
      data: { clinic_id: 5, sourceType: 'CLINIC', sourceId: 5, content: '' },
      headers,
    });
    expect(res.status()).toBe(201);
    const id = ((await res.json()) as { data: { id: number } }).data.id;
    // The clinic confirms it in the partner console meanwhile (clinic5's staff, its own cookie in this browser).
    const staff = await page.request.post('/api/partner/login', {
      data: { user_id: 'clinic5', password: sha256('partner1234') },
      headers,
    });
    expect(staff.status()).toBe(200);
    expect(
      (
        await page.request.patch(`/api/partner/counsels/${id}`, { data: { state: 'CLINIC_CONFIRMED' }, headers })
      ).status(),
    ).toBe(200);
    const refused = await page.request.post(`/api/member/counsels/${id}/cancel`, { headers });
    expect(refused.status()).toBe(409);
    await page.goto(`/counsel/${id}`);
    await expect(page.locator('.state-badge')).toHaveText('병원 확인 완료');
    await expect(page.getByRole('button', { name: '상담 신청 취소' })).toHaveCount(0);
  });
});

function sha256(text: string) {
  return createHash('sha256').update(text).digest('hex');
}
