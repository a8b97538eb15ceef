import { sql } from 'drizzle-orm';
import { CHECKIN_DAYS } from '@/contracts/trust';
import { todayInKorea } from '@/contracts/common';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../trust/stats';
import { notify } from './notify';

// Recovery check-in invitations (docs/trust.md#recovery): every morning, each review with a treatment date whose
// check-in day (3, 7, 14, 30, 90) opened on or before today and is still open, without a check-in for that day and
// without an invitation already sent for it, gets one RECOVERY_CHECKIN_DUE notification to its writer (in the
// inbox and on the member's channels). Idempotent: an invitation is found again by its link and day.

export const checkinLink = (reviewId: number) => `/review/${reviewId}/checkin`;

/** Sends the invitations due on `today` (a Korean date); answers how many. */
export async function sendRecoveryInvites(db: DbOrTx, today = todayInKorea()): Promise<number> {
  const due = await rowsOf<{ reviewId: number; memberId: number; clinic: string; day: number }>(
    db,
    sql`
    with days(day, closes) as (values ${sql.join(
      CHECKIN_DAYS.map((d, i) => sql`(${d}::int, ${CHECKIN_DAYS[i + 1] ?? 120}::int)`),
      sql`, `,
    )})
    select r.id as "reviewId", r.member_id as "memberId", c.name as clinic, d.day
      from reviews r
      join clinics c on c.id = r.clinic_id
      join days d on ${today}::date - r.treated_on >= d.day and ${today}::date - r.treated_on < d.closes
     where r.treated_on is not null and r.member_id is not null
       and r.treated_on > ${today}::date - 120
       and not exists (select 1 from recovery_checkins k where k.review_id = r.id and k.day = d.day)
       and not exists (
         select 1 from notifications n
          where n.recipient_type = 'MEMBER' and n.recipient_id = r.member_id and n.kind = 'RECOVERY_CHECKIN_DUE'
            and n.link = '/review/' || r.id || '/checkin' and n.params ->> 'day' = d.day::text)
     order by r.id`,
  );
  for (const d of due)
    await notify(db, {
      kind: 'RECOVERY_CHECKIN_DUE',
      recipient: { type: 'MEMBER', id: d.memberId },
      params: { clinic: d.clinic, day: String(d.day) },
      link: checkinLink(d.reviewId),
    });
  return due.length;
}
