import { createHash } from 'node:crypto';
import { loginWith } from './helpers/login';
import { expect, test } from './helpers/test';

// A member who deletes the account leaves the clinic its booking record: the counsel stays in the partner
// console as '탈퇴한 회원', state kept, note gone. The deletion dialog says first what stays public.

const CLINIC = 37; // no other journey books at this clinic, so its console list is this test's

test('a member books, deletes the account; the clinic still lists the counsel as 탈퇴한 회원 without the note', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const note = `LINE ID: leaver_${stamp}`;
  await page.goto('/login');
  await loginWith(page, '네이버로 로그인', async (popup) => {
    await popup.getByLabel('Test user').fill(`leaver${stamp}`);
    await popup.getByLabel('Nickname').fill(`떠나는회원${stamp % 100000}`);
    await popup.getByRole('button', { name: /approve/i }).click();
  });
  const headers = { origin: baseURL! };
  const booked = await page.request.post('/api/member/counsels', {
    data: { clinic_id: CLINIC, sourceType: 'CLINIC', sourceId: CLINIC, content: note },
    headers,
  });
  expect(booked.status()).toBe(201);
  const counselId = ((await booked.json()) as { data: { id: number } }).data.id;

  // The clinic confirms it in its console (its own browser).
  const clinic = await browser.newContext({ baseURL });
  const staff = await clinic.newPage();
  const password = createHash('sha256').update('partner1234').digest('hex');
  expect(
    (
      await staff.request.post('/api/partner/login', { data: { user_id: `clinic${CLINIC}`, password }, headers })
    ).status(),
  ).toBe(200);
  expect(
    (
      await staff.request.patch(`/api/partner/counsels/${counselId}`, { data: { state: 'CLINIC_CONFIRMED' }, headers })
    ).status(),
  ).toBe(200);

  // The dialog says what stays public, with the way to delete it first.
  await page.goto('/my-page');
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const dialog = page.getByRole('dialog', { name: '회원 탈퇴' });
  await expect(dialog).toContainText('작성한 리뷰와 사진은 탈퇴 후에도 작성자 정보 없이 공개된 채로 남습니다.');
  await expect(dialog).toContainText('상담 내역은 병원의 예약 기록으로 남지만');
  await expect(dialog.getByRole('link', { name: '작성한 리뷰 확인·삭제하기' })).toHaveAttribute(
    'href',
    /^\/my-page\/reviews(\?|$)/,
  );
  await dialog.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByText('회원 탈퇴가 완료되었습니다.')).toBeVisible();

  // The clinic's console: the counsel is still there, anonymised, in the state the clinic gave it.
  await staff.goto('/partner/counsels');
  const card = staff.getByRole('listitem', { name: '탈퇴한 회원 · 병원 확인 완료' });
  await expect(card.first()).toBeVisible();
  await expect(card.first().getByLabel('문의 내용')).toHaveText('남긴 문의 내용이 없습니다.');
  await expect(staff.getByText(note)).toHaveCount(0);
  await clinic.close();
});
