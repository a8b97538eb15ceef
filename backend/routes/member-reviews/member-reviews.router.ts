import { env } from '../../env';
import { errorBody, notFound } from '../../lib/errors';
import { createRouter } from '../../lib/create-router';
import type { Lang } from '../../lib/params';
import { discardPhotos } from '../../storage/discard';
import type { AppEnv } from '../../lib/types';
import type { Context } from 'hono';
import { countReviewsSince, getMemberReview, listMemberReviews } from './member-reviews.repository';
import {
  createMemberReviewRoute,
  deleteMemberReviewRoute,
  getMemberReviewRoute,
  listMemberReviewsRoute,
  updateMemberReviewRoute,
} from './member-reviews.routes';
import { verifyNamedUploads } from './member-reviews.uploads';
import { createMemberReview, deleteMemberReview, updateMemberReview } from './member-reviews.writer';

async function answerReview(c: Context<AppEnv>, reviewId: number, lang: Lang) {
  const review = await getMemberReview(c.var.db, c.var.member.id, reviewId, lang);
  if (!review) throw notFound('Review');
  return review;
}

export const memberReviewsRouter = createRouter()
  .openapi(listMemberReviewsRoute, async (c) =>
    c.json(await listMemberReviews(c.var.db, c.var.member.id, c.req.valid('query')), 200),
  )
  .openapi(getMemberReviewRoute, async (c) =>
    c.json({ data: await answerReview(c, c.req.valid('param').id, c.req.valid('query').lang) }, 200),
  )
  .openapi(createMemberReviewRoute, async (c) => {
    const body = c.req.valid('json');
    const limit = env().REVIEW_POSTS_PER_HOUR;
    if ((await countReviewsSince(c.var.db, c.var.member.id, new Date(Date.now() - 3_600_000))) >= limit) {
      return c.json(errorBody('RATE_LIMITED', `At most ${limit} reviews an hour`), 429, { 'retry-after': '3600' });
    }
    await verifyNamedUploads(c, body);
    const id = await createMemberReview(c.var.db, c.var.member.id, body);
    return c.json({ data: await answerReview(c, id, 'ko') }, 201);
  })
  .openapi(updateMemberReviewRoute, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    await verifyNamedUploads(c, body, id);
    await updateMemberReview(c.var.db, c.var.member.id, id, body);
    return c.json({ data: await answerReview(c, id, c.req.valid('query').lang) }, 200);
  })
  .openapi(deleteMemberReviewRoute, async (c) => {
    const photos = await deleteMemberReview(c.var.db, c.var.member.id, c.req.valid('param').id);
    await discardPhotos(c.var.db, c.var.storage, photos);
    return c.body(null, 204);
  });
