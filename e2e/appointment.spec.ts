import { readFile } from 'node:fs/promises';
import { pageOf, signInStaff } from './helpers/pages';
import { expect, test } from './helpers/test';

// Issue 25, part 0: a booking that books. Staff confirm a consultation appointment for a date and time in the
// console; the member's counsel page shows it with the history of moves, and its .ics holds it.

const CLINIC = 31; // no other journey moves this clinic's counsels
const inSeoul = (plusDays: number) =>
  new Date(Date.now() + 9 * 3_600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);

test('staff confirm a consultation appointment; the member sees its date and the history, and the .ics holds it', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  const member = await pageOf(browser, info, '물광피부');
  const note = `예약 확인용 ${Date.now()}`;
  const booked = await member.request.post('/api/member/counsels', {
    data: { clinic_id: CLINIC, sourceType: 'CLINIC', sourceId: CLINIC, content: note },
    headers: { origin: baseURL! },
  });
  expect(booked.status()).toBe(201);
  const counselId = ((await booked.json()) as { data: { id: number } }).data.id;

  // The clinic: sign in, confirm the booking, then give the consultation its date and time.
  await signInStaff(page, CLINIC);
  await page.goto('/partner/counsels');
  const card = page.getByRole('listitem').filter({ hasText: note });
  await card.getByRole('button', { name: '확인 완료', exact: true }).click();
  await expect(card.locator('.pc-badge')).toHaveText('병원 확인 완료');

  await card.getByRole('button', { name: '상담 예약 확정', exact: true }).click();
  const when = page.getByRole('dialog', { name: '예약 일시 입력' });
  await expect(when).toContainText('‘상담 예약 확정’ 일시를 한국 시간으로 입력해 주세요.');
  // Nothing moves without both the date and the time.
  await when.getByRole('button', { name: '상담 예약 확정', exact: true }).click();
  await expect(when.getByRole('alert')).toHaveText('날짜와 시간을 모두 입력해 주세요.');
  const day = inSeoul(3);
  await when.getByLabel('날짜').fill(day);
  await when.getByLabel('시간').fill('14:30');
  await page.screenshot({ path: info.outputPath('console-appointment-dialog.png') });
  await when.getByRole('button', { name: '상담 예약 확정', exact: true }).click();
  await expect(when).toBeHidden();
  await expect(card.locator('.pc-badge')).toHaveText('상담 예약 확정');
  const [y, m, d] = day.split('-').map(Number);
  const korean = `${y}년 ${m}월 ${d}일`;
  await expect(card).toContainText(korean);
  await expect(card).toContainText('오후 2:30');

  // The member's page: the appointment, Korea time, and every move with who made it.
  await member.goto(`/counsel/${counselId}`);
  const appointment = member.getByRole('region', { name: '상담 예약 일정' });
  await expect(appointment).toContainText(korean);
  await expect(appointment).toContainText('오후 2:30');
  const history = member.getByRole('list', { name: '진행 내역' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('상담 신청');
  await expect(history.nth(0)).toContainText('나');
  await expect(history.nth(1)).toContainText('병원 확인 완료');
  await expect(history.nth(1)).toContainText('병원');
  await expect(history.nth(2)).toContainText('상담 예약 확정');
  await expect(history.nth(2)).toContainText(korean);
  await member.screenshot({ path: info.outputPath('member-counsel-appointment.png') });
  await history.last().scrollIntoViewIfNeeded();
  await member.screenshot({ path: info.outputPath('member-counsel-history.png') });

  // 캘린더에 추가: an .ics download whose event starts at 14:30 Korea time (05:30 UTC) that day.
  const [download] = await Promise.all([
    member.waitForEvent('download'),
    appointment.getByRole('link', { name: '캘린더에 추가' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`appointment-${counselId}.ics`);
  const file = await readFile(await download.path(), 'utf8');
  expect(file).toContain(`DTSTART:${day.replaceAll('-', '')}T053000Z`);
  expect(file.replace(/\r\n /g, '')).toContain('상담 예약');
  expect(file).not.toContain(note);
  await member.context().close();
});
