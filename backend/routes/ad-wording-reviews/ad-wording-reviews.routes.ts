import { createRoute } from '@hono/zod-openapi';
import { operatorErrors, operatorOnly } from '../../auth/require-operator';
import { idParams } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import { dataOf, listOf } from '@/contracts/common';
import { ErrorSchema } from '@/contracts/errors';
import { adWordingDecisionBody, AdWordingReviewSchema } from '@/contracts/ad-wording-reviews';

export const listAdWordingRoute = createRoute({
  method: 'get',
  path: '/operator/ad-wording',
  operationId: 'listAdWordingReviews',
  summary: 'Saves kept despite the advertising wording check: open ones first, oldest first',
  description: 'Each with its findings (field, rule, words, law) and the justification staff gave.',
  ...operatorOnly,
  responses: {
    200: ok(listOf(AdWordingReviewSchema), 'Reviews'),
    401: operatorErrors[401],
    403: operatorErrors[403],
  },
});

export const decideAdWordingRoute = createRoute({
  method: 'post',
  path: '/operator/ad-wording/{id}/decision',
  operationId: 'decideAdWordingReview',
  summary: 'Accepts the wording or requires a change (the clinic’s staff are notified), with a reason',
  description:
    'ACCEPTED closes the review; CHANGE_REQUIRED also notifies every staff account of the clinic (AD_WORDING_CHANGE_REQUIRED). ' +
    'The event stays up (events have no unpublished state). The reason is required (400 without). 409 when decided already.',
  ...operatorOnly,
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: adWordingDecisionBody } } },
  },
  responses: {
    200: ok(dataOf(AdWordingReviewSchema), 'Decided'),
    ...operatorErrors,
    409: { content: { 'application/json': { schema: ErrorSchema } }, description: 'Decided already' },
  },
});
