import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers/test';

// Sitemap URLs are absolute on APP_URL (http://localhost:3000 by default) while the e2e server runs on its
// own port, so they are fetched by path.
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

async function getText(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  return { status: res.status(), type: res.headers()['content-type'] ?? '', body: await res.text() };
}

test.describe('SEO files', () => {
  test('robots.txt allows public pages, disallows private ones and names the sitemap index', async ({ request }) => {
    const { status, type, body } = await getText(request, '/robots.txt');
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(body).toMatch(/^User-Agent: \*$/im);
    expect(body).toMatch(/^Allow: \/$/m);
    for (const path of [
      '/api/',
      '/my-page',
      '/bookmark',
      '/counsel',
      '/review/editor',
      '/reset-nickname',
      '/login',
      '/oauth/',
    ]) {
      expect(body).toContain(`Disallow: ${path}\n`);
    }
    expect(body).not.toMatch(/^Disallow: \/contents/m);
    expect(body).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap-index\.xml$/m);
  });

  test('the sitemap index lists the static pages and per-type files, each answering XML', async ({ request }) => {
    const robots = (await getText(request, '/robots.txt')).body;
    const indexUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1] as string;
    const index = await getText(request, pathOf(indexUrl));
    expect(index.status).toBe(200);
    expect(index.type).toContain('xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const files = locs(index.body).map(pathOf);
    expect(files).toEqual([
      '/sitemap/pages.xml',
      '/sitemap/clinics-0.xml',
      '/sitemap/doctors-0.xml',
      '/sitemap/events-0.xml',
      '/sitemap/reviews-0.xml',
    ]);
    for (const file of files) {
      const res = await getText(request, file);
      expect(res.status, file).toBe(200);
      expect(res.type, file).toContain('application/xml');
      expect(res.body, file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      expect(locs(res.body).length, file).toBeGreaterThan(0);
    }
  });

  test('the clinics file lists every clinic with lastmod and ko/ja hreflang alternates', async ({ request }) => {
    const { body } = await getText(request, '/sitemap/clinics-0.xml');
    const { total } = (await (await request.get('/api/public/sitemap/clinics?limit=1')).json()) as { total: number };
    const urls = locs(body);
    expect(urls).toHaveLength(total);
    expect(urls.every((u) => /\/contents\/clinic\/\d+$/.test(u))).toBe(true);
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

    const first = /<url>\n<loc>([^<]+)<\/loc>\n([\s\S]*?)<\/url>/.exec(body) as RegExpExecArray;
    expect(first[2]).toContain(`<xhtml:link rel="alternate" hreflang="ko" href="${first[1]}" />`);
    expect(first[2]).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${first[1]}?lang=ja" />`);
    expect(first[2]).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${first[1]}" />`);
    expect(first[2]).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  });

  test('the static pages file lists the public pages only', async ({ request }) => {
    const paths = locs((await getText(request, '/sitemap/pages.xml')).body).map(pathOf);
    expect(paths).toEqual([
      '/home',
      '/contents',
      '/terms',
      '/privacy',
      '/location-terms',
      '/partners',
      '/customer-center',
    ]);
  });

  test('an unknown sitemap file is a 404', async ({ request }) => {
    expect((await request.get('/sitemap/members-0.xml')).status()).toBe(404);
    expect((await request.get('/sitemap/reviews-99.xml')).status()).toBe(404);
  });
});

test.describe('page metadata', () => {
  test('a clinic page has its title, canonical, hreflang, Open Graph image and MedicalClinic JSON-LD', async ({
    page,
  }) => {
    const clinic = (
      (await (await page.request.get('/api/public/clinics/1')).json()) as {
        data: { name: string; reviewCount: number };
      }
    ).data;
    await page.goto('/contents/clinic/1');
    await expect(page).toHaveTitle(new RegExp(clinic.name));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contents\/clinic\/1$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
      'href',
      /\/contents\/clinic\/1\?lang=ja$/,
    );
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld['@type']).toBe('MedicalClinic');
    expect(ld.name).toBe(clinic.name);
    expect(ld.aggregateRating.reviewCount).toBe(clinic.reviewCount);
  });

  test('a review page carries Review JSON-LD with its rating; a Japanese page is canonical with ?lang=ja', async ({
    page,
  }) => {
    await page.goto('/contents/review/1');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld['@type']).toBe('Review');
    expect(ld.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
    await page.goto('/contents/doctor/1?lang=ja');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contents\/doctor\/1\?lang=ja$/);
    expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)['@type']).toBe(
      'Physician',
    );
  });
});
