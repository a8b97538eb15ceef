import { describe, expect, it } from '@jest/globals';
import {
  clinicPreviewSchema,
  doctorPreviewSchema,
  eventPreviewSchema,
  parsePreview,
  reviewPreviewSchema,
} from './preview';

describe('parsePreview', () => {
  it('reads a full clinic payload', () => {
    const clinic = parsePreview(
      JSON.stringify({
        id: 3,
        name: '미리보기 의원',
        description: '소개',
        address: { roadAddress: '서울 강남대로 1', detailAddress: '2층' },
        averageRating: 4.5,
        reviewCount: 12,
      }),
      clinicPreviewSchema,
    );
    expect(clinic).toMatchObject({
      id: 3,
      name: '미리보기 의원',
      averageRating: 4.5,
      specialties: [],
      introductionImages: [],
    });
  });

  it('carries the clinic facts being edited: hours with days off, station, languages and safety', () => {
    const facts = {
      openingHours: {
        days: {
          mon: { open: '10:00', close: '19:00', breakStart: '13:00', breakEnd: '14:00' },
          tue: null,
          wed: { open: '25:00', close: 'x' },
        },
        closedDates: ['2026-12-25'],
      },
      station: { name: '강남역', walkMinutes: 3 },
      languages: ['ko', 'ja'],
      safety: { operatingRoomCctv: true, anesthesiologist: null, specialistCount: 2, emergencyEquipment: false },
    };
    const clinic = parsePreview(JSON.stringify({ name: '의원', ...facts }), clinicPreviewSchema);
    expect(clinic?.openingHours?.days.mon).toEqual({
      open: '10:00',
      close: '19:00',
      breakStart: '13:00',
      breakEnd: '14:00',
    });
    // A day that is not the shape reads as closed, not as a broken preview.
    expect(clinic?.openingHours?.days.wed).toBeNull();
    expect(clinic?.openingHours?.closedDates).toEqual(['2026-12-25']);
    expect(clinic).toMatchObject({ station: facts.station, languages: ['ko', 'ja'], safety: facts.safety });
    const bare = parsePreview(
      JSON.stringify({ name: '의원', openingHours: 'always', station: 5, languages: 'ko' }),
      clinicPreviewSchema,
    );
    expect(bare).toMatchObject({ openingHours: null, station: null, languages: [] });
  });

  it("carries the doctor's board and licence year", () => {
    const doctor = parsePreview(
      JSON.stringify({ name: '김', specialistBoard: '피부과', licenseYear: 2008 }),
      doctorPreviewSchema,
    );
    expect(doctor).toMatchObject({ specialistBoard: '피부과', licenseYear: 2008 });
    expect(
      parsePreview(JSON.stringify({ name: '김', specialistBoard: 3, licenseYear: 'x' }), doctorPreviewSchema),
    ).toMatchObject({
      specialistBoard: null,
      licenseYear: null,
    });
  });

  it('fills missing or wrongly typed parts with empty values', () => {
    const clinic = parsePreview(
      JSON.stringify({ name: '이름만', specialties: 'x', averageRating: 'high', address: 5 }),
      clinicPreviewSchema,
    );
    expect(clinic).toMatchObject({
      name: '이름만',
      specialties: [],
      averageRating: 0,
      address: { roadAddress: null, detailAddress: null },
    });
  });

  it.each([null, '', 'not json', '{"name":', '[]', '42', '{"noName":true}'])('answers null for %p', (raw) => {
    expect(parsePreview(raw, clinicPreviewSchema)).toBeNull();
  });

  it('keeps hostile text as text', () => {
    const review = parsePreview(
      JSON.stringify({ title: '<img src=x onerror=alert(1)>', content: '<script>alert(1)</script>' }),
      reviewPreviewSchema,
    );
    expect(review?.title).toBe('<img src=x onerror=alert(1)>');
    expect(review?.rating).toBe(5);
  });

  it('reads dates that are not dates as no date (never a broken page)', () => {
    const event = parsePreview(
      JSON.stringify({ title: '이벤트', startsAt: 'not a date', endsAt: { x: 1 }, eventPrice: -5, vatIncluded: 'yes' }),
      eventPreviewSchema,
    );
    expect(event).toMatchObject({ startsAt: null, endsAt: null, eventPrice: null, vatIncluded: null });
    const review = parsePreview(JSON.stringify({ title: '후기', created_at: '2026-13-45' }), reviewPreviewSchema);
    expect(Number.isNaN(Date.parse(review!.created_at))).toBe(false);
  });

  it("shows a review preview's photos as a public review: the URL and the day after treatment, nothing else", () => {
    const photo = (url: string, takenAt: string) => ({
      url,
      path: url,
      name: 'IMG_0001.jpg',
      type: 'image/jpeg',
      size: 10,
      hash: 'a'.repeat(64),
      takenAt,
    });
    const review = parsePreview(
      JSON.stringify({
        title: '후기',
        treatedOn: '2026-03-01',
        beforePhotos: [photo('/files/a.webp', '2026-02-20T10:00:00+09:00')],
        afterPhotos: [photo('/files/b.webp', '2026-03-15T10:00:00+09:00')],
      }),
      reviewPreviewSchema,
    );
    expect([review?.beforePhotos, review?.afterPhotos]).toEqual([
      [{ url: '/files/a.webp', daysAfterTreatment: null }],
      [{ url: '/files/b.webp', daysAfterTreatment: 14 }],
    ]);
  });

  it("keeps an event preview's prices and days", () => {
    const event = parsePreview(
      JSON.stringify({
        title: '이벤트',
        startsAt: '2026-12-01T00:00:00+09:00',
        regularPrice: 300000,
        eventPrice: 199000,
        discountRate: 33,
        vatIncluded: false,
      }),
      eventPreviewSchema,
    );
    expect(event).toMatchObject({
      startsAt: '2026-11-30T15:00:00.000Z',
      regularPrice: 300000,
      eventPrice: 199000,
      discountRate: 33,
      vatIncluded: false,
    });
  });
});
