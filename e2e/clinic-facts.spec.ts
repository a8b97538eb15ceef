import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers/test';

// A clinic's info tab tells when it is open (at the visitor's moment, in Korean time), how to get there,
// which languages the staff speak and its safety facts.

type Day = { open: string; close: string } | null;
const clinicWithHours = async (request: APIRequestContext) => {
  const { data } = (await (await request.get('/api/public/clinics?limit=5')).json()) as {
    data: {
      id: number;
      name: string;
      openingHours: { days: Record<string, Day> } | null;
      station: { name: string; walkMinutes: number } | null;
    }[];
  };
  return data.find((c) => c.openingHours?.days.tue)!;
};
const plus = (hhmm: string, minutes: number) => {
  const m = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) + minutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

test.describe('clinic facts', () => {
  test("'진료 중' on a Tuesday half an hour after opening, '진료 종료' after closing", async ({ page, request }) => {
    const clinic = await clinicWithHours(request);
    const tue = clinic.openingHours!.days.tue!;
    // 2026-12-01 is a Tuesday; the times are Korean (+09:00).
    await page.clock.setFixedTime(new Date(`2026-12-01T${plus(tue.open, 30)}:00+09:00`));
    await page.goto(`/contents/clinic/${clinic.id}`);
    const hours = page.locator('.detail-section', { hasText: '진료 시간' });
    await expect(hours.getByText('진료 중', { exact: true })).toBeVisible();
    await expect(hours.locator('.hours__row', { hasText: '화' })).toContainText(`${tue.open}–${tue.close}`);
    await expect(hours.locator('.hours__row', { hasText: '일' })).toBeVisible();

    await page.clock.setFixedTime(new Date(`2026-12-01T${plus(tue.close, 10)}:00+09:00`));
    await page.reload();
    await expect(
      page.locator('.detail-section', { hasText: '진료 시간' }).getByText('진료 종료', { exact: true }),
    ).toBeVisible();
  });

  test('station, languages and a safety fact that explains itself on tap', async ({ page, request }) => {
    const clinic = await clinicWithHours(request);
    await page.goto(`/contents/clinic/${clinic.id}`);
    await expect(page.getByText(`${clinic.station!.name} 도보 ${clinic.station!.walkMinutes}분`)).toBeVisible();
    await expect(page.locator('.detail-section', { hasText: '상담 가능 언어' })).toContainText('한국어');
    const fact = page.locator('.safety__fact').first();
    await expect(fact).toHaveAttribute('aria-expanded', 'false');
    await fact.click();
    await expect(fact).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.safety__why')).toBeVisible();
    await expect(page.locator('.safety__why')).not.toBeEmpty();
  });

  test('in Japanese the facts are labelled in Japanese, and doctors show their board certification', async ({
    page,
    request,
  }) => {
    const clinic = await clinicWithHours(request);
    await page.goto(`/contents/clinic/${clinic.id}?lang=ja`);
    await expect(page.getByRole('heading', { name: '診療時間' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '対応言語' })).toBeVisible();
    await expect(page.locator('.detail-section', { hasText: '対応言語' })).toContainText('韓国語');
    const { data } = (await (await request.get('/api/public/doctors?limit=20')).json()) as {
      data: { id: number; specialistBoard: string | null }[];
    };
    const doctor = data.find((d) => d.specialistBoard)!;
    await page.goto(`/contents/doctor/${doctor.id}`);
    await expect(page.locator('.specialist-badge')).toHaveText(`${doctor.specialistBoard} 전문의`);
  });
});
