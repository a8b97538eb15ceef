import { sql } from 'drizzle-orm';
import type { FigureComputer } from './registry';
import { median, rowsOf } from './stats';

// Answer time (docs/trust.md#answer-time), per clinic over the counsels booked in the last 90 days: the time from
// the booking (counsels.created_at) to the clinic's first move (the first counsel_state_changes row by STAFF that
// was not taken back — neither an undone move nor the undo itself counts). Left out: counsels the member cancelled
// before the clinic moved, and unanswered counsels booked less than 24 hours ago (their answer time is not known
// yet). An unanswered counsel older than 24 hours counts as not answered in time, and as slower than every answer
// for the median (which is null when half or more are unanswered). n counsels, k answered within 24 hours.

export const WINDOW_DAYS = 90;
const DAY_MINUTES = 24 * 60;

export const answerFigures: { clinic: FigureComputer } = {
  async clinic(db, id, now) {
    const rows = await rowsOf<{ minutes: number | null; memberFirst: boolean; ageMinutes: number }>(
      db,
      sql`
      select extract(epoch from (m.first_move - c.created_at)) / 60 as minutes,
             coalesce(mc.first_cancel < coalesce(m.first_move, 'infinity'::timestamptz), false) as "memberFirst",
             extract(epoch from (${now.toISOString()}::timestamptz - c.created_at)) / 60 as "ageMinutes"
        from counsels c
        left join lateral (
          select min(s.created_at) as first_move
            from counsel_state_changes s
           where s.counsel_id = c.id and s.actor = 'STAFF' and s.undoes is null
             and not exists (select 1 from counsel_state_changes u where u.counsel_id = c.id and u.undoes = s.id)
        ) m on true
        left join lateral (
          select min(s.created_at) as first_cancel
            from counsel_state_changes s
           where s.counsel_id = c.id and s.actor = 'MEMBER' and s.to_state = 'CANCELED'
        ) mc on true
       where c.clinic_id = ${id}
         and c.created_at > ${now.toISOString()}::timestamptz - make_interval(days => ${WINDOW_DAYS})
         and c.created_at <= ${now.toISOString()}::timestamptz`,
    );
    const kept = rows.filter((r) => !r.memberFirst && (r.minutes !== null || Number(r.ageMinutes) >= DAY_MINUTES));
    if (kept.length === 0) return [];
    // Unanswered counsels sort after every answer: the median exists while fewer than half are unanswered.
    const times = kept.map((r) => (r.minutes === null ? Number.POSITIVE_INFINITY : Math.max(0, Number(r.minutes))));
    const med = median(times);
    return [
      {
        figure: 'answer',
        n: kept.length,
        k: times.filter((m) => m <= DAY_MINUTES).length,
        median: med === null || !Number.isFinite(med) ? null : Math.round(med),
      },
    ];
  },
};
