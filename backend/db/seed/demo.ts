import type { DbOrTx } from '../client';
import * as s from '../schema';
import { recountRatings } from '../../routes/reviews/reviews.writer';
import { resetSequences } from './catalogue';
import { planDemo } from './demo-plan';
import { seedDemoOperator } from './demo-operator';
import { seedDemoModeration } from './demo-moderation';
import { seedDemoPartnerQueues } from './demo-partners';
import { seedDemoStaff } from './demo-staff';
import { seedDemoRecovery } from './demo-recovery';
import { seedDemoTrust } from './demo-trust';
import { seedDemoSideEffects } from './demo-side-effects';
import { recomputeAll } from '../../trust/recompute';
import type { ImagePool } from './image-pool';

export { DEMO_COUNTS } from './demo-content';

async function insertChunked<T extends Record<string, unknown>>(
  db: DbOrTx,
  table: Parameters<DbOrTx['insert']>[0],
  values: T[],
  size = 500,
) {
  for (let i = 0; i < values.length; i += size) await db.insert(table).values(values.slice(i, i + size));
}

/**
 * Inserts the deterministic demo data set (see planDemo) into a migrated database that has the taxonomy
 * catalogue (seedCatalogue) and no clinics, members or reviews yet.
 */
export async function seedDemo(db: DbOrTx, pool: ImagePool, now = Date.now()): Promise<void> {
  const plan = planDemo(pool, now);
  await insertChunked(db, s.members, plan.members);
  await insertChunked(db, s.clinics, plan.clinics);
  await insertChunked(db, s.clinicImages, plan.clinicImages);
  await insertChunked(db, s.clinicSpecialties, plan.clinicSpecialties);
  await insertChunked(db, s.clinicTreatments, plan.clinicTreatments);
  await insertChunked(db, s.doctors, plan.doctors);
  await insertChunked(db, s.doctorSpecialties, plan.doctorSpecialties);
  await insertChunked(db, s.events, plan.events);
  await insertChunked(db, s.eventImages, plan.eventImages);
  await insertChunked(db, s.eventTreatments, plan.eventTreatments);
  await insertChunked(db, s.reviews, plan.reviews);
  await insertChunked(db, s.reviewDoctors, plan.reviewDoctors);
  await insertChunked(db, s.reviewTreatments, plan.reviewTreatments);
  await insertChunked(db, s.reviewPhotos, plan.reviewPhotos);

  await resetSequences(db, [
    s.members,
    s.clinics,
    s.clinicImages,
    s.doctors,
    s.events,
    s.eventImages,
    s.reviews,
    s.reviewPhotos,
  ]);
  await recountRatings(db);
  await seedDemoStaff(db);
  await seedDemoOperator(db);
  await seedDemoModeration(db, now);
  await seedDemoPartnerQueues(db, now);
  await seedDemoTrust(db, now);
  await seedDemoRecovery(db, now);
  await seedDemoSideEffects(db);
  // Every trust figure from the rows just written (the job keeps them from here on).
  await recomputeAll(db, new Date(now));
}
