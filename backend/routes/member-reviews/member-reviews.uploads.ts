import type { Context } from 'hono';
import { createReviewBody } from '@/contracts/reviews';
import type { AppEnv } from '../../lib/types';
import { uploadKeysOf } from '../../storage/attach';
import { verifyUploads } from '../../storage/verify';
import { storedPhotos } from './member-reviews.writer';

type Photos = Parameters<typeof uploadKeysOf>[0][number]['refs'];

/**
 * Before a review's write and its transaction: the storage side checks (and publishes) the uploads the payload
 * names. Idempotent: uploads already checked are left as they are, so a second call costs one query.
 */
export async function verifyNamedUploads(
  c: Context<AppEnv>,
  body: { beforePhotos?: Photos; afterPhotos?: Photos },
  reviewId?: number,
) {
  const groups = [body.beforePhotos, body.afterPhotos].flatMap((refs, i) =>
    refs ? [{ field: i ? 'afterPhotos' : 'beforePhotos', refs }] : [],
  );
  if (groups.every((g) => g.refs.length === 0)) return;
  const kept = reviewId ? await storedPhotos(c.var.db, reviewId) : [];
  const keys = uploadKeysOf(groups, kept);
  if (keys.length) await verifyUploads(c.var.db, c.var.storage, { memberId: c.var.member.id }, keys);
}

/**
 * For the Idempotency-Key path (backend/lib/idempotency.ts), which runs the route in one transaction: the photos
 * are decoded before it opens, not while it holds a connection (on PGlite, the only one). A body the route will
 * refuse is left to the route's validator.
 */
export async function verifyBeforeTransaction(c: Context<AppEnv>) {
  const parsed = createReviewBody.safeParse(await c.req.json().catch(() => null));
  if (parsed.success) await verifyNamedUploads(c, parsed.data);
}
