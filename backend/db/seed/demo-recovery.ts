import { sql } from 'drizzle-orm';
import { CHECKIN_DAYS } from '@/contracts/trust';
import type { DbOrTx } from '../client';
import * as s from '../schema';
import { rowsOf } from '../../trust/stats';
import { createRandom } from './random';

// The demo's recovery check-ins (docs/trust.md#recovery): the writers of demo reviews with a treatment date rate
// their recovery on the days that have passed since (most check in early, fewer by day 90; every writer of three showcase events), so that a few
// treatments and events have full curves and others only some days. Swelling, bruising and pain start high and
// fall day by day, satisfaction rises; each writer varies around that (a deterministic PRNG, the same every seed).

const DAY_MS = 86_400_000;

/** Typical rating on each check-in day (index as CHECKIN_DAYS). */
const TYPICAL = {
  swelling: [7, 5, 3, 1.5, 0.5],
  bruising: [5, 3.5, 1.5, 0.5, 0],
  pain: [5, 3, 1.5, 0.5, 0],
  satisfaction: [5.5, 6.5, 7.5, 8, 8.5],
} as const;

/** Share of the writers who check in on each day. */
const TURNOUT = [0.9, 0.85, 0.75, 0.65, 0.55];

const clamp = (v: number) => Math.max(0, Math.min(10, Math.round(v)));

export async function seedDemoRecovery(db: DbOrTx, now: number): Promise<void> {
  const rng = createRandom(2703);
  const reviews = await rowsOf<{
    id: number;
    member_id: number | null;
    event_id: number | null;
    treated_on: string;
    rating: number;
  }>(
    db,
    sql`select id, member_id, event_id, treated_on::text as treated_on, rating from reviews
         where treated_on is not null order by id`,
  );
  const elapsedOf = (treatedOn: string) => Math.floor((now - Date.parse(`${treatedOn}T00:00:00+09:00`)) / DAY_MS);
  // Showcase events: the first three whose writers (six or more treated 90+ days ago) all kept every check-in.
  const longAgo = new Map<number, number>();
  for (const r of reviews)
    if (r.event_id !== null && elapsedOf(r.treated_on) >= 90)
      longAgo.set(r.event_id, (longAgo.get(r.event_id) ?? 0) + 1);
  const showcase = new Set(
    [...longAgo]
      .filter(([, n]) => n >= 6)
      .map(([id]) => id)
      .sort((a, b) => a - b)
      .slice(0, 3),
  );
  const rows: (typeof s.recoveryCheckins.$inferInsert)[] = [];
  for (const r of reviews) {
    const elapsed = elapsedOf(r.treated_on);
    const keen = r.event_id !== null && showcase.has(r.event_id);
    // A writer's own leaning: a happier review heals "better" in its ratings.
    const lean = (r.rating - 3) * 0.6 + (rng.next() - 0.5) * 2;
    CHECKIN_DAYS.forEach((day, i) => {
      if (day > elapsed || !(rng.chance(TURNOUT[i]) || keen)) return;
      const noise = () => (rng.next() - 0.5) * 3;
      rows.push({
        reviewId: r.id,
        memberId: r.member_id,
        day,
        swelling: clamp(TYPICAL.swelling[i] - lean * 0.5 + noise()),
        bruising: clamp(TYPICAL.bruising[i] - lean * 0.4 + noise()),
        pain: clamp(TYPICAL.pain[i] - lean * 0.4 + noise()),
        satisfaction: clamp(TYPICAL.satisfaction[i] + lean + noise()),
        createdAt: new Date(Date.parse(`${r.treated_on}T12:00:00+09:00`) + day * DAY_MS),
      });
    });
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(s.recoveryCheckins).values(rows.slice(i, i + 1000));
}
