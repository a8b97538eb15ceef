// `npm run bench`, review writes: POST /member/reviews with 4 photos on the scale data set. The photos are
// upload rows the bench inserts as already VERIFIED (checking and re-encoding a real upload is measured by
// bench-uploads.ts), so this measures the review transaction: counsel and clinic locks, link checks, attaching
// the uploads, the insert with its position, links and photos, the counters, and the answer.
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppType } from '../backend/app';
import { loadRootSecret } from '../backend/auth/secret';
import { signAccessToken } from '../backend/auth/tokens';
import type { Database } from '../backend/db/client';
import { counsels, doctors, members, reviews, uploadedFiles } from '../backend/db/schema';
import { newUploadKey, publicKeyOf } from '../backend/storage/upload-keys';
import { resetEnvForTests } from '../backend/env';

export const REVIEW_POST_NOTE =
  'photos are pre-verified upload rows inserted by the bench (upload checks: see the uploads row)';

/** Latencies (ms) of `iterations` review POSTs, each for a fresh counsel at a random clinic; cleans up after itself. */
export async function benchReviewPosts(
  database: Database,
  app: AppType,
  iterations: number,
  clinicCount: number,
): Promise<number[]> {
  const db = database.db;
  // One member writes all of them: lift the per-hour limit for the bench.
  process.env.REVIEW_POSTS_PER_HOUR = '100000';
  resetEnvForTests();
  await loadRootSecret(db);
  const [member] = await db
    .insert(members)
    .values({ provider: 'bench', providerUserId: `bench-${randomUUID()}`, healthConsentAt: new Date() })
    .returning({ id: members.id });
  const token = await signAccessToken({ id: member.id, type: 'MEMBER', sessionVersion: 0 });
  const times: number[] = [];
  try {
    for (let i = 0; i < iterations; i++) {
      const clinicId = 1 + Math.floor(Math.random() * clinicCount);
      const [counsel] = await db
        .insert(counsels)
        .values({ memberId: member.id, clinicId, sourceType: 'CLINIC', sourceId: clinicId })
        .returning({ id: counsels.id });
      const [doctor] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.clinicId, clinicId)).limit(1);
      const photos = [];
      for (let p = 0; p < 4; p++) {
        const key = newUploadKey(member.id, 'image/jpeg');
        const hash = createHash('sha256').update(key).digest('hex');
        const entry = { name: `photo-${p}.jpg`, type: 'image/jpeg', size: 200_000 };
        await db.insert(uploadedFiles).values({
          memberId: member.id,
          key,
          ...entry,
          hash,
          status: 'VERIFIED',
          publicPath: publicKeyOf(key),
          verifiedAt: new Date(),
        });
        photos.push({ url: `/files/${key}`, path: `/files/${key}`, ...entry, hash });
      }
      const body = {
        counsel_id: counsel.id,
        event_id: null,
        doctors: doctor ? [doctor.id] : [],
        title: '벤치마크 후기',
        content: '상담부터 시술까지 친절했어요. 붓기도 금방 빠졌습니다.',
        treatments: [1],
        rating: 1 + (i % 5),
        beforePhotos: photos.slice(0, 2),
        afterPhotos: photos.slice(2),
        pricePaid: 300_000,
        priceMatched: 'SAME',
        treatedOn: null,
        incentive: false,
      };
      const t0 = performance.now();
      const res = await app.request('/member/reviews', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (res.status !== 201) throw new Error(`POST /member/reviews answered ${res.status}`);
    }
  } finally {
    // Take the bench's reviews down through the same path members use, so positions and counters stay exact.
    const written = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.memberId, member.id));
    for (const { id } of written) {
      const res = await app.request(`/member/reviews/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 204) console.error(`[bench] could not delete review ${id}: ${res.status}`);
    }
    await db.delete(members).where(eq(members.id, member.id));
  }
  return times;
}
