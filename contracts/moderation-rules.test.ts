import {
  caseStateOf,
  DECISION_REASONS,
  DECISIONS_OF,
  handledInTime,
  isHiddenNow,
  lastMonths,
  MEMBER_REPORT_REASONS,
  REMOVE_REASONS,
  RESTORE_REASONS,
  seoulMonth,
  TAKEDOWN_REASONS,
  takedownEnds,
} from './moderation-rules';
import { decisionBody, reportBody, takedownBody } from './moderation';

const now = new Date('2026-11-28T12:00:00Z');
const later = '2026-12-01T00:00:00Z';
const earlier = '2026-11-01T00:00:00Z';

test.each([
  ['REPORTED', null, 'IN_REVIEW'],
  ['HIDDEN', later, 'HIDDEN'],
  ['HIDDEN', earlier, 'RESTORED'],
  ['RESTORED', null, 'RESTORED'],
  ['REMOVED', null, 'REMOVED'],
  ['KEPT', null, 'KEPT'],
] as const)('a case whose last row is %s (hidden until %s) reads %s', (action, until, state) => {
  expect(caseStateOf(action, until, now)).toBe(state);
});

test('no list has a reason for "the review is negative"', () => {
  const all = [...MEMBER_REPORT_REASONS, ...TAKEDOWN_REASONS, ...DECISION_REASONS];
  expect(all.filter((r) => /NEGATIVE|BAD|LOW|RATING|CRITIC/i.test(r))).toEqual([]);
  for (const reason of ['NEGATIVE', 'NEGATIVE_REVIEW', 'LOW_RATING']) {
    expect(reportBody.safeParse({ reason }).success).toBe(false);
    expect(takedownBody.safeParse({ reason, text: '설명' }).success).toBe(false);
    expect(decisionBody.safeParse({ decision: 'REMOVE', reason, note: '메모입니다' }).success).toBe(false);
  }
});

test('remove and restore reasons are apart; each kind takes its decisions', () => {
  expect(REMOVE_REASONS.filter((r) => (RESTORE_REASONS as readonly string[]).includes(r))).toEqual([]);
  expect(DECISIONS_OF).toEqual({ REPORT: ['REMOVE', 'KEEP'], TAKEDOWN: ['REMOVE', 'RESTORE'] });
  expect(decisionBody.safeParse({ decision: 'KEEP', reason: 'ABUSE', note: '메모입니다' }).success).toBe(false);
  expect(decisionBody.safeParse({ decision: 'KEEP', reason: 'NO_VIOLATION', note: '메모입니다' }).success).toBe(true);
  expect(decisionBody.safeParse({ decision: 'KEEP', reason: 'NO_VIOLATION', note: ' ' }).success).toBe(false);
});

test('OTHER needs a text', () => {
  expect(reportBody.safeParse({ reason: 'OTHER' }).success).toBe(false);
  expect(reportBody.safeParse({ reason: 'OTHER', text: '이상해요' }).success).toBe(true);
  expect(reportBody.parse({ reason: 'ABUSE', text: '  ' })).toEqual({ reason: 'ABUSE', text: null });
});

test('a takedown lasts 30 days; hidden only before its end', () => {
  expect(takedownEnds(now).toISOString()).toBe('2026-12-28T12:00:00.000Z');
  expect(isHiddenNow(later, now)).toBe(true);
  expect(isHiddenNow(earlier, now)).toBe(false);
  expect(isHiddenNow(null, now)).toBe(false);
});

test('handled within 7 days', () => {
  const opened = new Date('2026-11-01T00:00:00Z');
  expect(handledInTime(opened, new Date('2026-11-08T00:00:00Z'))).toBe(true);
  expect(handledInTime(opened, new Date('2026-11-08T00:00:01Z'))).toBe(false);
  expect(handledInTime(opened, null)).toBe(false);
});

test('months are Korea time', () => {
  expect(seoulMonth(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12');
  expect(seoulMonth(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11');
  expect(lastMonths(3, new Date('2026-01-15T00:00:00Z'))).toEqual(['2026-01', '2025-12', '2025-11']);
});
