import { readFile } from 'node:fs/promises';
import { memberState } from './helpers/auth-state';
import { pageOf, signInStaff } from './helpers/pages';
import { expect, test } from './helpers/test';

// Issue 25, part 0: a booking that books. A member books from an event, preferring two times within the clinic's
// opening hours and leaving a phone; the clinic's staff see both and confirm the consultation for one of the
// preferred times with one tap; the member's counsel page shows the date and the history, and the .ics holds it.

const CLINIC = 12; // no other journey books at this clinic

test('a member books from an event with two preferred times; staff confirm one; the member sees it and its .ics', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const member = await pageOf(browser, info, '꿀피부되고싶다');
  const events = await member.request.get(`/api/public/events?clinicId=${CLINIC}&ended=false&limit=1`);
  expect(events.status()).toBe(200);
  const event = ((await events.json()) as { data: { id: number; title: string }[] }).data[0];
  expect(event).toBeDefined();

  // The booking sheet: what it is booked from, the preferred times, the phone and the note.
  await member.goto(`/contents/event/${event.id}`);
  await member.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await member.getByRole('button', { name: '상담 신청하기' }).click();
  const sheet = member.getByRole('dialog', { name: '상담 신청하기' });
  const from = sheet.getByRole('region', { name: '신청 대상' });
  await expect(from).toContainText(event.title);
  await expect(from).toContainText('원');
  const slots = sheet.getByRole('group', { name: /희망 일정/ });
  const day = sheet.getByLabel('날짜');
  await expect(day).toBeVisible();
  await member.screenshot({ path: info.outputPath('booking-sheet-top.png') });
  // Two times on the second bookable day: its first and its third slot.
  const second = await day.locator('option').nth(1).getAttribute('value');
  await day.selectOption(second!);
  const times = slots.getByRole('group', { name: /시간$/ }).getByRole('button');
  const firstTime = (await times.nth(0).textContent())!.trim();
  const thirdTime = (await times.nth(2).textContent())!.trim();
  await times.nth(0).click();
  await times.nth(2).click();
  const chosen = sheet.getByRole('list', { name: '고른 희망 일정' }).getByRole('listitem');
  await expect(chosen).toHaveCount(2);
  await expect(chosen.nth(0)).toContainText('1순위');
  await expect(chosen.nth(0)).toContainText(firstTime);
  await expect(chosen.nth(1)).toContainText(thirdTime);
  const note = `희망 일정 예약 ${Date.now()}`;
  await sheet.getByLabel('문의 내용').fill(note);
  // A phone of the wrong length is refused before anything is sent.
  await sheet.getByLabel('연락처 (선택)').fill('010-12');
  await sheet.getByRole('button', { name: '상담 신청하기' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('전화번호는 숫자 8~12자리로 입력해 주세요.');
  await member.screenshot({ path: info.outputPath('booking-sheet-error.png') });
  await sheet.getByLabel('연락처 (선택)').fill('010-2345-6789');
  await chosen.nth(0).scrollIntoViewIfNeeded();
  await member.screenshot({ path: info.outputPath('booking-sheet-slots.png') });
  await sheet.getByRole('button', { name: '상담 신청하기' }).click();
  await expect(member.getByText('상담이 신청되었습니다.').first()).toBeVisible();

  const [y, m, d] = second!.split('-').map(Number);
  const korean = `${y}년 ${m}월 ${d}일`;
  const hour = Number(thirdTime.slice(0, 2));
  const spoken = `${hour < 12 ? '오전' : '오후'} ${hour % 12 === 0 ? 12 : hour % 12}:${thirdTime.slice(3)}`;

  // The clinic: the card shows both times and the phone; 상담 예약 확정 offers the preferred times.
  await signInStaff(page, CLINIC);
  await page.goto('/partner/counsels');
  const card = page.getByRole('listitem').filter({ hasText: note });
  await expect(card.getByRole('list', { name: '희망 일정' }).getByRole('listitem')).toHaveCount(2);
  await expect(card).toContainText('010-2345-6789');
  await expect(card).toContainText(korean);
  await card.getByRole('button', { name: '확인 완료', exact: true }).click();
  await expect(card.locator('.pc-badge')).toHaveText('병원 확인 완료');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('console-counsel.png') });
  await card.getByRole('button', { name: '상담 예약 확정', exact: true }).click();
  const when = page.getByRole('dialog', { name: '예약 일시 입력' });
  const picks = when.getByRole('group', { name: '고객 희망 일정' }).getByRole('button');
  await expect(picks).toHaveCount(2);
  await picks.nth(1).click();
  await expect(picks.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(when.getByLabel('날짜')).toHaveValue(second!);
  await expect(when.getByLabel('시간')).toHaveValue(thirdTime);
  await page.screenshot({ path: info.outputPath('console-appointment-picks.png') });
  await when.getByRole('button', { name: '상담 예약 확정', exact: true }).click();
  await expect(when).toBeHidden();
  await expect(card.locator('.pc-badge')).toHaveText('상담 예약 확정');
  await expect(card).toContainText(spoken);

  // The member's page: the appointment, the preferred times and the phone, and every move.
  await member.goto('/counsel');
  await member.getByTestId('counsel-list').getByRole('listitem').first().getByRole('link').click();
  await expect(member).toHaveURL(/\/counsel\/\d+$/);
  const counselId = Number(member.url().split('/').pop());
  const appointment = member.getByRole('region', { name: '상담 예약 일정' });
  await expect(appointment).toContainText(korean);
  await expect(appointment).toContainText(spoken);
  const preferred = member.getByRole('list', { name: '희망 일정' }).getByRole('listitem');
  await expect(preferred).toHaveCount(2);
  await expect(preferred.nth(0)).toContainText(korean);
  await expect(preferred.nth(0)).toContainText('1순위');
  await expect(member.getByRole('region', { name: '연락처' })).toContainText('010-2345-6789');
  const history = member.getByRole('list', { name: '진행 내역' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(1)).toContainText('병원 확인 완료');
  await expect(history.nth(2)).toContainText('상담 예약 확정');
  await expect(history.nth(2)).toContainText(korean);
  await member.screenshot({ path: info.outputPath('member-counsel.png') });
  await history.last().scrollIntoViewIfNeeded();
  await member.screenshot({ path: info.outputPath('member-counsel-history.png') });

  const [download] = await Promise.all([
    member.waitForEvent('download'),
    appointment.getByRole('link', { name: '캘린더에 추가' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`appointment-${counselId}.ics`);
  const file = await readFile(await download.path(), 'utf8');
  const utc = new Date(`${second}T${thirdTime}:00+09:00`).toISOString().replace(/[-:]/g, '').slice(0, 15);
  expect(file).toContain(`DTSTART:${utc}Z`);
  expect(file).not.toContain('01023456789');
  await member.context().close();
});

test.describe('the booking sheet from a doctor', () => {
  test.use({ storageState: memberState('꿀피부되고싶다') });

  test('names the doctor and the clinic, and offers the clinic’s times', async ({ page }, info) => {
    const doctors = await page.request.get(`/api/public/doctors?clinicId=${CLINIC}&limit=1`);
    const doctor = ((await doctors.json()) as { data: { id: number; name: string; clinic: { name: string } }[] })
      .data[0];
    await page.goto(`/contents/doctor/${doctor.id}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: '상담 신청하기' }).click();
    const sheet = page.getByRole('dialog', { name: '상담 신청하기' });
    const from = sheet.getByRole('region', { name: '신청 대상' });
    await expect(from).toContainText(`${doctor.name} 원장`);
    await expect(from).toContainText(doctor.clinic.name);
    await expect(sheet.getByLabel('날짜')).toBeVisible();
    await page.screenshot({ path: info.outputPath('booking-sheet-doctor.png') });
  });
});
