import { sql, type SQL } from 'drizzle-orm';
import { RECOVERY_METRICS } from '@/contracts/trust';
import type { DbOrTx } from '../db/client';
import type { FigureComputer, FigureRow } from './registry';
import { rowsOf } from './stats';

// Recovery curves (docs/trust.md#recovery): for each check-in day (3, 7, 14, 30, 90) and each metric (swelling,
// bruising, pain, satisfaction, 0–10) one figure `recovery:<metric>:<day>` with n check-ins, the median and the
// quartiles (percentile_cont: linear interpolation, backend/trust/stats.ts quantile gives the same). Every
// check-in of a review that still exists counts, once per treatment of its review and once for its event.

const stats = RECOVERY_METRICS.map((m) => {
  const col = sql.raw(`c.${m}`);
  return sql`, percentile_cont(0.5) within group (order by ${col}) as ${sql.raw(`"${m}_median"`)},
    percentile_cont(0.25) within group (order by ${col}) as ${sql.raw(`"${m}_p25"`)},
    percentile_cont(0.75) within group (order by ${col}) as ${sql.raw(`"${m}_p75"`)}`;
});

type Row = { day: number; n: number } & Record<string, number | string | null>;

async function curvesOf(db: DbOrTx, from: SQL): Promise<FigureRow[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`select c.day::int as day, count(*)::int as n ${sql.join(stats, sql``)}
          from recovery_checkins c ${from}
         group by c.day order by c.day`,
  );
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return rows.flatMap((r) =>
    RECOVERY_METRICS.map((m) => ({
      figure: `recovery:${m}:${r.day}`,
      n: r.n,
      median: num(r[`${m}_median`]),
      p25: num(r[`${m}_p25`]),
      p75: num(r[`${m}_p75`]),
    })),
  );
}

export const recoveryFigures: { event: FigureComputer; treatment: FigureComputer } = {
  event: (db, id) => curvesOf(db, sql`join reviews r on r.id = c.review_id where r.event_id = ${id}`),
  treatment: (db, id) =>
    curvesOf(db, sql`join review_treatments rt on rt.review_id = c.review_id where rt.treatment_id = ${id}`),
};
