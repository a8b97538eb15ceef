import { sql } from 'drizzle-orm';
import { SIDE_EFFECT_CODES, type SideEffectCode } from '@/contracts/trust';
import type { DbOrTx } from '../client';
import * as s from '../schema';
import { rowsOf } from '../../trust/stats';
import { createRandom } from './random';

// The demo's side-effect reports (docs/trust.md#side-effects): some verified (TREATED) reviewers report a
// complication, at a rate of the treatment's own (2–30 %), so that the treatments with many reviews pass the
// threshold with varied shares and clinics show counts. Deterministic (a fixed seed over the reviews in id order).

const NOTES = ['시술 부위가 며칠 가려웠어요', '두통이 이틀 정도 있었어요', '피부가 붉게 올라왔다가 가라앉았어요'];

// How often each code comes up when a reviewer reports one (bruising and swelling most, revision rarely).
const WEIGHTS: Record<SideEffectCode, number> = {
  PROLONGED_SWELLING: 30,
  BRUISING: 30,
  ASYMMETRY: 10,
  INFECTION: 6,
  NUMBNESS: 12,
  REVISION: 4,
  OTHER: 8,
};

// Treatments whose statistics pass the threshold in the demo: this many more of their booked reviews (none is
// linked to a counsel in the demo) are made treatment-verified, so that n reaches 30–70.
const PROMOTED: Record<number, number> = { 114: 42, 108: 30, 87: 24, 106: 20 };

export async function seedDemoSideEffects(db: DbOrTx): Promise<void> {
  for (const [treatmentId, extra] of Object.entries(PROMOTED))
    await db.execute(sql`
      update reviews set verification = 'TREATED' where id in (
        select r.id from reviews r join review_treatments rt on rt.review_id = r.id
         where rt.treatment_id = ${Number(treatmentId)} and r.verification = 'BOOKED'
           and not exists (select 1 from counsels c where c.review_id = r.id)
         order by r.id limit ${extra})`);
  const rng = createRandom(2028);
  const reviews = await rowsOf<{ id: number; treatment_id: number | null }>(
    db,
    sql`select r.id, (select min(rt.treatment_id) from review_treatments rt where rt.review_id = r.id) as treatment_id
          from reviews r where r.verification = 'TREATED' order by r.id`,
  );
  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  const pickCode = (): SideEffectCode => {
    let x = rng.next() * total;
    for (const code of SIDE_EFFECT_CODES) if ((x -= WEIGHTS[code]) < 0) return code;
    return 'OTHER';
  };
  const rows: (typeof s.sideEffectReports.$inferInsert)[] = [];
  for (const r of reviews) {
    // The treatment's own rate, from its id (2 %–30 %).
    const rate = 0.02 + (((r.treatment_id ?? 0) * 37) % 15) * 0.02;
    if (!rng.chance(rate)) continue;
    const codes = new Set<SideEffectCode>([pickCode()]);
    if (rng.chance(0.25)) codes.add(pickCode());
    for (const code of codes) {
      const severity = rng.chance(0.65) ? 'MILD' : rng.chance(0.75) ? 'MODERATE' : 'SEVERE';
      rows.push({
        reviewId: r.id,
        checkinId: null,
        code,
        severity,
        resolved: rng.chance(0.7) ? true : rng.chance(0.5) ? false : null,
        note: code === 'OTHER' ? rng.pick(NOTES) : null,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(s.sideEffectReports).values(rows.slice(i, i + 500));
  await db.insert(s.clinicFigureReplies).values({
    clinicId: 2,
    figure: 'SIDE_EFFECTS',
    body: '부작용을 보고해 주신 분들께는 모두 직접 연락드려 재진료를 도와드렸어요. 시술 후 불편한 점이 있으면 언제든 연락 주세요.',
  });
}
