// The soak's client-side ledger and its check against the database (npm run soak). Pure: the members fill a
// Ledger with what they sent and what the server acknowledged; checkLedger compares it with the rows read
// back, row by row. Every write carries its Idempotency-Key into the row it creates (a counsel's note, a
// review's title), so a row names the request that made it and duplicates of one request can be counted.

export type TargetType = 'CLINIC' | 'DOCTOR' | 'EVENT' | 'REVIEW';

/** One create request (a counsel or a review), however many times it was sent with its key. */
export interface CreateWrite {
  key: string;
  memberId: number;
  /** What the row must say besides its owner: a counsel's clinic and source, a review's counsel. */
  expect: Record<string, number | string>;
  /** Every id a 2xx answer for this key carried (the first answer and its replays); empty = never acknowledged. */
  ackIds: number[];
  /** The request as sent, to replay it with the same key. */
  request: { path: string; body: unknown };
}

/** A member's last word on one bookmark target. */
export interface BookmarkEntry {
  memberId: number;
  type: TargetType;
  targetId: number;
  /** The state the last acknowledged add (201/200) or remove (204, or 404: already gone) left. */
  present: boolean;
  /** The acknowledged bookmark's id while present. */
  bookmarkId: number | null;
  /** False while a later write was sent without an acknowledgement: the state is then unknown. */
  settled: boolean;
}

export interface Ledger {
  counsels: CreateWrite[];
  reviews: CreateWrite[];
  bookmarks: BookmarkEntry[];
}

/** A created row as read back; `key` is the Idempotency-Key found in it (null: none). */
export interface CreatedRow {
  id: number;
  memberId: number;
  key: string | null;
  fields: Record<string, number | string | null>;
}

export interface BookmarkRow {
  id: number;
  memberId: number;
  type: TargetType;
  targetId: number;
}

export interface CreateCheck {
  sent: number;
  acknowledged: number;
  /** Acknowledged, and no row has its key. */
  lost: string[];
  /** More than one row for one key, or replays of one key acknowledged with different ids. */
  duplicated: string[];
  /** The key's row differs from what was acknowledged (id, owner, clinic, source…). */
  mismatched: string[];
  /** Never acknowledged, yet stored (once): not a loss; a replay with the key must answer this row. */
  unacknowledgedStored: { key: string; id: number }[];
  /** Never acknowledged and not stored. */
  unacknowledgedAbsent: number;
  /** Rows of the soak's members whose key no request of the ledger carried. */
  strays: number[];
}

export interface BookmarkCheck {
  targets: number;
  settled: number;
  /** Acknowledged as bookmarked, but the row is gone or has another id. */
  lost: string[];
  /** Acknowledged as removed (or never added), but a row is there. */
  resurrected: string[];
  /** More than one row for one member and target (the unique index should make this impossible). */
  duplicated: string[];
}

export interface LedgerReport {
  counsels: CreateCheck;
  reviews: CreateCheck;
  bookmarks: BookmarkCheck;
  /** One line per failure; empty = nothing acknowledged was lost, nothing duplicated. */
  failures: string[];
}

const groupBy = <T, K>(items: T[], keyOf: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
};

export function checkCreates(writes: CreateWrite[], rows: CreatedRow[]): CreateCheck {
  const byKey = groupBy(rows, (r) => r.key);
  const check: CreateCheck = {
    sent: writes.length,
    acknowledged: 0,
    lost: [],
    duplicated: [],
    mismatched: [],
    unacknowledgedStored: [],
    unacknowledgedAbsent: 0,
    strays: [],
  };
  const known = new Set<string>();
  for (const w of writes) {
    known.add(w.key);
    const found = byKey.get(w.key) ?? [];
    if (found.length > 1 || new Set(w.ackIds).size > 1) check.duplicated.push(w.key);
    if (w.ackIds.length === 0) {
      if (found.length === 0) check.unacknowledgedAbsent++;
      else if (found.length === 1) check.unacknowledgedStored.push({ key: w.key, id: found[0].id });
      continue;
    }
    check.acknowledged++;
    if (found.length === 0) {
      check.lost.push(w.key);
      continue;
    }
    const row = found.find((r) => r.id === w.ackIds[0]);
    const same =
      row &&
      row.memberId === w.memberId &&
      Object.entries(w.expect).every(([field, value]) => row.fields[field] === value);
    if (!same) check.mismatched.push(w.key);
  }
  for (const r of rows) if (r.key === null || !known.has(r.key)) check.strays.push(r.id);
  return check;
}

export function checkBookmarks(entries: BookmarkEntry[], rows: BookmarkRow[]): BookmarkCheck {
  const name = (b: { memberId: number; type: TargetType; targetId: number }) =>
    `member ${b.memberId} ${b.type} ${b.targetId}`;
  const byTarget = groupBy(rows, name);
  const check: BookmarkCheck = { targets: entries.length, settled: 0, lost: [], resurrected: [], duplicated: [] };
  const inLedger = new Set(entries.map(name));
  for (const [target, found] of byTarget) {
    if (found.length > 1) check.duplicated.push(target);
    // A bookmark of a target no member ever touched: only a write nobody sent could have made it.
    if (!inLedger.has(target)) check.resurrected.push(target);
  }
  for (const e of entries) {
    if (!e.settled) continue;
    check.settled++;
    const found = byTarget.get(name(e)) ?? [];
    if (e.present && !found.some((r) => r.id === e.bookmarkId)) check.lost.push(name(e));
    if (!e.present && found.length > 0) check.resurrected.push(name(e));
  }
  return check;
}

export function checkLedger(
  ledger: Ledger,
  rows: { counsels: CreatedRow[]; reviews: CreatedRow[]; bookmarks: BookmarkRow[] },
): LedgerReport {
  const counsels = checkCreates(ledger.counsels, rows.counsels);
  const reviews = checkCreates(ledger.reviews, rows.reviews);
  const bookmarks = checkBookmarks(ledger.bookmarks, rows.bookmarks);
  const failures: string[] = [];
  const list = (xs: (string | number)[]) => xs.slice(0, 10).join(', ') + (xs.length > 10 ? ` … (${xs.length})` : '');
  for (const [what, c] of [
    ['counsel', counsels],
    ['review', reviews],
  ] as const) {
    if (c.lost.length) failures.push(`${c.lost.length} acknowledged ${what}(s) lost: ${list(c.lost)}`);
    if (c.duplicated.length)
      failures.push(
        `${c.duplicated.length} ${what} key(s) stored or acknowledged more than once: ${list(c.duplicated)}`,
      );
    if (c.mismatched.length)
      failures.push(`${c.mismatched.length} ${what}(s) differ from what was acknowledged: ${list(c.mismatched)}`);
    if (c.strays.length)
      failures.push(`${c.strays.length} ${what} row(s) no request of the soak made: ids ${list(c.strays)}`);
  }
  if (bookmarks.lost.length)
    failures.push(`${bookmarks.lost.length} acknowledged bookmark(s) lost: ${list(bookmarks.lost)}`);
  if (bookmarks.resurrected.length)
    failures.push(
      `${bookmarks.resurrected.length} bookmark(s) present though acknowledged as removed: ${list(bookmarks.resurrected)}`,
    );
  if (bookmarks.duplicated.length)
    failures.push(`${bookmarks.duplicated.length} bookmark target(s) stored twice: ${list(bookmarks.duplicated)}`);
  return { counsels, reviews, bookmarks, failures };
}
