import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { toIso } from '../../lib/sql';
import type { ModerationLogEntry, TransparencyMonth } from '@/contracts/moderation';
import { caseStateOf, HANDLED_WITHIN_DAYS, type LogAction } from '@/contracts/moderation-rules';

// The reads of review moderation: a clinic's public log and the monthly transparency figures (both from
// review_moderation_log), in raw SQL over the log's few rows per clinic and month.

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// A timestamptz's month in Korea's calendar (UTC+9, no daylight saving), without time zone data.
const seoulMonthOf = (column: SQL) => sql`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYY-MM')`;

type LogCaseRow = {
  case_id: number;
  review_id: number;
  opened_at: Date | string;
  requested_by: ModerationLogEntry['requestedBy'];
  reason: string;
  last_action: LogAction;
  hidden_until: Date | string | null;
  decision: 'REMOVED' | 'RESTORED' | 'KEPT' | null;
  decision_reason: string | null;
  decided_at: Date | string | null;
  total: number;
};

/** A clinic's '리뷰 관리 기록': one entry per case, newest first (who asked by role, the reason, where it stands). */
export async function clinicModerationLog(
  db: DbOrTx,
  clinicId: number,
  q: { offset: number; limit: number },
  now = new Date(),
): Promise<{ data: ModerationLogEntry[]; total: number }> {
  const found = await rows<LogCaseRow>(
    db,
    sql`with c as (
      select l.case_id, min(l.review_id) as review_id, min(l.created_at) as opened_at,
        (array_agg(l.requested_by order by l.id))[1] as requested_by,
        (array_agg(l.reason order by l.id))[1] as reason,
        (array_agg(l.action order by l.id desc))[1] as last_action,
        max(l.hidden_until) as hidden_until
      from review_moderation_log l where l.clinic_id = ${clinicId} group by l.case_id
    )
    select c.*, m.decision, m.decision_reason, m.decided_at, count(*) over ()::int as total
    from c join moderation_cases m on m.id = c.case_id
    order by c.opened_at desc, c.case_id desc
    offset ${q.offset} limit ${q.limit}`,
  );
  return {
    total: found[0]?.total ?? (q.offset > 0 ? await countCases(db, clinicId) : 0),
    data: found.map((r) => {
      const state = r.decision ?? caseStateOf(r.last_action, r.hidden_until, now);
      return {
        caseId: r.case_id,
        reviewId: r.review_id,
        openedAt: toIso(r.opened_at),
        requestedBy: r.requested_by,
        reason: r.reason,
        state,
        hiddenUntil: state === 'HIDDEN' ? toIso(r.hidden_until) : null,
        decidedAt: r.decision ? toIso(r.decided_at) : null,
        decisionReason: r.decision ? r.decision_reason : null,
      };
    }),
  };
}

async function countCases(db: DbOrTx, clinicId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(
    db,
    sql`select count(distinct case_id)::int as n from review_moderation_log where clinic_id = ${clinicId}`,
  );
  return r?.n ?? 0;
}

const monthStart = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1) - 9 * 3_600_000);
};

/**
 * The transparency figures of the given months (YYYY-MM, Korea time), computed from review_moderation_log only:
 * each row counts in the month it was written; "handled within 7 days" counts the cases opened in the month (a
 * REPORTED or HIDDEN row) whose decision row (RESTORED, REMOVED, KEPT) came within HANDLED_WITHIN_DAYS.
 */
export async function transparency(db: DbOrTx, months: string[]): Promise<TransparencyMonth[]> {
  const sorted = [...months].sort();
  const from = monthStart(sorted[0]);
  const [ly, lm] = sorted[sorted.length - 1].split('-').map(Number);
  const to = monthStart(new Date(Date.UTC(ly, lm, 1)).toISOString().slice(0, 7));
  const counted = await rows<{ month: string; action: LogAction; requested_by: string; reason: string; n: number }>(
    db,
    sql`select ${seoulMonthOf(sql`l.created_at`)} as month, l.action, l.requested_by, l.reason, count(*)::int as n
      from review_moderation_log l where l.created_at >= ${from} and l.created_at < ${to}
      group by 1, 2, 3, 4`,
  );
  const handled = await rows<{ month: string; n: number }>(
    db,
    sql`select ${seoulMonthOf(sql`o.created_at`)} as month, count(*)::int as n
      from review_moderation_log o
      where o.action in ('REPORTED', 'HIDDEN') and o.created_at >= ${from} and o.created_at < ${to}
        and exists (select 1 from review_moderation_log d where d.case_id = o.case_id
          and d.action in ('RESTORED', 'REMOVED', 'KEPT')
          and d.created_at <= o.created_at + make_interval(days => ${HANDLED_WITHIN_DAYS}))
      group by 1`,
  );
  return months.map((month) => {
    const of = counted.filter((r) => r.month === month);
    const sum = (pick: (r: (typeof of)[number]) => boolean) => of.filter(pick).reduce((a, r) => a + r.n, 0);
    const byReason = (action: LogAction) =>
      Object.fromEntries(
        Object.entries(
          of
            .filter((r) => r.action === action)
            .reduce<Record<string, number>>((a, r) => ({ ...a, [r.reason]: (a[r.reason] ?? 0) + r.n }), {}),
        ).sort(),
      );
    return {
      month,
      reportsReceived: sum((r) => r.action === 'REPORTED'),
      takedownRequests: sum((r) => r.action === 'HIDDEN' && r.requested_by === 'CLINIC'),
      handledWithin7Days: handled.find((h) => h.month === month)?.n ?? 0,
      restored: sum((r) => r.action === 'RESTORED'),
      restoredByOperator: sum((r) => r.action === 'RESTORED' && r.requested_by === 'OPERATOR'),
      restoredExpired: sum((r) => r.action === 'RESTORED' && r.requested_by === 'SYSTEM'),
      removed: sum((r) => r.action === 'REMOVED'),
      kept: sum((r) => r.action === 'KEPT'),
      reportsByReason: byReason('REPORTED'),
      removedByReason: byReason('REMOVED'),
    };
  });
}
