import type { ClinicSideEffects, TreatmentSideEffects } from '@/contracts/trust';
import { expect, test } from './helpers/test';

// Side effects as a visitor reads them (docs/trust.md#side-effects): a treatment past the threshold shows each
// side effect's share with n and the official places to go next; one below it only "아직 집계 중 (n명)"; the clinic
// page shows the count (never a rate below 30) with the clinic's reply. Read-only: the demo data (114 is past 30).

const TREATMENT = 114;

test('a treatment statistics page, the clinic count with its reply and the method page', async ({ page }) => {
  const figures = (
    (await (await page.request.get(`/api/public/treatments/${TREATMENT}/side-effects`)).json()) as {
      data: TreatmentSideEffects;
    }
  ).data;
  expect(figures.any.rate).not.toBeNull();
  await page.goto(`/contents/treatment/${TREATMENT}`);
  const section = page.getByRole('region', { name: '시술 통계' });
  await expect(section).toContainText(`시술이 확인된 후기 작성자 ${figures.any.n}명 중 ${figures.any.k}명`);
  const bruising = figures.codes.find((c) => c.code === 'BRUISING')!;
  await expect(section.getByText(`멍: ${bruising.n}명 중 ${bruising.k}명`)).toBeAttached();
  await expect(section.getByRole('link', { name: '한국의료분쟁조정중재원' })).toHaveAttribute('href', /k-medi/);
  await expect(section.getByRole('link', { name: '한국소비자원' })).toBeVisible();

  const clinic = (
    (await (await page.request.get('/api/public/clinics/2/side-effects')).json()) as { data: ClinicSideEffects }
  ).data;
  await page.goto('/contents/clinic/2');
  const block = page.locator('[data-figure="clinic-side-effects"]');
  await expect(block).toContainText(`검증된 시술 후기 ${clinic.n}건 중 ${clinic.k}건에서 부작용 보고`);
  if (clinic.rate === null) await expect(block).not.toContainText('%');
  await expect(block).toContainText(clinic.reply!.body);

  await page.goto('/trust/side-effects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('부작용 보고 통계는 이렇게 계산해요');
  await expect(page.getByRole('link', { name: '식품의약품안전처 의료기기 이상사례 보고' })).toBeVisible();
});
