import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { SIDE_EFFECT_CODES, type SideEffectCode, type SideEffectEntry } from '@/contracts/trust';
import type { DbOrTx } from '../db/client';
import { sideEffectReports } from '../db/schema';
import type { FigureComputer, FigureRow } from './registry';
import { rowsOf } from './stats';

// Side effects (docs/trust.md#side-effects): of the reviews at verification TREATED (n), how many reviewers
// reported a complication (k) — in the review itself or in any of its recovery check-ins, counted once per
// reviewer (one review is one reviewer's account of one treatment). Per treatment one row per code
// ('side_effect:<CODE>') and one for any code ('side_effects'); per clinic only 'side_effects'.

async function sideEffectsOf(db: DbOrTx, scope: ReturnType<typeof sql>, perCode: boolean): Promise<FigureRow[]> {
  const rows = await rowsOf<{ code: SideEffectCode | null; n: number; k: number }>(
    db,
    sql`
    with treated as (select distinct r.id from reviews r where ${scope} and r.verification = 'TREATED'),
         reported as (
           select distinct t.id as review_id, s.code::text as code
             from side_effect_reports s
             left join recovery_checkins c on c.id = s.checkin_id
             join treated t on t.id = coalesce(c.review_id, s.review_id))
    select null::text as code, (select count(*) from treated)::int as n,
           (select count(distinct review_id) from reported)::int as k
    ${perCode ? sql`union all select code, (select count(*) from treated)::int, count(*)::int from reported group by code` : sql``}`,
  );
  const total = rows.find((r) => r.code === null);
  if (!total || total.n === 0) return [];
  const out: FigureRow[] = [{ figure: 'side_effects', n: total.n, k: total.k }];
  if (perCode)
    for (const code of SIDE_EFFECT_CODES)
      out.push({ figure: `side_effect:${code}`, n: total.n, k: rows.find((r) => r.code === code)?.k ?? 0 });
  return out;
}

export const sideEffectFigures: { clinic: FigureComputer; treatment: FigureComputer } = {
  clinic: (db, id) => sideEffectsOf(db, sql`r.clinic_id = ${id}`, false),
  treatment: (db, id) =>
    sideEffectsOf(db, sql`r.id in (select review_id from review_treatments where treatment_id = ${id})`, true),
};

/** A review's own reports (not its check-ins'), in the order of the fixed list. */
export async function reviewSideEffects(db: DbOrTx, reviewId: number): Promise<SideEffectEntry[]> {
  const rows = await db
    .select({
      code: sideEffectReports.code,
      severity: sideEffectReports.severity,
      resolved: sideEffectReports.resolved,
      note: sideEffectReports.note,
    })
    .from(sideEffectReports)
    .where(and(eq(sideEffectReports.reviewId, reviewId), isNull(sideEffectReports.checkinId)))
    .orderBy(asc(sideEffectReports.code));
  return rows;
}

/** Entries as reviewSideEffects returns them (the fixed list's order, note null when none). */
export const sortedSideEffects = (entries: readonly SideEffectEntry[]): SideEffectEntry[] =>
  [...entries]
    .sort((a, b) => SIDE_EFFECT_CODES.indexOf(a.code) - SIDE_EFFECT_CODES.indexOf(b.code))
    .map((e) => ({ code: e.code, severity: e.severity, resolved: e.resolved, note: e.note ?? null }));

/** Replaces a review's own reports (the writers, in their transaction; the caller marks the subjects). */
export async function replaceReviewSideEffects(
  db: DbOrTx,
  reviewId: number,
  entries: readonly SideEffectEntry[],
): Promise<void> {
  await db
    .delete(sideEffectReports)
    .where(and(eq(sideEffectReports.reviewId, reviewId), isNull(sideEffectReports.checkinId)));
  if (entries.length > 0)
    await db.insert(sideEffectReports).values(
      entries.map((e) => ({
        reviewId,
        checkinId: null,
        code: e.code,
        severity: e.severity,
        resolved: e.resolved,
        note: e.note ?? null,
      })),
    );
}
