import { open as openFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { averageRating } from '@/contracts/rating';
import { memberState } from './helpers/auth-state';
import { devLogin } from './helpers/login';
import { expect, test } from './helpers/test';

// The member's half of the content loop (docs/product.md#review-editor): book a counsel, write a review
// with photos, find it on the clinic, edit it; and what the editor refuses.

const PHOTOS = path.resolve('e2e/fixtures/photos');
const photo = (name: string) => path.join(PHOTOS, name);

interface ClinicFacts {
  id: number;
  name: string;
  doctors: { id: number; name: string }[];
  events: { id: number; title: string }[];
  averageRating: number;
  reviewCount: number;
  ratingCounts: number[];
}

/** The average the clinic should answer for its histogram: the counts' exact mean, rounded once. */
const averageOfCounts = (counts: number[]) =>
  averageRating(
    counts.reduce((sum, n, i) => sum + n * (i + 1), 0),
    counts.reduce((a, b) => a + b, 0),
  );

async function clinic(request: APIRequestContext, id: number): Promise<ClinicFacts> {
  return ((await (await request.get(`/api/public/clinics/${id}`)).json()) as { data: ClinicFacts }).data;
}

/** A demo clinic with at least two doctors and an event, so every field of the editor has choices. */
async function clinicWithChoices(request: APIRequestContext): Promise<ClinicFacts> {
  for (let id = 1; id <= 30; id++) {
    const c = await clinic(request, id);
    if (c && c.doctors.length >= 2 && c.events.length >= 1) return c;
  }
  throw new Error('no demo clinic with two doctors and an event');
}

/** Picks `name` in a multi-select (its candidate select, then 추가). */
async function pick(page: Page, label: string, name: string) {
  const field = page.getByRole('group', { name: label, exact: true });
  await field.getByLabel(`${label} 선택`).selectOption({ label: name });
  await field.getByRole('button', { name: '추가' }).click();
  await expect(field.getByRole('list', { name: `선택한 ${label}` })).toContainText(name);
}

const photoInput = (page: Page, label: '시술 전 사진' | '시술 후 사진') =>
  page.locator(`input[type=file][aria-describedby]`).nth(label === '시술 전 사진' ? 0 : 1);
const strip = (page: Page, label: string): Locator => page.getByRole('list', { name: label, exact: true });

/** A third after photo made here (a plain JPEG), so the strip has something to reorder and remove. */
async function extraPhoto(): Promise<string> {
  const file = path.resolve('test-results', 'after-3.jpg');
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 236, g: 200, b: 190 } } })
    .jpeg()
    .toFile(file);
  return file;
}

/** A long-press drag with touch events (the strip's touch sensor starts a drag after a 200 ms hold). */
async function touchDrag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1 }];
  const [x0, y] = [a.x + a.width / 2, a.y + a.height / 2];
  const x1 = b.x + b.width / 4;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0, y) });
  await page.waitForTimeout(350);
  for (let i = 1; i <= 15; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x0 + ((x1 - x0) * i) / 15, y) });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  // dnd-kit swallows a click for 50 ms after a drop (the one that ends the drag); a finger is never that quick.
  await page.waitForTimeout(150);
}

async function counselFor(page: Page, baseURL: string, clinicId: number): Promise<number> {
  const res = await page.request.post('/api/member/counsels', {
    data: { clinic_id: clinicId, sourceType: 'CLINIC', sourceId: clinicId, content: '' },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test.describe('review editor', () => {
  test('book a counsel, write a review with photos, find it on the clinic, edit it', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const target = await clinicWithChoices(page.request);
    const [doctorA, doctorB] = target.doctors;
    const event = target.events[0];

    // Book from the clinic page, logging in midway.
    await page.goto(`/contents/clinic/${target.id}`);
    await page.getByRole('button', { name: '상담 신청하기' }).click();
    await devLogin(page, '코덕');
    await page.getByRole('button', { name: '상담 신청하기' }).click();
    const booking = page.getByRole('dialog', { name: '상담 신청하기' });
    await booking.getByLabel('문의 내용').fill('전후 사진 후기를 남기고 싶어요');
    await booking.getByRole('button', { name: '상담 신청하기' }).click();
    await expect(page.getByText('상담이 신청되었습니다.').first()).toBeVisible();

    await page.goto('/counsel');
    await page.getByTestId('counsel-list').getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/counsel\/\d+$/);
    const counselId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('link', { name: '리뷰 작성하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/review/editor/${counselId}$`));
    const crumbs = page.getByRole('navigation', { name: '현재 위치' });
    await expect(crumbs).toContainText('상담');
    await expect(crumbs).toContainText('리뷰 작성');

    // The form, in the product's order.
    await pick(page, '담당 의사', doctorA.name);
    await pick(page, '담당 의사', doctorB.name);
    const eventSelect = page.getByLabel('이벤트', { exact: true });
    await expect(eventSelect.locator('option').first()).toHaveText('없음');
    await eventSelect.selectOption({ label: event.title });
    const treatmentField = page.getByRole('group', { name: '시술', exact: true });
    const treatmentChoices = await treatmentField
      .getByLabel('시술 선택')
      .locator('option:not([value=""])')
      .allTextContents();
    await pick(page, '시술', treatmentChoices[0]);
    await pick(page, '시술', treatmentChoices[1]);
    const rating = page.getByLabel('평점', { exact: true });
    await expect(rating).toHaveValue('5');
    await rating.selectOption({ label: '4점' });
    const title = `눈매교정 3개월 후기 ${Date.now()}`;
    await page.getByLabel('제목', { exact: true }).fill(title);
    expect(Number(await page.getByLabel('내용', { exact: true }).getAttribute('rows'))).toBeGreaterThanOrEqual(5);
    await page
      .getByLabel('내용', { exact: true })
      .fill('상담부터 시술까지 친절했고 붓기는 일주일 정도 갔어요.\n결과에 만족합니다.');

    await photoInput(page, '시술 전 사진').setInputFiles([photo('before-1.jpg'), photo('before-2.jpg')]);
    await expect(strip(page, '시술 전 사진').getByRole('listitem')).toHaveCount(2);
    await photoInput(page, '시술 후 사진').setInputFiles([
      photo('after-1.jpg'),
      photo('after-2.png'),
      await extraPhoto(),
    ]);
    const after = strip(page, '시술 후 사진');
    await expect(after.getByRole('listitem')).toHaveCount(3);

    // Reorder by drag, as a finger does it: press and hold the third after photo, slide it left, let go.
    const handles = after.getByRole('button', { name: /끌어서 순서 바꾸기/ });
    await touchDrag(page, handles.nth(2), handles.nth(0));
    await expect(handles.nth(0)).toHaveAccessibleName(/after-3\.jpg/);
    // Remove one: after-2.png.
    await after.getByRole('button', { name: /삭제: after-2\.png/ }).click();
    await expect(after.getByRole('listitem')).toHaveCount(2);
    await expect(handles.nth(1)).toHaveAccessibleName(/after-1\.jpg/);

    await page.getByLabel('시술 날짜 (선택)').fill('2026-08-01');
    await page.getByLabel('결제 금액 (원, 선택)').fill('1250000');
    await page.getByRole('radio', { name: '네, 같았어요' }).check();
    await page.getByRole('radio', { name: '아니요', exact: true }).check();

    // The draft survives a reload (photos included).
    await expect(page.getByText('작성 중인 내용을 이 기기에 임시 저장했어요.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('작성 중이던 내용을 불러왔어요.')).toBeVisible();
    await expect(page.getByLabel('제목', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('평점', { exact: true })).toHaveValue('4');
    await expect(strip(page, '시술 후 사진').getByRole('listitem')).toHaveCount(2);
    await expect(strip(page, '시술 전 사진').getByRole('listitem')).toHaveCount(2);

    // Submit: the health-information consent first (photos), then the upload modal, the toast, the way back.
    await page.getByRole('button', { name: '등록' }).click();
    const consent = page.getByRole('dialog', { name: '민감정보 처리 동의' });
    await expect(consent).toContainText('동의하지 않을 권리가 있으며');
    await consent.getByRole('button', { name: '동의하고 등록' }).click();
    await expect(page.getByRole('dialog', { name: '파일 업로드 중' })).toBeVisible();
    await expect(page.getByText('리뷰가 등록되었습니다.')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/counsel/${counselId}$`));
    await expect(page.getByRole('link', { name: '리뷰 수정하기' })).toBeVisible();

    // On the clinic: the review with its photos, the count and the average moved.
    const afterCreate = await clinic(page.request, target.id);
    expect(afterCreate.reviewCount).toBe(target.reviewCount + 1);
    const withFour = target.ratingCounts.map((n, i) => (i === 3 ? n + 1 : n));
    expect(afterCreate.ratingCounts).toEqual(withFour);
    expect(afterCreate.averageRating).toBe(averageOfCounts(withFour));
    await page.goto(`/contents/clinic/${target.id}`);
    await page.getByRole('tab', { name: '리뷰', exact: true }).click();
    const card = page.locator('article.review-card', { hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: '상담 예약 인증' })).toBeVisible();
    await expect(card.locator('img')).toHaveCount(4);
    // Served copies are re-encoded images without metadata, never sniffed as anything else.
    const src = await card.locator('img').first().getAttribute('src');
    expect(src).toBeTruthy();
    const reviewId = Number((await card.getByRole('link').first().getAttribute('href'))!.split('/').pop());
    const stored = (
      (await (await page.request.get(`/api/public/reviews/${reviewId}`)).json()) as {
        data: { afterPhotos: { url: string }[] };
      }
    ).data;
    const file = await page.request.get(stored.afterPhotos[0].url);
    expect(file.status()).toBe(200);
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(await file.body()).metadata();
    expect(meta.exif).toBeUndefined();

    // A 4★ review with both photos, written while the clinic has not even confirmed the booking, does not
    // lead 인기 리뷰 on /home: verified visits come first.
    await page.goto('/home');
    const firstCard = page.locator('article.review-card').first();
    await expect(firstCard).toBeVisible();
    await expect(firstCard).not.toContainText(title);
    await expect(firstCard.getByRole('button', { name: '시술 완료 인증' })).toBeVisible();

    // Edit: rating 2, and the average follows.
    await page.goto(`/counsel/${counselId}`);
    await page.getByRole('link', { name: '리뷰 수정하기' }).click();
    await expect(page.getByRole('navigation', { name: '현재 위치' })).toContainText('리뷰 수정');
    await expect(page.getByLabel('제목', { exact: true })).toHaveValue(title);
    await expect(strip(page, '시술 후 사진').getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('평점', { exact: true }).selectOption({ label: '2점' });
    await page.getByRole('button', { name: '등록' }).click();
    await expect(page.getByText('리뷰가 수정되었습니다.')).toBeVisible({ timeout: 30_000 });
    const afterEdit = await clinic(page.request, target.id);
    expect(afterEdit.reviewCount).toBe(afterCreate.reviewCount);
    const withTwo = target.ratingCounts.map((n, i) => (i === 1 ? n + 1 : n));
    expect(afterEdit.ratingCounts).toEqual(withTwo);
    expect(afterEdit.averageRating).toBe(averageOfCounts(withTwo));

    // A second review for the same counsel cannot be created.
    const again = await page.request.post('/api/member/reviews', {
      data: {
        counsel_id: counselId,
        clinic_id: target.id,
        event_id: null,
        doctors: [],
        treatments: [],
        title: '두 번째',
        content: '두 번째 후기',
        rating: 5,
        beforePhotos: [],
        afterPhotos: [],
        incentive: false,
      },
      headers: { origin: baseURL! },
    });
    expect(again.status()).toBe(409);
  });

  test.describe('as another saved member', () => {
    test.use({ storageState: memberState('물광피부') });

    test('a failed upload keeps the form and the photos already sent; the retry sends only what is missing', async ({
      page,
      baseURL,
    }) => {
      const counselId = await counselFor(page, baseURL!, 4);
      await page.goto(`/review/editor/${counselId}`);
      await page.getByLabel('제목', { exact: true }).fill('업로드가 끊겨도 남는 후기');
      await page.getByLabel('내용', { exact: true }).fill('와이파이가 끊겼다가 다시 올렸어요.');
      await photoInput(page, '시술 후 사진').setInputFiles([photo('after-1.jpg'), photo('after-2.png')]);
      await page.getByRole('radio', { name: '아니요', exact: true }).check();

      // The network drops during the second file's PUT.
      const puts: string[] = [];
      await page.route('**/files/uploads/**', async (route) => {
        puts.push(route.request().url());
        if (puts.length === 2) return route.abort('internetdisconnected');
        return route.continue();
      });
      await page.getByRole('button', { name: '등록' }).click();
      await page
        .getByRole('dialog', { name: '민감정보 처리 동의' })
        .getByRole('button', { name: '동의하고 등록' })
        .click();
      await expect(page.getByText('사진을 올리지 못했습니다: after-2.png', { exact: false })).toBeVisible();
      await expect(page.getByRole('dialog', { name: '파일 업로드 중' })).toBeHidden();
      await expect(page.getByLabel('제목', { exact: true })).toHaveValue('업로드가 끊겨도 남는 후기');
      await expect(strip(page, '시술 후 사진').getByRole('listitem')).toHaveCount(2);

      // Back online: 등록 again sends only the photo that did not arrive.
      await page.getByRole('button', { name: '등록' }).click();
      await expect(page.getByText('리뷰가 등록되었습니다.')).toBeVisible({ timeout: 30_000 });
      expect(puts).toHaveLength(3);
      const mine = (await (await page.request.get('/api/member/reviews')).json()) as {
        data: { id: number; title: string; afterPhotos: unknown[] }[];
      };
      const written = mine.data.find((r) => r.title === '업로드가 끊겨도 남는 후기');
      expect(written?.afterPhotos).toHaveLength(2);
      // The public review names its writer.
      await page.goto(`/contents/review/${written!.id}`);
      await expect(page.locator('.review-detail__meta').getByText('물광피부', { exact: true })).toBeVisible();
    });
  });

  test.describe('as a saved member', () => {
    test.use({ storageState: memberState('꿀피부되고싶다') });

    test('a text file named .jpg, an SVG and a 101 MB file are refused in Korean', async ({ page, baseURL }) => {
      const counselId = await counselFor(page, baseURL!, 2);
      await page.goto(`/review/editor/${counselId}`);
      const input = photoInput(page, '시술 전 사진');
      await input.setInputFiles(photo('not-an-image.jpg'));
      await expect(page.getByText('이미지 파일만 업로드할 수 있습니다.')).toBeVisible();
      await input.setInputFiles(photo('drawing.svg'));
      await expect(page.getByText('이미지 파일만 업로드할 수 있습니다.').last()).toBeVisible();

      // 101 MB, sparse on disk: a JPEG's first bytes, then nothing.
      const big = path.resolve('test-results', 'big-101mb.jpg');
      await mkdir(path.dirname(big), { recursive: true });
      const handle = await openFile(big, 'w');
      await handle.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
      await handle.truncate(101 * 1024 * 1024);
      await handle.close();
      await input.setInputFiles(big);
      await expect(page.getByText('파일 크기가 100MB를 초과했습니다.')).toBeVisible();
      await expect(strip(page, '시술 전 사진')).toHaveCount(0);
    });

    test("another member's review cannot be edited or taken down through the BFF (404, unchanged)", async ({
      page,
      baseURL,
    }) => {
      const mine = (await (await page.request.get('/api/member/reviews')).json()) as { data: { id: number }[] };
      const own = new Set(mine.data.map((r) => r.id));
      const list = (await (await page.request.get('/api/public/reviews?limit=20')).json()) as {
        data: { id: number; title: string; rating: number }[];
      };
      const theirs = list.data.find((r) => !own.has(r.id))!;
      const headers = { origin: baseURL! };
      expect(
        (
          await page.request.patch(`/api/member/reviews/${theirs.id}`, {
            data: { rating: 1, title: '바꿔치기' },
            headers,
          })
        ).status(),
      ).toBe(404);
      expect((await page.request.delete(`/api/member/reviews/${theirs.id}`, { headers })).status()).toBe(404);
      const after = (await (await page.request.get(`/api/public/reviews/${theirs.id}`)).json()) as {
        data: { title: string; rating: number };
      };
      expect([after.data.title, after.data.rating]).toEqual([theirs.title, theirs.rating]);
    });

    test('nothing blocks a save: no title, no text, the incentive question unanswered; the review reads "대가 여부 미기재"', async ({
      page,
      baseURL,
    }) => {
      const counselId = await counselFor(page, baseURL!, 5);
      await page.goto(`/review/editor/${counselId}`);
      // The disclosure question sits above 등록, in its own labelled group, with what an empty answer means.
      const disclosure = page.getByRole('region', { name: '등록 전 확인' });
      await expect(disclosure.getByRole('group', { name: '이 리뷰로 할인·적립 등 대가를 받았나요?' })).toBeVisible();
      await expect(disclosure).toContainText("답하지 않으면 '대가 여부 미기재'로 표시됩니다.");
      const treatment = (
        await page
          .getByRole('group', { name: '시술', exact: true })
          .getByLabel('시술 선택')
          .locator('option:not([value=""])')
          .allTextContents()
      )[0];
      await pick(page, '시술', treatment);
      await page.getByRole('button', { name: '등록' }).click();
      await expect(page.getByText('리뷰가 등록되었습니다.')).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(new RegExp(`/counsel/${counselId}$`));

      const mine = (await (await page.request.get('/api/member/reviews')).json()) as {
        data: { id: number; title: string; incentive: boolean | null }[];
      };
      const written = mine.data.find((r) => r.title === '')!;
      expect(written.incentive).toBeNull();
      // The page names it by its treatment where the title is missing, and says the question was not answered.
      await page.goto(`/contents/review/${written.id}`);
      await expect(page.getByRole('heading', { level: 1, name: treatment })).toBeVisible();
      await expect(page.getByText('대가 여부 미기재')).toBeVisible();
    });

    test('a counsel booked from an event opens the editor with that event and its treatments chosen', async ({
      page,
      baseURL,
    }) => {
      const { data } = (await (await page.request.get('/api/public/events?ended=false&clinicId=7&limit=1')).json()) as {
        data: { id: number; title: string; treatments: { name: string }[] }[];
      };
      const event = data[0];
      const booked = await page.request.post('/api/member/counsels', {
        data: { clinic_id: 7, sourceType: 'EVENT', sourceId: event.id, content: '' },
        headers: { origin: baseURL! },
      });
      const counselId = ((await booked.json()) as { data: { id: number } }).data.id;
      await page.goto(`/review/editor/${counselId}`);
      await expect(page.getByLabel('이벤트', { exact: true }).locator('option:checked')).toHaveText(event.title);
      const chosen = page.getByRole('group', { name: '시술', exact: true }).getByRole('list', { name: '선택한 시술' });
      for (const t of event.treatments) await expect(chosen).toContainText(t.name);
    });

    test("another member's counsel in the editor gets the editor's own message and a way back", async ({
      page,
      browser,
      baseURL,
    }) => {
      const other = await browser.newContext({ storageState: memberState('물광피부'), baseURL });
      let theirs: number;
      try {
        theirs = await counselFor(await other.newPage(), baseURL!, 6);
      } finally {
        await other.close();
      }
      const response = await page.goto(`/review/editor/${theirs}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('상담 내역을 찾을 수 없습니다.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
      await page.getByRole('link', { name: '상담 내역 보기' }).click();
      await expect(page).toHaveURL(/\/counsel$/);
    });

    test('refusing the consent still allows a review without photos; the counsel page then offers to edit it', async ({
      page,
      baseURL,
    }) => {
      const counselId = await counselFor(page, baseURL!, 3);
      await page.goto(`/review/editor/${counselId}`);
      await page.getByLabel('제목', { exact: true }).fill('사진 없이 남기는 후기');
      await page.getByLabel('내용', { exact: true }).fill('사진은 올리지 않았지만 상담이 꼼꼼했어요.');
      await photoInput(page, '시술 전 사진').setInputFiles(photo('before-1.jpg'));
      await page.getByRole('radio', { name: '아니요', exact: true }).check();
      await page.getByRole('button', { name: '등록' }).click();
      await page
        .getByRole('dialog', { name: '민감정보 처리 동의' })
        .getByRole('button', { name: '동의하지 않음' })
        .click();
      await expect(
        page.getByText('동의하지 않으면 사진 없는 리뷰만 등록할 수 있어요.', { exact: false }),
      ).toBeVisible();
      // Nothing was sent, nothing was lost.
      await expect(page.getByLabel('제목', { exact: true })).toHaveValue('사진 없이 남기는 후기');
      await strip(page, '시술 전 사진')
        .getByRole('button', { name: /삭제: before-1\.jpg/ })
        .click();
      await page.getByRole('button', { name: '등록' }).click();
      await expect(page.getByText('리뷰가 등록되었습니다.')).toBeVisible({ timeout: 30_000 });
      // Opened by a direct link: "back" stays in the app, on the counsel.
      await expect(page).toHaveURL(new RegExp(`/counsel/${counselId}$`));
      await expect(page.getByRole('link', { name: '리뷰 수정하기' })).toBeVisible();
    });
  });
});
