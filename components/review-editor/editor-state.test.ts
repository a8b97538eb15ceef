import { describe, expect, it } from '@jest/globals';
import { fromCounsel, toPayload } from './editor-state';

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

describe('fromCounsel', () => {
  it('starts a counsel booked from an event with that event and its treatments', () => {
    const state = fromCounsel({ sourceType: 'EVENT', sourceId: 9 }, events);
    expect([state.eventId, state.treatments]).toEqual(['9', events[1].treatments]);
  });
  it.each([
    ['a clinic', { sourceType: 'CLINIC', sourceId: 9 }],
    ['an event no longer listed', { sourceType: 'EVENT', sourceId: 404 }],
  ])('starts empty for %s', (_, counsel) => {
    const state = fromCounsel(counsel, events);
    expect([state.eventId, state.treatments, state.rating]).toEqual(['', [], '5']);
  });
});

describe('toPayload', () => {
  it('sends an unanswered disclosure question as null, and the answers as booleans', () => {
    const base = fromCounsel({ sourceType: 'CLINIC', sourceId: 1 }, events);
    const counsel = { id: 1, clinic_id: 2 };
    expect(toPayload(base, counsel).incentive).toBeNull();
    expect(toPayload({ ...base, incentive: 'no' }, counsel).incentive).toBe(false);
    expect(toPayload({ ...base, incentive: 'yes' }, counsel).incentive).toBe(true);
  });
});
