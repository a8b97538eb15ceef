import { resetWebEnvForTests } from '@/lib/env';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Clinic } from '@/contracts/clinics';
import type { Doctor } from '@/contracts/doctors';
import type { Event } from '@/contracts/events';
import type { Review } from '@/contracts/reviews';
import { JsonLd, eventJsonLd, medicalClinicJsonLd, physicianJsonLd, reviewJsonLd, serializeJsonLd } from './json-ld';
import { metaDescription, ogImage, pageAlternates, pageMetadata, siteUrl } from './metadata';
import {
  SITEMAP_MAX_URLS,
  entityEntries,
  parseSitemapId,
  sitemapIds,
  sitemapIndexXml,
  staticEntries,
  STATIC_PAGES,
} from './sitemap';

const ENV = { APP_URL: process.env.APP_URL, FILE_CDN_URL: process.env.FILE_CDN_URL };
beforeEach(() => {
  process.env.APP_URL = 'https://beauty.example.com/';
  delete process.env.FILE_CDN_URL;
  resetWebEnvForTests();
});
afterEach(() => {
  for (const [k, v] of Object.entries(ENV)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetWebEnvForTests();
});

const SITE = 'https://beauty.example.com';
const summary = {
  id: 7,
  name: '강남 뷰티의원',
  address: '서울 강남구 테헤란로 1 3층',
  profileImage: { url: '/files/seed/clinic-7.png' },
};

const clinic: Clinic = {
  id: 7,
  name: '강남 뷰티의원',
  description: '피부과 전문의가 진료합니다.',
  address: { roadAddress: '서울 강남구 테헤란로 1', detailAddress: '3층', postalCode: null },
  phone: null,
  district: null,
  location: null,
  openingHours: null,
  station: null,
  specialties: [{ id: 1, name: '피부과' }],
  doctors: [{ id: 3, name: '김의사' }],
  events: [],
  profileImage: { url: '/files/seed/clinic-7.png' },
  bannerImage: { url: '/files/seed/banner-7.png' },
  introductionImages: [{ url: '/files/seed/intro-7-1.png' }, { url: '/files/seed/clinic-7.png' }],
  averageRating: 4.5, // the API's figure (55 over 12), already rounded once
  reviewCount: 12,
};

const doctor: Doctor = {
  id: 3,
  name: '김의사',
  description: null,
  profileImage: null,
  clinic: summary,
  specialties: [{ id: 1, name: '피부과' }],
  specialistBoard: null,
  licenseYear: null,
  averageRating: 4.2,
  reviewCount: 5,
};

const review: Review = {
  id: 99,
  title: '만족스러운 시술 후기',
  content: '붓기가 금방 빠졌어요.',
  rating: 5,
  created_at: '2026-10-01T09:30:00.000Z',
  updated_at: null,
  treatments: [{ id: 2, name: '보톡스' }],
  beforePhotos: [],
  afterPhotos: [],
  event: null,
  clinic: summary,
  doctors: [{ id: 3, name: '김의사' }],
  verification: 'booked',
  pricePaid: null,
  priceMatched: null,
  treatedOn: null,
  incentive: false,
  authorNickname: null,
  reply: null,
  moderation: null,
};

const event: Event = {
  id: 11,
  title: '가을 보톡스 이벤트',
  content: null,
  cardImage: { url: '/files/seed/event-card-11.png' },
  mainImage: null,
  detailImages: [],
  treatments: [{ id: 2, name: '보톡스' }],
  clinic: summary,
  startsAt: '2026-10-01T00:00:00.000Z',
  endsAt: null,
  regularPrice: null,
  eventPrice: null,
  discountRate: null,
  vatIncluded: null,
  anesthesiaIncluded: null,
  aftercareIncluded: null,
  sessions: null,
  averageRating: 0,
  reviewCount: 0,
};

describe('metadata helpers', () => {
  it('siteUrl is APP_URL without the trailing slash, localhost:3000 by default', () => {
    expect(siteUrl()).toBe(SITE);
    delete process.env.APP_URL;
    resetWebEnvForTests();
    expect(siteUrl()).toBe('http://localhost:3000');
  });

  it('pageAlternates: Korean canonical has no lang, ja and en their ?lang=, alternates ko/ja/x-default', () => {
    const languages = {
      ko: `${SITE}/contents/clinic/7`,
      ja: `${SITE}/contents/clinic/7?lang=ja`,
      'x-default': `${SITE}/contents/clinic/7`,
    };
    expect(pageAlternates('/contents/clinic/7', 'ko')).toEqual({ canonical: `${SITE}/contents/clinic/7`, languages });
    expect(pageAlternates('/contents/clinic/7', 'ja')).toEqual({
      canonical: `${SITE}/contents/clinic/7?lang=ja`,
      languages,
    });
    expect(pageAlternates('/contents/clinic/7', 'en').canonical).toBe(`${SITE}/contents/clinic/7?lang=en`);
  });

  it('pageAlternates keeps other query parameters', () => {
    expect(pageAlternates('/contents?tabId=doctors', 'ja')).toEqual({
      canonical: `${SITE}/contents?tabId=doctors&lang=ja`,
      languages: {
        ko: `${SITE}/contents?tabId=doctors`,
        ja: `${SITE}/contents?tabId=doctors&lang=ja`,
        'x-default': `${SITE}/contents?tabId=doctors`,
      },
    });
  });

  it('ogImage: absolute through the CDN, the default image when missing', () => {
    expect(ogImage('/files/seed/a.png')).toBe(`${SITE}/files/seed/a.png`);
    expect(ogImage(null)).toBe(`${SITE}/og-default.png`);
    expect(ogImage('javascript:alert(1)')).toBe(`${SITE}/og-default.png`);
    process.env.FILE_CDN_URL = 'https://cdn.example.com';
    expect(ogImage('https://bucket.example.org/reviews/b.png?sig=1')).toBe('https://cdn.example.com/reviews/b.png');
  });

  it('metaDescription collapses whitespace and cuts long text', () => {
    expect(metaDescription('  a\n\n b  ')).toBe('a b');
    expect(metaDescription(null)).toBeUndefined();
    const long = metaDescription('가'.repeat(400), 160) as string;
    expect(Array.from(long)).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('pageMetadata sets title, description, alternates and Open Graph / Twitter images', () => {
    const m = pageMetadata({
      title: clinic.name,
      description: clinic.description,
      path: '/contents/clinic/7',
      locale: 'ja',
      image: null,
    });
    expect(m.title).toBe(clinic.name);
    expect(m.description).toBe(clinic.description);
    expect(m.alternates?.canonical).toBe(`${SITE}/contents/clinic/7?lang=ja`);
    expect(m.openGraph).toMatchObject({
      url: `${SITE}/contents/clinic/7?lang=ja`,
      locale: 'ja_JP',
      alternateLocale: ['ko_KR'],
      images: [{ url: `${SITE}/og-default.png`, width: 1200, height: 630 }],
    });
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', images: [`${SITE}/og-default.png`] });
  });
});

describe('JSON-LD builders', () => {
  it('MedicalClinic with PostalAddress, absolute images and AggregateRating', () => {
    const ld = medicalClinicJsonLd(clinic, `${SITE}/contents/clinic/7`);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalClinic',
      '@id': `${SITE}/contents/clinic/7#clinic`,
      name: '강남 뷰티의원',
      description: '피부과 전문의가 진료합니다.',
      url: `${SITE}/contents/clinic/7`,
      image: [`${SITE}/files/seed/clinic-7.png`, `${SITE}/files/seed/banner-7.png`, `${SITE}/files/seed/intro-7-1.png`],
      address: { '@type': 'PostalAddress', streetAddress: '서울 강남구 테헤란로 1 3층', addressCountry: 'KR' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it('keeps the trust figures out of the markup: the same MedicalClinic with or without them (review-snippet rules)', () => {
    const trust = {
      price: { n: 45, k: 42, rate: 42 / 45, threshold: 10, medianExtra: 50_000 },
      answer: { n: 30, k: 27, rate: 0.9, threshold: 10, medianMinutes: 180 },
    };
    const url = `${SITE}/contents/clinic/7`;
    expect(medicalClinicJsonLd({ ...clinic, trust }, url)).toEqual(medicalClinicJsonLd(clinic, url));
  });

  it('omits aggregateRating, description and images when there are none', () => {
    const bare = {
      ...clinic,
      description: null,
      profileImage: null,
      bannerImage: null,
      introductionImages: [],
      reviewCount: 0,
      averageRating: 0,
    };
    const ld = medicalClinicJsonLd(
      { ...bare, address: { roadAddress: null, detailAddress: null, postalCode: null } },
      `${SITE}/contents/clinic/7`,
    );
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('description');
    expect(ld).not.toHaveProperty('image');
    expect(ld.address).toEqual({ '@type': 'PostalAddress', addressCountry: 'KR' });
    expect(
      physicianJsonLd({ ...doctor, reviewCount: 0, averageRating: 0 }, `${SITE}/contents/doctor/3`),
    ).not.toHaveProperty('aggregateRating');
  });

  it('Physician linked to its clinic, with AggregateRating', () => {
    const ld = physicianJsonLd(doctor, `${SITE}/contents/doctor/3?lang=ja`);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: '김의사',
      url: `${SITE}/contents/doctor/3?lang=ja`,
      memberOf: {
        '@type': 'MedicalClinic',
        '@id': `${SITE}/contents/clinic/7#clinic`,
        name: '강남 뷰티의원',
        url: `${SITE}/contents/clinic/7`,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.2, reviewCount: 5, bestRating: 5, worstRating: 1 },
    });
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('description');
  });

  it('Review of the clinic with a 1..5 rating and an anonymous member author', () => {
    const ld = reviewJsonLd(review, `${SITE}/contents/review/99`);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Review',
      name: '만족스러운 시술 후기',
      reviewBody: '붓기가 금방 빠졌어요.',
      url: `${SITE}/contents/review/99`,
      datePublished: '2026-10-01T09:30:00.000Z',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      itemReviewed: {
        '@type': 'MedicalClinic',
        '@id': `${SITE}/contents/clinic/7#clinic`,
        name: '강남 뷰티의원',
        url: `${SITE}/contents/clinic/7`,
        image: `${SITE}/files/seed/clinic-7.png`,
        address: { '@type': 'PostalAddress', streetAddress: '서울 강남구 테헤란로 1 3층', addressCountry: 'KR' },
      },
      author: { '@type': 'Person', name: '뷰티노트 회원' },
    });
    expect((reviewJsonLd({ ...review, rating: 9 }, 'u').reviewRating as { ratingValue: number }).ratingValue).toBe(5);
  });

  it('event as an Offer by the clinic', () => {
    const ld = eventJsonLd(event, `${SITE}/contents/event/11`);
    expect(ld).toMatchObject({
      '@type': 'Offer',
      name: '가을 보톡스 이벤트',
      validFrom: '2026-10-01T00:00:00.000Z',
      image: [`${SITE}/files/seed/event-card-11.png`],
      offeredBy: { '@type': 'MedicalClinic', name: '강남 뷰티의원' },
      itemOffered: [{ '@type': 'Service', name: '보톡스' }],
    });
    expect(ld).not.toHaveProperty('validThrough');
  });
});

describe('<JsonLd>', () => {
  it('renders one application/ld+json script that parses back to the data', () => {
    const data = reviewJsonLd(review, `${SITE}/contents/review/99`);
    const html = renderToStaticMarkup(createElement(JsonLd, { data }));
    const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html);
    expect(match).not.toBeNull();
    expect(JSON.parse((match as RegExpExecArray)[1])).toEqual(data);
  });

  it('user text cannot close the script element', () => {
    const evil = '</script><script>alert(1)</script><!--';
    const data = reviewJsonLd({ ...review, title: evil, content: `<b>${evil}</b>` }, `${SITE}/contents/review/99`);
    const html = renderToStaticMarkup(createElement(JsonLd, { data }));
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<!--');
    const json = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(json).name).toBe(evil);
    expect(serializeJsonLd({ '@type': 'Thing', name: '</SCRIPT>' })).toBe('{"@type":"Thing","name":"\\u003c/SCRIPT>"}');
  });
});

describe('sitemap planning', () => {
  it('one file for the static pages, then 50,000 URLs per file per type', () => {
    expect(sitemapIds({ clinics: 40, doctors: 0, events: 150, reviews: 2000 })).toEqual([
      'pages',
      'clinics-0',
      'events-0',
      'reviews-0',
    ]);
    const ids = sitemapIds({ clinics: 10_000, doctors: 50_000, events: 100_001, reviews: 1_000_000 });
    expect(ids.filter((id) => id.startsWith('doctors-'))).toEqual(['doctors-0']);
    expect(ids.filter((id) => id.startsWith('events-'))).toEqual(['events-0', 'events-1', 'events-2']);
    expect(ids.filter((id) => id.startsWith('reviews-'))).toHaveLength(20);
    expect(ids.at(-1)).toBe('reviews-19');
  });

  it('parses file ids and rejects anything else', () => {
    expect(parseSitemapId('pages')).toEqual({ kind: 'pages' });
    expect(parseSitemapId('reviews-19')).toEqual({ kind: 'entities', type: 'reviews', index: 19 });
    for (const bad of ['members-0', 'reviews-01', 'reviews--1', 'reviews-1.5', 'clinics', '0', 'pages.xml']) {
      expect(parseSitemapId(bad)).toBeNull();
    }
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it('entries carry the Korean URL, lastModified and ko/ja hreflang alternates', () => {
    expect(entityEntries('clinics', [{ id: 7, updatedAt: '2026-01-02T03:04:05.000Z' }])).toEqual([
      {
        url: `${SITE}/contents/clinic/7`,
        lastModified: '2026-01-02T03:04:05.000Z',
        alternates: {
          languages: {
            ko: `${SITE}/contents/clinic/7`,
            ja: `${SITE}/contents/clinic/7?lang=ja`,
            'x-default': `${SITE}/contents/clinic/7`,
          },
        },
      },
    ]);
    const pages = staticEntries(
      Object.fromEntries(STATIC_PAGES.map((p) => [p, '2026-11-22'])) as Record<(typeof STATIC_PAGES)[number], string>,
    );
    expect(pages.map((e) => e.url)).toEqual(STATIC_PAGES.map((p) => `${SITE}${p}`));
  });

  it('the index lists escaped absolute URLs', () => {
    const xml = sitemapIndexXml([`${SITE}/sitemap/pages.xml`, 'https://x.example/a?b=1&c=2']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${SITE}/sitemap/pages.xml</loc>`);
    expect(xml).toContain('<loc>https://x.example/a?b=1&amp;c=2</loc>');
  });
});
