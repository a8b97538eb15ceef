import { describe, expect, it } from '@jest/globals';
import { refusedFields } from './booking-refusal';

describe('refusedFields', () => {
  it.each([
    [
      { error: { fields: { 'preferred_slots.1': "preferred_slots[1] is on the clinic's day off" } } },
      { slots: { 1: true }, phone: false },
    ],
    [
      { error: { fields: { 'preferred_slots.0': 'x', 'preferred_slots.2': 'y', contact_phone: 'z' } } },
      { slots: { 0: true, 2: true }, phone: true },
    ],
    [{ error: { fields: { content: 'content must be a string' } } }, null],
    [{ error: { fields: { preferred_slots: 'preferred_slots must have at most 3 slots' } } }, null],
    [{ error: { code: 'VALIDATION_ERROR' } }, null],
    [null, null],
  ])('%j → %j', (body, expected) => {
    expect(refusedFields(body)).toEqual(expected);
  });
});
