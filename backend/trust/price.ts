import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { FigureComputer, FigureRow } from './registry';
import { rowsOf } from './stats';

// Price honoured (docs/trust.md#price): of the reviews at verification CONSULTED or TREATED that answered the
// price question with SAME or DIFFERENT (NOT_SHOWN — no listed price to honour — and unanswered reviews are left
// out), n is how many answered and k how many paid the listed price. medianExtra: of those who paid more than the
// event's listed price (coalesce(event_price, regular_price)), the median of what they paid above it, in won.
// A review hidden by a 임시조치 still counts (as in every count of the product); a removed review is gone.

async function priceOf(db: DbOrTx, where: ReturnType<typeof sql>): Promise<FigureRow[]> {
  const [row] = await rowsOf<{ n: number; k: number; extra: number | null }>(
    db,
    sql`
    select count(*)::int as n,
           (count(*) filter (where r.price_matched = 'SAME'))::int as k,
           percentile_cont(0.5) within group (order by r.price_paid - coalesce(e.event_price, e.regular_price))
             filter (where r.price_matched = 'DIFFERENT'
                       and r.price_paid > coalesce(e.event_price, e.regular_price)) as extra
      from reviews r left join events e on e.id = r.event_id
     where ${where} and r.verification in ('CONSULTED', 'TREATED') and r.price_matched in ('SAME', 'DIFFERENT')`,
  );
  if (!row || row.n === 0) return [];
  return [{ figure: 'price', n: row.n, k: row.k, median: row.extra === null ? null : Math.round(Number(row.extra)) }];
}

export const priceFigures: { clinic: FigureComputer; event: FigureComputer } = {
  clinic: (db, id) => priceOf(db, sql`r.clinic_id = ${id}`),
  event: (db, id) => priceOf(db, sql`r.event_id = ${id}`),
};
