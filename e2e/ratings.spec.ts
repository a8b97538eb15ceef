import type { Page } from '@playwright/test';
import { averageRating } from '@/contracts/rating';
import { expect, test } from './helpers/test';

// The average a review tab shows beside its histogram is the histogram's own mean, rounded once: 40/30/10/1/0
// (4.345…) reads 4.3, never the 4.4 of an average stored with two decimals and rounded again.

/** Reads the bars of the review tab's histogram ('5점 40개' …) and the average shown above them. */
async function histogramOf(page: Page) {
  const histogram = page.getByRole('region', { name: '별점 분포' });
  await expect(histogram).toBeVisible();
  const counts = [0, 0, 0, 0, 0];
  for (const label of await histogram
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? ''))) {
    const [, rating, n] = /^(\d)점 (\d+)개$/.exec(label) ?? [];
    counts[Number(rating) - 1] = Number(n);
  }
  const shown = (await histogram.locator('strong').textContent())?.trim();
  return { counts, shown };
}

const meanOf = (counts: number[]) =>
  averageRating(
    counts.reduce((sum, n, i) => sum + n * (i + 1), 0),
    counts.reduce((a, b) => a + b, 0),
  ).toFixed(1);

test('a clinic and its doctors show the average their histogram adds up to, in the header too', async ({ page }) => {
  const list = (await (await page.request.get('/api/public/clinics?limit=100')).json()) as {
    data: { id: number; name: string }[];
  };
  const clinic = list.data.find((c) => c.name === '신사 더블유 피부과의원');
  expect(clinic, 'the demo clinic of issue 23').toBeDefined();

  await page.goto(`/contents/clinic/${clinic!.id}?tabId=review`);
  const { counts, shown } = await histogramOf(page);
  expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  expect(shown).toBe(meanOf(counts));
  await expect(page.getByRole('img', { name: `평점 ${shown}` }).first()).toBeVisible();
  // Search engines get the same figure.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
    aggregateRating: { ratingValue: number };
  };
  expect(ld.aggregateRating.ratingValue.toFixed(1)).toBe(shown);

  const { data } = (await (await page.request.get(`/api/public/clinics/${clinic!.id}`)).json()) as {
    data: { doctors: { id: number }[] };
  };
  for (const doctor of data.doctors.slice(0, 3)) {
    const read = (await (await page.request.get(`/api/public/doctors/${doctor.id}`)).json()) as {
      data: { reviewCount: number };
    };
    if (read.data.reviewCount === 0) continue; // no histogram without reviews
    await page.goto(`/contents/doctor/${doctor.id}?tabId=review`);
    const bars = await histogramOf(page);
    expect(bars.shown, `doctor ${doctor.id}`).toBe(meanOf(bars.counts));
  }
});
