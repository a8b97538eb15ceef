import type { Page } from '@playwright/test';
import { memberState } from './helpers/auth-state';
import { expect, test } from './helpers/test';

type Named = { id: number; name: string };
type Titled = { id: number; title: string };
type Review = Titled & { treatments: { name: string }[] };
/** What a review card shows as its title: the title, or its treatments where it has none (lib/review-headline.ts). */
const headline = (r: Review) => r.title.trim() || r.treatments.map((t) => t.name).join(' · ') || '제목 없는 리뷰';

const api = async <T>(page: Page, path: string): Promise<T> =>
  ((await (await page.request.get(path)).json()) as { data: T }).data;

/** Every ordered pair of tabs once, as a walk: a → b for each a ≠ b (an Eulerian circuit of the complete graph). */
function everyPair<T extends string>(tabs: readonly T[]): [T, T][] {
  const pairs: [T, T][] = [];
  const unused = new Map(tabs.map((a) => [a, tabs.filter((b) => b !== a)]));
  // Hierholzer on a complete directed graph: always possible because in-degree equals out-degree.
  const stack: T[] = [tabs[0]];
  const circuit: T[] = [];
  while (stack.length) {
    const at = stack.at(-1)!;
    const next = unused.get(at)!.shift();
    if (next) stack.push(next);
    else circuit.push(stack.pop()!);
  }
  circuit.reverse();
  for (let i = 1; i < circuit.length; i++) pairs.push([circuit[i - 1], circuit[i]]);
  return pairs;
}

/** Fails the test on any uncaught page error (the list used to throw a TypeError on tab switches). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function clickTab(page: Page, label: string) {
  await page.getByRole('tablist').getByRole('tab', { name: label, exact: true }).click();
  await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true');
}

const panel = (page: Page) => page.getByRole('tabpanel');
const cardNames = (page: Page, list: string) => panel(page).locator(`[data-testid="${list}"] .entity-card__name`);
const reviewTitles = (page: Page, list = 'reviews-list') =>
  panel(page).locator(`[data-testid="${list}"] .review-card__title`);

test.describe('tab containers: moving between every pair of tabs shows the right list', () => {
  test('clinic detail: 정보 · 의료진 · 이벤트 · 리뷰, every pair and back', async ({ page }) => {
    const errors = watchErrors(page);
    const clinics = await api<{ id: number; reviewCount: number }[]>(page, '/api/public/clinics?limit=100');
    // A clinic that has doctors, ongoing events and reviews, so every tab has cards.
    let chosen: { id: number; doctors: Named[]; events: Titled[]; reviews: Review[] } | undefined;
    for (const c of clinics.filter((x) => x.reviewCount > 10)) {
      const doctors = await api<Named[]>(page, `/api/public/doctors?clinicId=${c.id}&limit=100`);
      const events = await api<Titled[]>(page, `/api/public/events?clinicId=${c.id}&ongoing=true&limit=100`);
      if (doctors.length > 0 && events.length > 0) {
        chosen = {
          id: c.id,
          doctors,
          events,
          reviews: await api<Review[]>(page, `/api/public/reviews?clinicId=${c.id}&limit=10`),
        };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { id, doctors, events, reviews } = chosen!;

    const expectTab = {
      정보: async () => {
        await expect(panel(page).getByRole('heading', { name: '소개' })).toBeVisible();
        await expect(panel(page).locator('.entity-card, .review-card')).toHaveCount(0);
      },
      의료진: async () => expect(cardNames(page, 'doctors-list')).toHaveText(doctors.map((d) => `${d.name} 원장`)),
      이벤트: async () => expect(cardNames(page, 'events-list')).toHaveText(events.map((e) => e.title)),
      리뷰: async () => expect(reviewTitles(page)).toHaveText(reviews.map(headline)),
    };
    const tabs = Object.keys(expectTab) as (keyof typeof expectTab)[];

    await page.goto(`/contents/clinic/${id}`);
    for (const [from, to] of everyPair(tabs)) {
      await expect(page.getByRole('tab', { name: from, exact: true })).toHaveAttribute('aria-selected', 'true');
      await clickTab(page, to);
      await expectTab[to]();
    }
    expect(errors).toEqual([]);
  });

  test('doctor and event detail: 정보 ↔ 리뷰 and back', async ({ page }) => {
    const errors = watchErrors(page);
    const doctors = await api<(Named & { reviewCount: number })[]>(page, '/api/public/doctors?limit=100');
    const doctor = doctors.find((d) => d.reviewCount > 3)!;
    const doctorReviews = await api<Review[]>(page, `/api/public/reviews?doctorId=${doctor.id}&limit=10`);
    await page.goto(`/contents/doctor/${doctor.id}`);
    for (const to of ['리뷰', '정보', '리뷰', '정보'] as const) {
      await clickTab(page, to);
      if (to === '리뷰') await expect(reviewTitles(page)).toHaveText(doctorReviews.map(headline));
      else await expect(panel(page).getByRole('heading', { name: '소개' })).toBeVisible();
    }

    const events = await api<(Titled & { reviewCount: number })[]>(page, '/api/public/events?limit=200');
    const event = events.find((e) => e.reviewCount > 3)!;
    const eventReviews = await api<Review[]>(page, `/api/public/reviews?eventId=${event.id}&limit=10`);
    await page.goto(`/contents/event/${event.id}`);
    for (const to of ['리뷰', '정보', '리뷰'] as const) {
      await clickTab(page, to);
      if (to === '리뷰') await expect(reviewTitles(page)).toHaveText(eventReviews.map(headline));
      else await expect(panel(page).getByRole('heading', { name: '이벤트 설명' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('explore hub: 병원 · 의사 · 이벤트 · 리뷰, every pair and back, with a filter kept', async ({ page }) => {
    const errors = watchErrors(page);
    const q = 'specialtyId=1';
    const first = {
      병원: (await api<Named[]>(page, `/api/public/clinics?${q}&limit=20`)).map((c) => c.name),
      의사: (await api<Named[]>(page, `/api/public/doctors?${q}&limit=20`)).map((d) => `${d.name} 원장`),
      // The explore list leaves ended events out.
      이벤트: (await api<Titled[]>(page, `/api/public/events?${q}&ended=false&limit=20`)).map((e) => e.title),
      리뷰: (await api<Review[]>(page, `/api/public/reviews?${q}&limit=10`)).map(headline),
    };
    const lists = { 병원: 'clinics-list', 의사: 'doctors-list', 이벤트: 'events-list', 리뷰: 'reviews-list' } as const;
    const tabs = Object.keys(first) as (keyof typeof first)[];
    await page.goto(`/contents?${q}`);
    for (const [, to] of everyPair(tabs)) {
      await clickTab(page, to);
      await expect(page).toHaveURL(/specialtyId=1/);
      const names = to === '리뷰' ? reviewTitles(page) : cardNames(page, lists[to]);
      await expect(names).toHaveText(first[to]);
    }
    expect(errors).toEqual([]);
  });

  test.describe('as a member', () => {
    test.use({ storageState: memberState('물광피부') });
    test('bookmarks: 병원 · 의사 · 이벤트 · 리뷰, every pair and back', async ({ page }) => {
      const errors = watchErrors(page);
      const clinic = (await api<Named[]>(page, '/api/public/clinics?limit=1'))[0];
      const doctor = (await api<Named[]>(page, '/api/public/doctors?limit=1'))[0];
      const event = (await api<Titled[]>(page, '/api/public/events?limit=1'))[0];
      const review = (await api<Titled[]>(page, '/api/public/reviews?limit=1'))[0];

      await page.goto('/bookmark');
      for (const [type, target] of [
        ['CLINIC', clinic],
        ['DOCTOR', doctor],
        ['EVENT', event],
        ['REVIEW', review],
      ] as const) {
        const res = await page.request.post('/api/member/bookmarks', {
          data: { bookmarkableType: type, bookmarkableId: target.id },
          headers: { origin: new URL(page.url()).origin },
        });
        expect([200, 201]).toContain(res.status());
      }
      await page.reload();

      const expectTab = {
        병원: async () => expect(cardNames(page, 'bookmarks-clinics')).toContainText([clinic.name]),
        의사: async () => expect(cardNames(page, 'bookmarks-doctors')).toContainText([`${doctor.name} 원장`]),
        이벤트: async () => expect(cardNames(page, 'bookmarks-events')).toContainText([event.title]),
        리뷰: async () => expect(reviewTitles(page, 'bookmarks-reviews')).toContainText([review.title]),
      };
      const tabs = Object.keys(expectTab) as (keyof typeof expectTab)[];
      for (const [, to] of everyPair(tabs)) {
        await clickTab(page, to);
        await expectTab[to]();
      }
      expect(errors).toEqual([]);
    });
  });
});
