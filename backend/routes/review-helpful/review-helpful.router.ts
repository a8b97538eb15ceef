import type { Context } from 'hono';
import { errorBody, notFound } from '../../lib/errors';
import { countRequest } from '../../lib/rate-limit';
import type { AppEnv } from '../../lib/types';
import { createRouter } from '../../lib/create-router';
import { helpfulState, setHelpful } from './review-helpful.repository';
import { getHelpfulRoute, markHelpfulRoute, unmarkHelpfulRoute } from './review-helpful.routes';

const orNotFound = <T>(state: T | undefined): T => {
  if (!state) throw notFound('Review');
  return state;
};

/** Marks and unmarks a member may send a minute: far above a person's taps, low enough that a loop cannot churn pages. */
export const HELPFUL_CHANGES_PER_MINUTE = 30;

/** Seconds to wait when the member is over the limit, else 0. */
const overLimit = (c: Context<AppEnv>) => countRequest('helpful', HELPFUL_CHANGES_PER_MINUTE, 60, `${c.var.member.id}`);
const tooMany = (c: Context<AppEnv>, wait: number) =>
  c.json(errorBody('RATE_LIMITED', `At most ${HELPFUL_CHANGES_PER_MINUTE} changes a minute`), 429, {
    'retry-after': String(wait),
  });

export const reviewHelpfulRouter = createRouter()
  .openapi(getHelpfulRoute, async (c) =>
    c.json({ data: orNotFound(await helpfulState(c.var.db, c.var.member.id, c.req.valid('param').id)) }, 200),
  )
  .openapi(markHelpfulRoute, async (c) => {
    const wait = await overLimit(c);
    if (wait) return tooMany(c, wait);
    return c.json(
      { data: orNotFound(await setHelpful(c.var.db, c.var.member.id, c.req.valid('param').id, true)) },
      200,
    );
  })
  .openapi(unmarkHelpfulRoute, async (c) => {
    const wait = await overLimit(c);
    if (wait) return tooMany(c, wait);
    return c.json(
      { data: orNotFound(await setHelpful(c.var.db, c.var.member.id, c.req.valid('param').id, false)) },
      200,
    );
  });
