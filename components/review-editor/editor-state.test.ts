import { describe, expect, it } from '@jest/globals';
import { reviewEditorForm } from '@/contracts/reviews';
import { amountOf, fromCounsel } from './editor-state';

const events = [
  { id: 7, title: '두피 PRP 1회 체험가', treatments: [{ id: 31, name: '두피 PRP' }] },
  {
    id: 9,
    title: '울쎄라 300샷',
    treatments: [
      { id: 12, name: '울쎄라' },
      { id: 13, name: '리프팅' },
    ],
  },
];
const counsel = { id: 1, clinic_id: 2 };

describe('fromCounsel', () => {
  it('starts a counsel booked from an event with that event and its treatments', () => {
    const { values } = fromCounsel({ ...counsel, sourceType: 'EVENT', sourceId: 9 }, events);
    expect([values.event_id, values.treatments]).toEqual([9, events[1].treatments]);
  });
  it.each([
    ['a clinic', { sourceType: 'CLINIC', sourceId: 9 }],
    ['an event no longer listed', { sourceType: 'EVENT', sourceId: 404 }],
  ])('starts empty for %s', (_, source) => {
    const { values } = fromCounsel({ ...counsel, ...source }, events);
    expect([values.event_id, values.treatments, values.rating]).toEqual([null, [], 5]);
  });
});

describe('the review body', () => {
  it('sends an unanswered disclosure question as null, and the answers as booleans', () => {
    const { values } = fromCounsel({ ...counsel, sourceType: 'CLINIC', sourceId: 1 }, events);
    expect(reviewEditorForm.parse(values).incentive).toBeNull();
    expect(reviewEditorForm.parse({ ...values, incentive: false }).incentive).toBe(false);
    expect(reviewEditorForm.parse({ ...values, incentive: true }).incentive).toBe(true);
  });

  it.each([
    ['', null],
    ['-', null],
    ['.', null],
    ['1.', 1],
    ['120000', 120000],
    ['12.5', 13],
  ])('reads the price box %p as %p won', (text, amount) => expect(amountOf(text)).toBe(amount));
});
