import {
  checkBookmarks,
  checkCreates,
  checkLedger,
  type BookmarkEntry,
  type CreateWrite,
  type CreatedRow,
} from './ledger';

const write = (key: string, ackIds: number[], expect: CreateWrite['expect'] = { clinicId: 3 }): CreateWrite => ({
  key,
  memberId: 7,
  expect,
  ackIds,
  request: { path: '/api/member/counsels', body: {} },
});
const row = (
  id: number,
  key: string | null,
  fields: CreatedRow['fields'] = { clinicId: 3 },
  memberId = 7,
): CreatedRow => ({ id, memberId, key, fields });

describe('checkCreates', () => {
  it('passes an acknowledged write stored once as acknowledged, replays naming the same row', () => {
    const c = checkCreates([write('a', [10, 10]), write('b', [11])], [row(10, 'a'), row(11, 'b')]);
    expect(c).toMatchObject({ sent: 2, acknowledged: 2, lost: [], duplicated: [], mismatched: [], strays: [] });
  });

  it.each([
    ['no row', [write('a', [10])], [], 'lost'],
    ['two rows for one key', [write('a', [10])], [row(10, 'a'), row(12, 'a')], 'duplicated'],
    ['replays acknowledged with another id', [write('a', [10, 12])], [row(10, 'a')], 'duplicated'],
    ['another id than acknowledged', [write('a', [10])], [row(12, 'a')], 'mismatched'],
    ['another clinic', [write('a', [10])], [row(10, 'a', { clinicId: 4 })], 'mismatched'],
    ['another owner', [write('a', [10])], [row(10, 'a', { clinicId: 3 }, 8)], 'mismatched'],
  ] as const)('finds %s', (_, writes, rows, finding) => {
    expect(checkCreates([...writes], [...rows])[finding]).toEqual(['a']);
  });

  it('keeps writes never acknowledged apart: stored once is not a loss, stored twice is a duplicate', () => {
    const c = checkCreates(
      [write('x', []), write('y', []), write('z', [])],
      [row(20, 'x'), row(21, 'z'), row(22, 'z')],
    );
    expect(c.unacknowledgedStored).toEqual([{ key: 'x', id: 20 }]);
    expect(c.unacknowledgedAbsent).toBe(1);
    expect(c.duplicated).toEqual(['z']);
    expect(c.lost).toEqual([]);
  });

  it('reports rows no request of the ledger made', () => {
    expect(checkCreates([write('a', [10])], [row(10, 'a'), row(30, 'other'), row(31, null)]).strays).toEqual([30, 31]);
  });
});

const entry = (targetId: number, present: boolean, bookmarkId: number | null, settled = true): BookmarkEntry => ({
  memberId: 7,
  type: 'CLINIC',
  targetId,
  present,
  bookmarkId,
  settled,
});
const bookmark = (id: number, targetId: number) => ({ id, memberId: 7, type: 'CLINIC' as const, targetId });

describe('checkBookmarks', () => {
  it('passes the last acknowledged state of every target', () => {
    const c = checkBookmarks([entry(1, true, 100), entry(2, false, null)], [bookmark(100, 1)]);
    expect(c).toMatchObject({ targets: 2, settled: 2, lost: [], resurrected: [], duplicated: [] });
  });

  it.each([
    ['a present bookmark gone', [entry(1, true, 100)], [], 'lost'],
    ['a present bookmark under another id', [entry(1, true, 100)], [bookmark(101, 1)], 'lost'],
    ['a removed bookmark back', [entry(1, false, null)], [bookmark(100, 1)], 'resurrected'],
    ['a bookmark of a target never touched', [], [bookmark(100, 1)], 'resurrected'],
    ['two rows for one target', [entry(1, true, 100)], [bookmark(100, 1), bookmark(101, 1)], 'duplicated'],
  ] as const)('finds %s', (_, entries, rows, finding) => {
    expect(checkBookmarks([...entries], [...rows])[finding]).toEqual(['member 7 CLINIC 1']);
  });

  it('does not judge a target whose last write was never answered', () => {
    expect(checkBookmarks([entry(1, true, 100, false)], [])).toMatchObject({ settled: 0, lost: [] });
  });
});

describe('checkLedger', () => {
  it('lists one failure line per kind of problem, none when all is well', () => {
    const ok = checkLedger(
      { counsels: [write('a', [10])], reviews: [], bookmarks: [entry(1, true, 100)] },
      { counsels: [row(10, 'a')], reviews: [], bookmarks: [bookmark(100, 1)] },
    );
    expect(ok.failures).toEqual([]);
    const bad = checkLedger(
      {
        counsels: [write('a', [10]), write('b', [11])],
        reviews: [write('r', [50], { counselId: 10 })],
        bookmarks: [entry(1, false, null)],
      },
      { counsels: [row(10, 'a'), row(12, 'a')], reviews: [], bookmarks: [bookmark(100, 1)] },
    );
    expect(bad.failures).toEqual([
      '1 acknowledged counsel(s) lost: b',
      '1 counsel key(s) stored or acknowledged more than once: a',
      '1 acknowledged review(s) lost: r',
      '1 bookmark(s) present though acknowledged as removed: member 7 CLINIC 1',
    ]);
  });
});
