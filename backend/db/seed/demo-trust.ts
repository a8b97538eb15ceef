import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import * as s from '../schema';
import { createRandom } from './random';

// The demo's price-honoured and answer-time figures (docs/trust.md): a realistic spread, so that every figure is
// visible on `npm start` — clinics above the threshold with varied rates, some below it.

/** Clinics whose demo counsels give an answer time (none that an e2e spec books or answers in). */
export const ANSWER_DEMO_CLINICS = [8, 9, 10, 21, 22, 23, 24, 25, 31, 32, 39, 40] as const;

const HOUR = 3_600_000;

/** Events whose reviewers all had a confirmed consultation and answered the price question: their own figure shows. */
export const PRICE_DEMO_EVENTS = [10, 24] as const;

export async function seedDemoTrust(db: DbOrTx, now: number): Promise<void> {
  await seedPriceAnswers(db);
  await db.execute(sql`
    update reviews r set
      verification = case when r.verification = 'BOOKED' then 'CONSULTED'::review_verification else r.verification end,
      price_matched = (case when r.id % 5 = 0 then 'DIFFERENT' else 'SAME' end)::price_match,
      price_paid = coalesce(e.event_price, e.regular_price, 500000) + (case when r.id % 5 = 0 then 50000 else 0 end)
    from events e
    where e.id = r.event_id and r.event_id in (${sql.join(
      PRICE_DEMO_EVENTS.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  await seedCounselHistory(db, now);
  await db.insert(s.clinicFigureReplies).values([
    {
      clinicId: 2,
      figure: 'PRICE',
      body: '시술 범위를 상담에서 넓힌 경우 추가 비용이 생겼습니다. 상담 때 최종 금액을 먼저 안내드리도록 바꾸었습니다.',
    },
    {
      clinicId: 9,
      figure: 'ANSWER',
      body: '주말에 들어온 예약은 월요일 오전에 확인하고 있어요. 급한 문의는 전화 주세요.',
    },
  ]);
}

/**
 * Verified visitors (CONSULTED or TREATED) mostly answer the price question; each clinic keeps the listed price at
 * its own rate (55–100 %), and those who paid more paid 10,000–300,000 won above the event's price. Decided from the
 * ids alone (a hash), so the data is the same on every seed.
 */
async function seedPriceAnswers(db: DbOrTx) {
  const hash = (x: ReturnType<typeof sql>) => sql`((${x}) * 2654435761::bigint % 1000)`;
  const honour = sql`(550 + (r.clinic_id * 37 % 10) * 50)`;
  await db.execute(sql`
    update reviews r set
      price_matched = (case
        when ${hash(sql`r.id`)} < 120 then 'NOT_SHOWN'
        when ${hash(sql`r.id + 7`)} < ${honour} then 'SAME'
        else 'DIFFERENT' end)::price_match,
      price_paid = case
        when ${hash(sql`r.id + 7`)} >= ${honour} and e.id is not null and coalesce(e.event_price, e.regular_price) is not null
          then coalesce(e.event_price, e.regular_price) + (1 + ${hash(sql`r.id + 13`)} % 30) * 10000
        when e.id is not null then coalesce(e.event_price, e.regular_price, r.price_paid)
        else r.price_paid end
    from reviews r2 left join events e on e.id = r2.event_id
    where r2.id = r.id and r.verification in ('CONSULTED', 'TREATED') and ${hash(sql`r.id + 3`)} < 850`);
}

/**
 * Counsels of members who have since left (member_id null, as an account deletion leaves them) over the last 90
 * days, each answered by the clinic after a delay typical of that clinic, a few never answered, a few cancelled by
 * the member before any answer: the answer-time figures of ANSWER_DEMO_CLINICS.
 */
async function seedCounselHistory(db: DbOrTx, now: number) {
  const rng = createRandom(2027);
  for (const [i, clinicId] of ANSWER_DEMO_CLINICS.entries()) {
    const count = [32, 18, 6, 25, 14, 40, 9, 21, 12, 28, 16, 4][i];
    // Typical hours to a first answer, and the share never answered.
    const typicalHours = [0.8, 2, 3, 5, 1.5, 9, 4, 20, 30, 2.5, 12, 6][i];
    const unanswered = [0, 0.05, 0, 0.1, 0, 0.15, 0, 0.25, 0.4, 0.05, 0.1, 0][i];
    for (let c = 0; c < count; c++) {
      const createdAt = new Date(now - rng.int(2, 88) * 24 * HOUR - rng.int(0, 23) * HOUR);
      const fate = rng.next();
      const answered = fate >= unanswered + 0.05;
      const memberCancel = !answered && fate < 0.05;
      const delay = typicalHours * HOUR * (0.3 + rng.next() * 1.6);
      const [row] = await db
        .insert(s.counsels)
        .values({
          memberId: null,
          clinicId,
          sourceType: 'CLINIC',
          sourceId: clinicId,
          state: answered ? 'CLINIC_CONFIRMED' : memberCancel ? 'CANCELED' : 'AWAITING_CLINIC_CONFIRMATION',
          createdAt,
          stateChangedAt: answered ? new Date(createdAt.getTime() + delay) : null,
        })
        .returning({ id: s.counsels.id });
      if (answered || memberCancel)
        await db.insert(s.counselStateChanges).values({
          counselId: row.id,
          fromState: 'AWAITING_CLINIC_CONFIRMATION',
          toState: answered ? 'CLINIC_CONFIRMED' : 'CANCELED',
          actor: answered ? 'STAFF' : 'MEMBER',
          createdAt: new Date(createdAt.getTime() + (answered ? delay : HOUR)),
        });
    }
  }
}
