import { describe, expect, it } from '@jest/globals';
import {
  exploreHref,
  exploreState,
  pickConcern,
  pickPart,
  pickSpecialty,
  pickTreatment,
  type Taxonomy,
} from './explore-state';

const tx: Taxonomy = {
  specialties: [
    { id: 1, name: '피부과' },
    { id: 2, name: '성형외과' },
  ],
  parts: [
    { id: 10, name: '눈' },
    { id: 11, name: '피부' },
  ],
  concerns: [
    { id: 20, name: '주름', parts: [{ id: 11, name: '피부' }] },
    { id: 21, name: '눈매', parts: [{ id: 10, name: '눈' }] },
  ],
  treatments: [
    { id: 30, name: '보톡스', concerns: [{ id: 20, name: '주름' }], specialties: [{ id: 1, name: '피부과' }] },
    { id: 31, name: '쌍꺼풀', concerns: [{ id: 21, name: '눈매' }], specialties: [{ id: 2, name: '성형외과' }] },
  ],
};

describe('clearing rules (docs/product.md#screens)', () => {
  const full = { specialtyId: 1, partId: 11, concernId: 20, treatmentId: 30 };
  it('a specialty clears part, concern and treatment', () =>
    expect(pickSpecialty(full, 2)).toEqual({ specialtyId: 2 }));
  it('a part clears concern and treatment', () => expect(pickPart(full, 10)).toEqual({ specialtyId: 1, partId: 10 }));
  it('a concern clears treatment', () =>
    expect(pickConcern(full, 21)).toEqual({ specialtyId: 1, partId: 11, concernId: 21 }));
  it('a treatment keeps the rest', () =>
    expect(pickTreatment({ specialtyId: 1 }, 30)).toEqual({ specialtyId: 1, treatmentId: 30 }));
});

describe('exploreState', () => {
  it('starts with the filter choice: specialties and parts', () => {
    const { crumbs, picker } = exploreState({}, tx, '탐색');
    expect(crumbs).toEqual([{ label: '탐색', href: '/contents' }]);
    expect(picker?.kind).toBe('choice');
    expect(picker?.groups.map((g) => g.title)).toEqual(['specialty', 'part']);
    expect(picker?.groups[0].options[0]).toEqual({ id: 1, label: '피부과', href: '/contents?specialtyId=1' });
  });

  it('offers the specialty’s treatments, and keeps the tab', () => {
    const { crumbs, picker } = exploreState({ specialtyId: 1 }, tx, '탐색', 'reviews');
    expect(crumbs.map((c) => c.label)).toEqual(['탐색', '피부과']);
    expect(crumbs[1].href).toBe('/contents?tabId=reviews&specialtyId=1');
    expect(picker?.kind).toBe('treatment');
    expect(picker?.groups[0].options).toEqual([
      { id: 30, label: '보톡스', href: '/contents?tabId=reviews&specialtyId=1&treatmentId=30' },
    ]);
  });

  it('goes part → concern → treatment', () => {
    expect(exploreState({ partId: 11 }, tx, '탐색').picker?.groups[0].options.map((o) => o.label)).toEqual(['주름']);
    expect(
      exploreState({ partId: 11, concernId: 20 }, tx, '탐색').picker?.groups[0].options.map((o) => o.label),
    ).toEqual(['보톡스']);
  });

  it('orders crumbs specialty, treatment, part, concern and disables the plus once a treatment is chosen', () => {
    const { crumbs, picker } = exploreState({ specialtyId: 1, partId: 11, concernId: 20, treatmentId: 30 }, tx, '탐색');
    expect(crumbs.map((c) => c.label)).toEqual(['탐색', '피부과', '보톡스', '피부', '주름']);
    expect(picker).toBeNull();
  });

  it('ignores ids that are not in the catalogue', () => {
    expect(exploreState({ specialtyId: 999 }, tx, '탐색').crumbs).toHaveLength(1);
  });

  it('keeps the sort in the crumbs and the picker', () => {
    const { crumbs, picker } = exploreState({ specialtyId: 1 }, tx, '탐색', 'events', { sort: 'price' });
    expect(crumbs[1].href).toBe('/contents?tabId=events&specialtyId=1&sort=price');
    expect(picker?.groups[0].options[0].href).toBe('/contents?tabId=events&specialtyId=1&treatmentId=30&sort=price');
  });

  it('builds hrefs without empty keys', () => {
    expect(exploreHref({ treatmentId: 3 })).toBe('/contents?treatmentId=3');
    expect(exploreHref({})).toBe('/contents');
  });

  it('keeps the area and 진료 중 after the sort', () => {
    expect(exploreHref({ specialtyId: 1 }, 'clinics', { sort: 'rating', district: '강남구', openNow: true })).toBe(
      '/contents?tabId=clinics&specialtyId=1&sort=rating&district=%EA%B0%95%EB%82%A8%EA%B5%AC&open=now',
    );
    expect(exploreHref({}, 'clinics', { openNow: false })).toBe('/contents?tabId=clinics');
  });
});
