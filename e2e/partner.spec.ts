import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { pageOf } from './helpers/pages';
import { expect, test } from './helpers/test';

// The partner console as clinic staff meet it, on a phone (390×844) and on a laptop (1280×800): each
// project works on clinics of its own (11–15 on the phone, 21–25 on the laptop) so the two never meet.

const PASSWORD = 'partner1234';
const photo = (name: string) => path.resolve('e2e/fixtures/photos', name);
const clinicOf = (info: TestInfo, n: number) => (info.project.name === 'desktop' ? 20 : 10) + n;
const todayInSeoul = (plusDays = 0) =>
  new Date(Date.now() + 9 * 3_600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);

/** The sign-in page, reached by a redirect (a new document, see StaffArea) and hydrated, so typing reaches React. */
async function atLogin(page: Page, url: RegExp = /\/partner\/login/) {
  await expect(page).toHaveURL(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

async function signIn(page: Page, clinicId: number, password = PASSWORD, next = '/partner') {
  await page.goto(next === '/partner' ? '/partner/login' : next);
  await atLogin(page);
  await page.getByLabel('아이디', { exact: true }).fill(`clinic${clinicId}`);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function signedIn(page: Page, clinicId: number) {
  await signIn(page, clinicId);
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('담당자님, 안녕하세요.');
}

/** The Kakao postal-code script, replaced by a stand-in whose one result is a Gangnam address. */
const POSTCODE_STUB = `window.daum = { Postcode: function (opts) { this.embed = function (el) {
  var b = document.createElement('button'); b.type = 'button'; b.textContent = '서울 강남구 테헤란로 427 (06159)';
  b.onclick = function () { opts.oncomplete({ zonecode: '06159', address: '서울 강남구 테헤란로 427', roadAddress: '서울 강남구 테헤란로 427', jibunAddress: '서울 강남구 삼성동 143-40', buildingName: '' }); };
  el.appendChild(b); }; } };`;

test.describe('partner console', () => {
  test('signs in (coming back to the page asked for), edits the introduction and the address through the postal-code search', async ({
    page,
  }, info) => {
    const clinic = clinicOf(info, 1);
    await page.route('**/postcode.v2.js', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: POSTCODE_STUB }),
    );
    // A console page asked for while signed out: the sign-in page, then that page.
    await page.goto('/partner/clinic');
    await atLogin(page, /\/partner\/login\?returnTo=%2Fpartner%2Fclinic/);
    await page.getByLabel('아이디', { exact: true }).fill(`Clinic${clinic}`);
    // The ID format lower-cases and refuses what an id cannot hold.
    await expect(page.getByLabel('아이디', { exact: true })).toHaveValue(`clinic${clinic}`);
    await page.getByLabel('아이디', { exact: true }).pressSequentially('-');
    await expect(page.getByText('ID는 영문, 숫자, ., _만 사용할 수 있습니다.')).toBeVisible();
    await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/partner\/clinic$/);

    const intro = `e2e 소개 ${Date.now()}: 피부 고민을 끝까지 함께합니다.`;
    await page.getByLabel('병원 소개', { exact: true }).fill(intro);
    await page.getByRole('button', { name: '주소 검색' }).click();
    const dialog = page.getByRole('dialog', { name: '우편번호 검색' });
    await dialog.getByRole('button', { name: /테헤란로 427/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('우편번호', { exact: true })).toHaveValue('06159');
    await expect(page.getByLabel('도로명 주소', { exact: true })).toHaveValue('서울 강남구 테헤란로 427');
    await page.getByLabel('상세 주소', { exact: true }).fill('7층');
    await page.getByLabel('전화번호', { exact: true }).fill('02-1234');
    await expect(page.getByText('전화번호는 숫자만 입력할 수 있습니다.')).toBeVisible();
    await page.getByLabel('전화번호', { exact: true }).fill('0215881234');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('저장되었습니다.')).toBeVisible();

    // Visitors see it at once.
    await page.goto(`/contents/clinic/${clinic}`);
    await expect(page.getByText(intro)).toBeVisible();
    await expect(page.getByText('서울 강남구 테헤란로 427 7층').first()).toBeVisible();
    await expect(page.getByRole('link', { name: '전화 걸기: 02-1588-1234' })).toHaveAttribute('href', 'tel:0215881234');
    // And the form reads it back after a reload.
    await page.goto('/partner/clinic');
    await expect(page.getByLabel('병원 소개', { exact: true })).toHaveValue(intro);
    await expect(page.getByLabel('우편번호', { exact: true })).toHaveValue('06159');
  });

  test('sets the hours, the station, the languages and a safety fact; the clinic page shows them, and a bad time is said in Korean', async ({
    page,
  }, info) => {
    const clinicId = clinicOf(info, 6);
    await signedIn(page, clinicId);
    await page.goto('/partner/clinic');
    const hours = page.getByRole('group', { name: '진료 시간' });
    const given = hours.getByLabel('진료 시간을 알려요');
    if (!(await given.isChecked())) await given.check();
    const monday = hours.getByRole('group', { name: '월' });
    if (await monday.getByLabel('휴진').isChecked()) await monday.getByLabel('휴진').uncheck();
    await monday.getByLabel('월요일 진료 시작').fill('09:30');
    await monday.getByLabel('월요일 진료 종료').fill('18:30');
    await monday.getByLabel('월요일 점심 시작').fill('13:00');
    await monday.getByLabel('월요일 점심 끝').fill('');
    await page.getByLabel('역 이름').fill('신논현역');
    await page.getByLabel('도보 (분)').fill('4');
    const japanese = page.getByRole('group', { name: '상담 가능 언어' }).getByLabel('일본어');
    if (!(await japanese.isChecked())) await japanese.check();
    const cctv = page.getByRole('group', { name: '안전 정보' }).getByLabel('수술실 CCTV');
    if (!(await cctv.isChecked())) await cctv.check();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    // A lunch break without its end: said in Korean, nothing sent.
    await expect(page.getByText('진료 시간을 확인해 주세요.', { exact: false })).toBeVisible();
    await monday.getByLabel('월요일 점심 끝').fill('14:00');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('저장되었습니다.')).toBeVisible();

    await page.goto(`/contents/clinic/${clinicId}`);
    await expect(page.getByText('신논현역 도보 4분')).toBeVisible();
    await expect(
      page.locator('.detail-section', { hasText: '진료 시간' }).locator('.hours__row', { hasText: '월' }),
    ).toContainText('09:30–18:30');
    await expect(page.locator('.detail-section', { hasText: '상담 가능 언어' })).toContainText('일본어');
    await expect(page.getByRole('button', { name: /수술실 CCTV/ })).toBeVisible();
  });

  test('when the postal-code search cannot load, says so and the road address can still be typed', async ({
    page,
  }, info) => {
    const clinic = clinicOf(info, 1);
    await page.route('**/postcode.v2.js', (route) => route.abort());
    await signedIn(page, clinic);
    await page.goto('/partner/clinic');
    await page.getByRole('button', { name: '주소 검색' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: '우편번호 서비스를 현재 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.' }),
    ).toBeVisible();
    await page.getByLabel('도로명 주소', { exact: true }).fill('서울 서초구 서초대로 77');
    await page.getByLabel('상세 주소', { exact: true }).fill('3층');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('저장되었습니다.')).toBeVisible();
    await page.goto(`/contents/clinic/${clinic}`);
    await expect(page.getByText('서울 서초구 서초대로 77 3층').first()).toBeVisible();
  });

  test('adds a doctor with a photo, previews an edit, and removes the doctor', async ({ page, context }, info) => {
    const clinic = clinicOf(info, 1);
    const name = `테스트${info.project.name === 'desktop' ? '데스크' : '모바일'}`;
    await signedIn(page, clinic);
    await page.getByRole('navigation', { name: '파트너센터 메뉴' }).getByRole('link', { name: '의료진' }).click();
    await page.getByRole('link', { name: '의료진 추가' }).click();
    await page.getByLabel('이름', { exact: true }).fill(name);
    // A text file named .jpg is refused before anything is sent.
    await page.locator('input[type=file]').setInputFiles(photo('not-an-image.jpg'));
    await expect(page.getByText('이미지 파일만 업로드할 수 있습니다.')).toBeVisible();
    await page.locator('input[type=file]').setInputFiles(photo('before-1.jpg'));
    await expect(page.getByRole('img', { name: '프로필 사진' })).toHaveAttribute(
      'src',
      /\/files\/media\/[0-9a-f-]{36}\.webp$/,
    );
    await page.getByLabel('소개', { exact: true }).fill('보톡스와 필러를 주로 봅니다.');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('의료진이 추가되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/partner\/doctors$/);

    // On the clinic's doctor tab and on the doctor's own page, with the photo (a metadata-free copy).
    await page.goto(`/contents/clinic/${clinic}?tabId=doctor`);
    await page
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    const doctorUrl = page.url();
    const img = await page.locator('.detail-head img').first().getAttribute('src');
    expect(decodeURIComponent(img ?? '')).toContain('/files/media/');

    // Preview an edit: the new tab shows the unsaved text; the saved page does not change.
    await page.goto('/partner/doctors');
    await page.getByRole('link', { name: `${name} 수정` }).click();
    await page.getByLabel('소개', { exact: true }).fill('미리보기로만 보는 소개입니다.');
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: '미리보기' }).click(),
    ]);
    await preview.waitForLoadState();
    await expect(preview).toHaveURL(/\/contents\/doctor\/pv$/);
    await expect(preview.getByText('미리보기로만 보는 소개입니다.')).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1 })).toContainText(name);
    await preview.close();
    await page.goto(doctorUrl);
    await expect(page.getByText('보톡스와 필러를 주로 봅니다.')).toBeVisible();

    await page.goto('/partner/doctors');
    await page.getByRole('button', { name: `${name} 삭제` }).click();
    await page.getByRole('dialog', { name: '의료진 삭제' }).getByRole('button', { name: '삭제' }).click();
    await expect(page.getByText('의료진에서 삭제되었습니다.')).toBeVisible();
    expect((await page.goto(doctorUrl))?.status()).toBe(404);
  });

  test('creates an event with prices, sees it on the clinic and the event page, then ends it', async ({
    page,
  }, info) => {
    const clinic = clinicOf(info, 2);
    const title = `e2e 겨울 이벤트 ${info.project.name}`;
    await signedIn(page, clinic);
    await page.goto('/partner/events/new');
    await page.getByLabel('이벤트 제목', { exact: true }).fill(title);
    await page.getByLabel('정상가 (원)', { exact: true }).fill('30만');
    await expect(page.getByText('숫자만 입력할 수 있습니다.').first()).toBeVisible();
    await page.getByLabel('정상가 (원)', { exact: true }).fill('300000');
    await page.getByLabel('이벤트가 (원)', { exact: true }).fill('350000');
    await page.getByLabel('시작일', { exact: true }).fill(todayInSeoul(-1));
    await page.getByLabel('종료일', { exact: true }).fill(todayInSeoul(30));
    await page.getByLabel('부가세(VAT)', { exact: true }).selectOption({ label: 'VAT 별도' });
    await page.getByRole('checkbox', { name: '마취 포함' }).check();
    // Sessions out of range are said in Korean too, under their field.
    await page.getByLabel('시술 횟수 (회)', { exact: true }).fill('0');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('1~99 사이의 횟수를 입력해 주세요.')).toBeVisible();
    await page.getByLabel('시술 횟수 (회)', { exact: true }).fill('3');
    // The event price above the regular one is refused before anything is sent, in Korean.
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('이벤트가는 정상가보다 높을 수 없습니다.')).toBeVisible();
    await page.getByLabel('이벤트가 (원)', { exact: true }).fill('199000');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('이벤트가 등록되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/partner\/events$/);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('진행 중')).toBeVisible();
    // The next new event starts from the VAT choice made last time.
    await page.getByRole('link', { name: '이벤트 추가' }).click();
    await expect(page.getByLabel('부가세(VAT)', { exact: true })).toHaveValue('no');

    // The clinic's event tab (ongoing events) and the event page show the prices.
    await page.goto(`/contents/clinic/${clinic}?tabId=event`);
    const card = page.getByRole('link', { name: new RegExp(title) });
    await expect(card).toContainText('199,000원');
    await expect(card).toContainText('34%');
    await expect(card).toContainText('3회');
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.detail-head')).toContainText('199,000원');
    await expect(page.locator('.detail-head del')).toContainText('300,000원');
    await expect(page.locator('.detail-head')).toContainText('VAT 별도');
    await expect(page.locator('.detail-head')).toContainText('마취 포함');
    await expect(page.locator('.detail-head')).toContainText('3회');
    const eventUrl = page.url();

    // Ending it takes it off the ongoing list at once.
    await page.goto('/partner/events');
    await page.getByRole('button', { name: `${title} 이벤트 종료` }).click();
    await page.getByRole('dialog', { name: '이벤트 종료' }).getByRole('button', { name: '이벤트 종료' }).click();
    await expect(page.getByText('이벤트가 종료되었습니다.')).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: title }).getByText('종료', { exact: true }),
    ).toBeVisible();
    await page.goto(`/contents/clinic/${clinic}?tabId=event`);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
    await page.goto(eventUrl);
    await expect(page.getByText('종료된 이벤트입니다')).toBeVisible();
  });

  test.describe('with a member', () => {
    test("moves a member's counsel to 시술 완료: the member sees the label and the review gets the treatment badge", async ({
      page,
      baseURL,
      browser,
    }, info) => {
      test.setTimeout(90_000);
      const clinic = clinicOf(info, 3);
      const note = `LINE ID: e2e_${info.project.name}_${Date.now()}`;
      const member = await pageOf(browser, info, '물광피부');
      const headers = { origin: baseURL! };
      const booked = await member.request.post('/api/member/counsels', {
        data: { clinic_id: clinic, sourceType: 'CLINIC', sourceId: clinic, content: note },
        headers,
      });
      expect(booked.status()).toBe(201);
      const counselId = ((await booked.json()) as { data: { id: number } }).data.id;
      const written = await member.request.post('/api/member/reviews', {
        data: {
          counsel_id: counselId,
          title: '상담이 친절했어요',
          content: '원장님이 꼼꼼하게 설명해 주셨어요.',
          rating: 5,
          incentive: false,
        },
        headers,
      });
      expect(written.status()).toBe(201);
      const reviewId = ((await written.json()) as { data: { id: number } }).data.id;
      await member.goto(`/counsel/${counselId}`);
      await expect(member.getByText('병원 확인 대기').first()).toBeVisible();

      await signedIn(page, clinic);
      await page.getByRole('link', { name: /확인 대기 상담/ }).click();
      await expect(page).toHaveURL(/state=AWAITING_CLINIC_CONFIRMATION/);
      const card = page.getByRole('listitem').filter({ hasText: note });
      await expect(card).toContainText('병원 확인 대기');
      await expect(card).toContainText('리뷰 작성됨');
      await page.getByRole('button', { name: '전체', exact: true }).click();
      const steps = [
        ['확인 완료', '병원 확인 완료'],
        ['상담 예약 확정', '상담 예약 확정'],
        ['상담 완료', '상담 완료'],
        ['시술 예약 확정', '시술 예약 확정'],
        ['시술 완료', '시술 완료'],
      ] as const;
      const confirm = page.getByRole('dialog', { name: '상태 변경 확인' });
      const when = page.getByRole('dialog', { name: '예약 일시 입력' });
      for (const [button, label] of steps) {
        await card.getByRole('button', { name: button, exact: true }).click();
        // 상담 예약 확정 and 시술 예약 확정 ask for the appointment's date and time first.
        if (label === '상담 예약 확정' || label === '시술 예약 확정') {
          await when.getByLabel('날짜').fill(todayInSeoul(7));
          await when.getByLabel('시간').fill('14:30');
          await when.getByRole('button', { name: button, exact: true }).click();
        }
        // 상담 완료 and 시술 완료 raise the review's badge (시술 완료 also ends the counsel): asked first, naming both.
        if (label === '상담 완료' || label === '시술 완료') {
          await expect(confirm).toContainText(`물광피부님의 상담을 ‘${label}’ 상태로 바꿀까요?`);
          await confirm.getByRole('button', { name: button, exact: true }).click();
        }
        await expect(page.getByText(`‘${label}’ 상태로 바꿨습니다.`)).toBeVisible();
        await expect(card.locator('.pc-badge')).toHaveText(label);
      }
      await expect(card.getByText('더 바꿀 상태가 없습니다.')).toBeVisible();

      // A misclicked 시술 완료 is taken back with 되돌리기 (offered for 10 s): the state and the review's badge go back.
      await page
        .getByTestId('toast')
        .filter({ hasText: '‘시술 완료’ 상태로 바꿨습니다.' })
        .getByRole('button', { name: '되돌리기' })
        .click();
      await expect(page.getByText('‘시술 예약 확정’ 상태로 되돌렸습니다.')).toBeVisible();
      await expect(card.locator('.pc-badge')).toHaveText('시술 예약 확정');
      await member.goto(`/contents/review/${reviewId}`);
      await expect(member.getByRole('button', { name: '상담 완료 인증' })).toBeVisible();
      // Going back from the question changes nothing; confirming moves it for good.
      await card.getByRole('button', { name: '시술 완료', exact: true }).click();
      await confirm.getByRole('button', { name: '취소', exact: true }).last().click();
      await expect(confirm).toBeHidden();
      await expect(card.locator('.pc-badge')).toHaveText('시술 예약 확정');
      await card.getByRole('button', { name: '시술 완료', exact: true }).click();
      await confirm.getByRole('button', { name: '시술 완료', exact: true }).click();
      await expect(card.locator('.pc-badge')).toHaveText('시술 완료');

      // The member's side.
      await member.goto('/counsel');
      await expect(member.getByRole('link', { name: new RegExp(`시술 완료`) }).first()).toBeVisible();
      await member.goto(`/counsel/${counselId}`);
      await expect(member.getByText('시술 완료').first()).toBeVisible();
      await member.goto(`/contents/review/${reviewId}`);
      await expect(member.getByRole('button', { name: '시술 완료 인증' })).toBeVisible();
      await member.close();
    });
  });

  test('replies to a review; the reply shows under it as 병원 답변', async ({ page }, info) => {
    const clinic = clinicOf(info, 4);
    await signedIn(page, clinic);
    const listed = await page.request.get('/api/partner/reviews?limit=1');
    expect(listed.status()).toBe(200);
    const review = ((await listed.json()) as { data: { id: number; title: string; content: string }[] }).data[0];
    await page.goto('/partner/reviews');
    const box = page.getByRole('textbox', { name: `‘${review.title}’ 리뷰에 대한 병원 답변` }).first();
    await page.getByRole('button', { name: '답변 등록' }).first().click();
    await expect(page.getByText('답변 내용을 입력해 주세요.')).toBeVisible();
    const reply = `소중한 후기 감사합니다 (${info.project.name}). 다음 방문 때도 편하게 모시겠습니다.`;
    await box.fill(reply);
    await page.getByRole('button', { name: '답변 등록' }).first().click();
    await expect(page.getByText('답변이 등록되었습니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '답변 수정' }).first()).toBeVisible();

    await page.goto(`/contents/review/${review.id}`);
    await expect(page.getByRole('heading', { name: '병원 답변' })).toBeVisible();
    await expect(page.getByText(reply)).toBeVisible();
    // The review itself is as its writer left it.
    await expect(page.getByText(review.content.split('\n')[0]).first()).toBeVisible();
  });

  test('changes the password: other sessions end, the old password stops working, the new one signs in', async ({
    page,
    browser,
  }, info) => {
    const clinic = clinicOf(info, 5);
    const other = await browser.newPage();
    await signedIn(other, clinic);
    await signedIn(page, clinic);
    await page.getByRole('link', { name: '비밀번호 변경' }).click();
    const next = `새비밀번호-${info.project.name}`;
    await page.getByLabel('현재 비밀번호', { exact: true }).fill('wrong-password');
    await page.getByLabel('새 비밀번호', { exact: true }).fill(next);
    await page.getByLabel('새 비밀번호 확인', { exact: true }).fill(`${next}x`);
    await page.getByRole('button', { name: '비밀번호 변경' }).last().click();
    await expect(page.getByText('새 비밀번호가 서로 다릅니다.')).toBeVisible();
    await page.getByLabel('새 비밀번호 확인', { exact: true }).fill(next);
    await page.getByRole('button', { name: '비밀번호 변경' }).last().click();
    await expect(page.getByText('현재 비밀번호가 올바르지 않습니다.')).toBeVisible();
    await page.getByLabel('현재 비밀번호', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '비밀번호 변경' }).last().click();
    await expect(page.getByText('비밀번호가 변경되었습니다. 다른 기기에서는 다시 로그인해 주세요.')).toBeVisible();

    // This browser stays signed in; the other one is sent to the sign-in page on its next step.
    await page.goto('/partner/events');
    await expect(page.getByRole('heading', { name: '이벤트', level: 1 })).toBeVisible();
    await other.goto('/partner/events');
    await expect(other).toHaveURL(/\/partner\/login/);
    await other.close();

    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/partner\/login/);
    await signIn(page, clinic, PASSWORD);
    await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
    await signIn(page, clinic, next);
    await expect(page).toHaveURL(/\/partner$/);
  });

  test('a wrong password five times is refused for a while, in Korean, whatever the password after it', async ({
    page,
  }, info) => {
    const clinic = clinicOf(info, 6);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await signIn(page, clinic, `wrong-${attempt}`);
      await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
    }
    await signIn(page, clinic, 'wrong-5');
    await expect(page.getByText(/로그인 시도가 너무 많습니다. \d+분 후 다시 시도해 주세요./)).toBeVisible();
    await signIn(page, clinic, PASSWORD);
    await expect(page.getByText(/로그인 시도가 너무 많습니다./)).toBeVisible();
    await expect(page).toHaveURL(/\/partner\/login/);
  });
});

test.describe('partner console: access', () => {
  test('the BFF keeps staff and members apart, refuses cross-origin writes and GET on mutations, and scopes staff to their clinic', async ({
    page,
    baseURL,
    browser,
  }, info) => {
    const member = await pageOf(browser, info, '물광피부');
    // A member's cookie is not a staff session, and a staff cookie is not a member session.
    expect((await member.request.get('/api/partner/clinic')).status()).toBe(401);
    await signedIn(page, clinicOf(info, 1));
    expect((await page.request.get('/api/member/my-info')).status()).toBe(401);
    await member.close();

    // Another clinic's doctor, event and counsel are not there for this clinic's staff.
    const otherDoctor = (
      (await (await page.request.get('/api/public/doctors?clinicId=1&limit=1')).json()) as { data: { id: number }[] }
    ).data[0].id;
    expect((await page.request.get(`/api/partner/doctors/${otherDoctor}`)).status()).toBe(404);
    const patched = await page.request.patch(`/api/partner/doctors/${otherDoctor}`, {
      data: { name: '남의 의사' },
      headers: { origin: baseURL! },
    });
    expect(patched.status()).toBe(404);
    const otherEvent = (
      (await (await page.request.get('/api/public/events?clinicId=1&limit=1')).json()) as { data: { id: number }[] }
    ).data[0].id;
    expect(
      (await page.request.post(`/api/partner/events/${otherEvent}/end`, { headers: { origin: baseURL! } })).status(),
    ).toBe(404);

    // Writes from another site and GET on mutations.
    expect(
      (
        await page.request.patch('/api/partner/clinic', {
          data: { name: 'x' },
          headers: { origin: 'https://evil.example' },
        })
      ).status(),
    ).toBe(403);
    expect(
      (
        await page.request.post('/api/partner/login', {
          data: { user_id: 'clinic1', password: '0'.repeat(64) },
          headers: { origin: 'null' },
        })
      ).status(),
    ).toBe(403);
    expect((await page.request.get('/api/partner/logout')).status()).toBe(405);
    expect((await page.request.get(`/api/partner/events/${otherEvent}/end`)).status()).toBe(405);
    expect((await page.request.get('/api/partner/nothing-here')).status()).toBe(404);
  });
});

/** A page signed in as a demo member (a saved login of the run's setup), in a browser of the project's size. */

// Issue 23, 'the console fights the clinic': pasted numbers, the preview of the facts, days off, the doctor's
// board and licence year, confirmations and 되돌리기, and a review edited after the clinic's reply.
test.describe('partner console: fewer fights', () => {
  const koDay = (d: string) =>
    new Intl.DateTimeFormat('ko', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${d}T00:00:00Z`),
    );

  test('a pasted phone with dashes and a price with commas keep their digits; the spec warnings stay for typing', async ({
    page,
    context,
  }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const clinic = clinicOf(info, 7);
    const paste = async (label: string, text: string) => {
      await page.evaluate((t) => navigator.clipboard.writeText(t), text);
      const box = page.getByLabel(label, { exact: true });
      await box.fill('');
      await box.focus();
      await page.keyboard.press('ControlOrMeta+V');
    };
    await signedIn(page, clinic);
    await page.goto('/partner/clinic');
    await paste('전화번호', '02-540-4000');
    await expect(page.getByLabel('전화번호', { exact: true })).toHaveValue('025404000');
    await expect(page.getByText('전화번호는 숫자만 입력할 수 있습니다.')).toHaveCount(0);
    await page.getByLabel('전화번호', { exact: true }).pressSequentially('-');
    await expect(page.getByText('전화번호는 숫자만 입력할 수 있습니다.')).toBeVisible();
    await expect(page.getByLabel('전화번호', { exact: true })).toHaveValue('025404000');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('저장되었습니다.')).toBeVisible();
    await page.goto(`/contents/clinic/${clinic}`);
    await expect(page.getByRole('link', { name: /^전화 걸기/ })).toHaveAttribute('href', 'tel:025404000');

    await page.goto('/partner/events/new');
    await paste('정상가 (원)', '₩300,000');
    await expect(page.getByLabel('정상가 (원)', { exact: true })).toHaveValue('300000');
    await paste('이벤트가 (원)', '199 000원');
    await expect(page.getByLabel('이벤트가 (원)', { exact: true })).toHaveValue('199000');
    await expect(page.getByText('숫자만 입력할 수 있습니다.')).toHaveCount(0);
    // Words are still refused whole, with the warning.
    await paste('정상가 (원)', '삼십만 원');
    await expect(page.getByText('숫자만 입력할 수 있습니다.').first()).toBeVisible();
  });

  test('days off are added and removed; the preview shows the facts being edited; the clinic page shows the days off', async ({
    page,
    context,
  }, info) => {
    const clinic = clinicOf(info, 8);
    await signedIn(page, clinic);
    await page.goto('/partner/clinic');
    const hours = page.getByRole('group', { name: '진료 시간' });
    const given = hours.getByLabel('진료 시간을 알려요');
    if (!(await given.isChecked())) await given.check();
    const daysOff = page.getByRole('group', { name: '휴진일' });
    // Whatever days off the clinic had go first.
    for (let n = await daysOff.getByRole('button', { name: /휴진일 삭제$/ }).count(); n > 0; n--)
      await daysOff
        .getByRole('button', { name: /휴진일 삭제$/ })
        .first()
        .click();
    await expect(daysOff.getByText('등록된 휴진일이 없습니다.')).toBeVisible();
    await daysOff.getByLabel('휴진 시작일').fill(todayInSeoul(-1));
    await daysOff.getByRole('button', { name: '휴진일 추가' }).click();
    await expect(daysOff.getByText('지난 날짜는 휴진일로 추가할 수 없습니다.')).toBeVisible();
    await daysOff.getByLabel('휴진 시작일').fill(todayInSeoul(5));
    await daysOff.getByRole('button', { name: '휴진일 추가' }).click();
    await daysOff.getByLabel('휴진 시작일').fill(todayInSeoul(8));
    await daysOff.getByLabel('종료일 (하루면 비워 두세요)').fill(todayInSeoul(10));
    await daysOff.getByRole('button', { name: '휴진일 추가' }).click();
    await expect(daysOff.getByRole('listitem')).toHaveCount(4);
    await daysOff
      .getByRole('button', { name: /휴진일 삭제$/ })
      .nth(2)
      .click();
    await expect(daysOff.getByRole('listitem')).toHaveCount(3);
    await page.getByLabel('역 이름').fill('선릉역');
    await page.getByLabel('도보 (분)').fill('6');
    const chinese = page.getByRole('group', { name: '상담 가능 언어' }).getByLabel('중국어');
    if (!(await chinese.isChecked())) await chinese.check();
    const emergency = page.getByRole('group', { name: '안전 정보' }).getByLabel('응급 장비 구비');
    if (!(await emergency.isChecked())) await emergency.check();
    const expected = `휴진일: ${[todayInSeoul(5), todayInSeoul(8), todayInSeoul(10)].map(koDay).join(', ')}`;

    // The preview, before saving: the facts as edited.
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: '미리보기' }).click(),
    ]);
    await preview.waitForLoadState();
    await expect(preview).toHaveURL(/\/contents\/clinic\/pv$/);
    await expect(preview.getByText('선릉역 도보 6분')).toBeVisible();
    await expect(preview.getByText(expected)).toBeVisible();
    await expect(preview.locator('.detail-section', { hasText: '상담 가능 언어' })).toContainText('중국어');
    await expect(preview.getByRole('button', { name: /응급 장비 구비/ })).toBeVisible();
    await expect(preview.locator('.hours__row').first()).toBeVisible();
    await preview.close();

    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('저장되었습니다.')).toBeVisible();
    await page.goto(`/contents/clinic/${clinic}`);
    await expect(page.getByText(expected)).toBeVisible();
    await expect(page.getByText('선릉역 도보 6분')).toBeVisible();
  });

  test("a doctor's board (전문의) and licence year are entered, previewed and shown on the doctor's page", async ({
    page,
    context,
  }, info) => {
    const clinic = clinicOf(info, 8);
    await signedIn(page, clinic);
    await page.goto('/partner/doctors');
    await page
      .getByRole('link', { name: / 수정$/ })
      .first()
      .click();
    await page.getByLabel('전문의 자격 (진료과)', { exact: true }).fill('구강악안면외과 전문의');
    await page.getByLabel('의사 면허 취득 연도', { exact: true }).fill('1949');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('면허 취득 연도는 1950년부터 올해까지의 네 자리 숫자로 입력해 주세요.')).toBeVisible();
    await page.getByLabel('의사 면허 취득 연도', { exact: true }).fill('1987');
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: '미리보기' }).click(),
    ]);
    await preview.waitForLoadState();
    await expect(preview.getByText('구강악안면외과 전문의', { exact: true })).toBeVisible();
    await expect(preview.getByText('1987년 면허 취득')).toBeVisible();
    await preview.close();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('저장되었습니다.')).toBeVisible();
    await expect(page.getByLabel('전문의 자격 (진료과)', { exact: true })).toHaveValue('구강악안면외과');
    const id = (
      (await (await page.request.get('/api/partner/doctors')).json()) as {
        data: { id: number; licenseYear: number | null }[];
      }
    ).data.find((d) => d.licenseYear === 1987)!.id;
    await page.goto(`/contents/doctor/${id}`);
    await expect(page.locator('.detail-head')).toContainText('구강악안면외과 전문의');
    await expect(page.locator('.detail-head')).toContainText('1987년 면허 취득');
  });

  test("a review edited after the clinic's reply reads '수정됨' and the reply answers the earlier version; deleting the reply asks first", async ({
    page,
    baseURL,
    browser,
  }, info) => {
    const clinic = clinicOf(info, 9);
    const member = await pageOf(browser, info, '물광피부');
    const headers = { origin: baseURL! };
    const booked = await member.request.post('/api/member/counsels', {
      data: { clinic_id: clinic, sourceType: 'CLINIC', sourceId: clinic, content: '' },
      headers,
    });
    const counselId = ((await booked.json()) as { data: { id: number } }).data.id;
    const title = `수정되는 후기 ${info.project.name}`;
    const written = await member.request.post('/api/member/reviews', {
      data: { counsel_id: counselId, title, content: '처음 쓴 내용이에요.', rating: 4, incentive: false },
      headers,
    });
    const reviewId = ((await written.json()) as { data: { id: number } }).data.id;

    await signedIn(page, clinic);
    await page.goto('/partner/reviews');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByRole('textbox').fill('소중한 후기 감사합니다.');
    await card.getByRole('button', { name: '답변 등록' }).click();
    await expect(page.getByText('답변이 등록되었습니다.')).toBeVisible();
    await page.goto(`/contents/review/${reviewId}`);
    await expect(page.getByText('소중한 후기 감사합니다.')).toBeVisible();
    await expect(page.getByText(/^수정됨/)).toHaveCount(0);
    await expect(page.getByText('수정 전 리뷰에 대한 답변')).toHaveCount(0);

    const edited = await member.request.patch(`/api/member/reviews/${reviewId}`, {
      data: { content: '한 달 지나서 덧붙여요. 만족해요.' },
      headers,
    });
    expect(edited.status()).toBe(200);
    const today = todayInSeoul().replaceAll('-', '.');
    await page.reload();
    await expect(page.getByText(`수정됨 ${today}`)).toBeVisible();
    await expect(page.getByText('수정 전 리뷰에 대한 답변')).toBeVisible();
    await member.close();

    await page.goto('/partner/reviews');
    await expect(card).toContainText(`수정됨 ${today}`);
    await expect(card.getByText(/수정 전 리뷰에 대한 답변/)).toBeVisible();
    // Deleting the reply asks first; going back keeps it.
    await card.getByRole('button', { name: '답변 삭제' }).click();
    const dialog = page.getByRole('dialog', { name: '답변 삭제' });
    await expect(dialog).toContainText(`‘${title}’ 리뷰에 남긴 병원 답변을 삭제할까요?`);
    await dialog.getByRole('button', { name: '취소', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: '답변 수정' })).toBeVisible();
    await card.getByRole('button', { name: '답변 삭제' }).click();
    await dialog.getByRole('button', { name: '답변 삭제' }).click();
    await expect(page.getByText('답변이 삭제되었습니다.')).toBeVisible();
    await expect(card.getByRole('button', { name: '답변 등록' })).toBeVisible();
  });
});
