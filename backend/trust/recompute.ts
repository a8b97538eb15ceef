import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { trustDirty, trustFigures } from '../db/schema';
import { enqueue } from '../jobs/queue';
import { touchPages } from '../lib/page-invalidation';
import { pageTag } from '../page-cache/tags';
import { COMPUTERS, type TrustSubject } from './registry';
import { rowsOf } from './stats';

// Keeping the figures: a write that changes what a figure counts marks its subjects dirty in its own transaction
// (markDirty) and wakes the `trust-recompute` job, which recomputes each marked subject from its rows
// (recomputeSubject replaces all of the subject's figures at once) and clears the mark. A nightly run recomputes
// every subject (the answer time's 90-day window moves with the clock, and a missed mark is mended within a day).

export interface SubjectRef {
  type: TrustSubject;
  id: number;
}

/** Marks subjects for recomputation and wakes the job (both commit with the caller's write). */
export async function markDirty(db: DbOrTx, subjects: readonly SubjectRef[]): Promise<void> {
  const unique = [...new Map(subjects.filter((s) => s.id > 0).map((s) => [`${s.type}:${s.id}`, s])).values()];
  if (unique.length === 0) return;
  await db
    .insert(trustDirty)
    .values(unique.map((s) => ({ subjectType: s.type, subjectId: s.id })))
    .onConflictDoUpdate({
      target: [trustDirty.subjectType, trustDirty.subjectId],
      set: { markedAt: sql`now()` },
    });
  await enqueue(db, 'trust-recompute', {}, { singletonKey: 'trust-recompute' });
}

/** Recomputes every figure of one subject from its rows, replacing what was there. */
export async function recomputeSubject(db: DbOrTx, subject: SubjectRef, now = new Date()): Promise<number> {
  const rows = (await Promise.all(COMPUTERS[subject.type].map((c) => c(db, subject.id, now)))).flat();
  await db
    .delete(trustFigures)
    .where(and(eq(trustFigures.subjectType, subject.type), eq(trustFigures.subjectId, subject.id)));
  if (rows.length > 0)
    await db.insert(trustFigures).values(
      rows.map((r) => ({
        subjectType: subject.type,
        subjectId: subject.id,
        figure: r.figure,
        n: r.n,
        k: r.k ?? null,
        median: r.median ?? null,
        p25: r.p25 ?? null,
        p75: r.p75 ?? null,
        computedAt: now,
      })),
    );
  return rows.length;
}

/**
 * Recomputes the marked subjects, a batch per transaction, until none is left; a mark made while its subject was
 * being recomputed waits for the batch to commit and stays for the next round. Several workers may drain at once
 * (SKIP LOCKED).
 */
export async function drainDirty(db: Db, batch = 100): Promise<number> {
  let done = 0;
  for (;;) {
    const recomputed: SubjectRef[] = [];
    const n = await db.transaction(async (tx) => {
      const marked = await tx
        .select()
        .from(trustDirty)
        .orderBy(trustDirty.markedAt)
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const m of marked) {
        await recomputeSubject(tx, { type: m.subjectType, id: m.subjectId });
        recomputed.push({ type: m.subjectType, id: m.subjectId });
        // The mark is locked (FOR UPDATE) until this commits: a write marking the subject meanwhile waits and then
        // inserts its mark anew, so deleting it here never loses a later change. (Comparing marked_at instead
        // would not do: JavaScript dates drop PostgreSQL's microseconds.)
        await tx
          .delete(trustDirty)
          .where(and(eq(trustDirty.subjectType, m.subjectType), eq(trustDirty.subjectId, m.subjectId)));
      }
      return marked.length;
    });
    // Committed: the pages showing these figures render them anew (treatment pages follow within the cache's TTL).
    touchFigurePages(recomputed);
    done += n;
    if (n < batch) return done;
  }
}

function touchFigurePages(subjects: readonly SubjectRef[]) {
  const tags = subjects.flatMap((s) =>
    s.type === 'CLINIC' ? [pageTag.clinic(s.id)] : s.type === 'EVENT' ? [pageTag.event(s.id)] : [],
  );
  if (subjects.some((s) => s.type === 'CLINIC')) tags.push(pageTag.list('clinics'));
  if (tags.length > 0) touchPages(...tags);
}

/** Every clinic, event and treatment (the nightly run and `npm run trust:recompute`). */
export async function recomputeAll(db: DbOrTx, now = new Date(), batch = 200): Promise<number> {
  let done = 0;
  const kinds: [TrustSubject, SQL][] = [
    ['CLINIC', sql`clinics`],
    ['EVENT', sql`events`],
    ['TREATMENT', sql`treatments`],
  ];
  for (const [type, table] of kinds) {
    let after = 0;
    for (;;) {
      const ids = (
        await rowsOf<{ id: number }>(db, sql`select id from ${table} where id > ${after} order by id limit ${batch}`)
      ).map((r) => r.id);
      if (ids.length === 0) break;
      await db.transaction(async (tx) => {
        for (const id of ids) await recomputeSubject(tx, { type, id }, now);
        await tx
          .delete(trustDirty)
          .where(
            and(eq(trustDirty.subjectType, type), inArray(trustDirty.subjectId, ids), lte(trustDirty.markedAt, now)),
          );
      });
      done += ids.length;
      after = ids[ids.length - 1];
    }
  }
  touchPages(pageTag.all);
  return done;
}
