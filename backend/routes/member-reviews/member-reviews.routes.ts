import { createRoute, z } from '@hono/zod-openapi';
import { idParams, langQuery, pagingQuery } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import { requireMember } from '../../auth/require-member';
import { idempotencyKeyHeaders, idempotent } from '../../lib/idempotency';
import { dataOf, listOf } from '@/contracts/common';
import { ErrorSchema } from '@/contracts/errors';
import { createReviewBody, MemberReviewSchema, updateReviewBody, WriterReviewSchema } from '@/contracts/reviews';
import { conflictError, memberErrors, memberListErrors, memberOnly } from '../members/member-route';
import { verifyBeforeTransaction } from './member-reviews.uploads';

const error = (description: string) => ({ content: { 'application/json': { schema: ErrorSchema } }, description });
const consentError = {
  403: error(
    'Not a MEMBER token, or HEALTH_CONSENT_REQUIRED: photos need the health-information consent (PUT /member/health-consent)',
  ),
};

const PHOTO_RULES =
  'Photo entries are {url, path, name, type, size, hash} (at most 10 per list): either a photo the review already has (same path and hash, kept) or ' +
  "the caller's own verified upload not yet attached to a review, whose SHA-256 must equal `hash` (400 naming the entry, e.g. `beforePhotos.0`). " +
  'Any photo needs the health-information consent (403 HEALTH_CONSENT_REQUIRED); a review without photos never does.';

export const listMemberReviewsRoute = createRoute({
  method: 'get',
  path: '/member/reviews',
  operationId: 'listMyReviews',
  tags: ['member'],
  summary: "The caller's reviews, newest first (offset 0, limit 100)",
  description:
    'Pages through the reviews the caller wrote, newest first, in the shape of the public reviews, in full also while a 임시조치 hides one from others (with `moderation`).',
  ...memberOnly,
  request: { query: z.object({ ...pagingQuery(100, 100), lang: langQuery }) },
  responses: {
    200: ok(listOf(WriterReviewSchema), "A page of the caller's reviews and their total"),
    ...memberListErrors,
  },
});

export const getMemberReviewRoute = createRoute({
  method: 'get',
  path: '/member/reviews/{id}',
  operationId: 'getMyReview',
  tags: ['member'],
  summary: "One of the caller's reviews, as the editor loads it",
  description:
    "One review the caller wrote, in the public shape (event {id,title}, doctors and treatments {id,name}, photos as full entries with takenAt, the trust fields) plus the counsel it was written for. Another member's review or an anonymous one answers 404, like an unknown id.",
  ...memberOnly,
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(MemberReviewSchema), 'The review'), ...memberErrors },
});

export const createMemberReviewRoute = createRoute({
  method: 'post',
  path: '/member/reviews',
  operationId: 'createReview',
  tags: ['member'],
  summary: "Write the review of one of the caller's counsels (one per counsel)",
  description:
    "Creates the review and links it to the counsel in one transaction (the later PATCH /member/counsels/{id} is a no-op). The counsel must be the caller's (404), " +
    "not CANCELED (409 COUNSEL_CANCELED) and without a review (409 CONFLICT: edit that one). The clinic is the counsel's: `clinic_id` may be left out, and when " +
    "given must be the counsel's clinic (400). Doctors and the event must be the clinic's, treatments must exist (400 naming the entry). " +
    `${PHOTO_RULES} The review's verification comes from the counsel's state. Unknown fields (member, counters, verification…) are ignored. ` +
    'With an Idempotency-Key header a retried request gets the first answer again.',
  middleware: [requireMember, idempotent('POST /member/reviews', verifyBeforeTransaction)],
  security: memberOnly.security,
  request: {
    headers: idempotencyKeyHeaders('review being written'),
    body: { content: { 'application/json': { schema: createReviewBody } }, required: true },
  },
  responses: {
    201: ok(dataOf(MemberReviewSchema), 'The review, linked to its counsel'),
    ...memberErrors,
    ...consentError,
    ...conflictError(
      'CONFLICT: the counsel already has a review, or a request with this Idempotency-Key is still running; COUNSEL_CANCELED: the counsel was canceled',
    ),
    422: error('IDEMPOTENCY_MISMATCH: this Idempotency-Key was used with another body'),
    429: error('RATE_LIMITED: the member wrote REVIEW_POSTS_PER_HOUR reviews in the last hour; see Retry-After'),
  },
});

export const updateMemberReviewRoute = createRoute({
  method: 'patch',
  path: '/member/reviews/{id}',
  operationId: 'updateReview',
  tags: ['member'],
  summary: "Edit one of the caller's reviews",
  description:
    'The fields given replace the stored ones (a photo list replaces the whole list); fields left out stay. `counsel_id` and `clinic_id` may be sent ' +
    `but must be the review's own (400). Doctors and the event must be the clinic's, treatments must exist. ${PHOTO_RULES} ` +
    'Counters (averageRating, reviewCount) of the clinic, doctors and event follow a changed rating, doctors or event.',
  ...memberOnly,
  request: {
    params: idParams,
    query: z.object({ lang: langQuery }),
    body: { content: { 'application/json': { schema: updateReviewBody } }, required: true },
  },
  responses: { 200: ok(dataOf(MemberReviewSchema), 'The edited review'), ...memberErrors, ...consentError },
});

export const deleteMemberReviewRoute = createRoute({
  method: 'delete',
  path: '/member/reviews/{id}',
  operationId: 'deleteReview',
  tags: ['member'],
  summary: "Take down one of the caller's reviews (its counsel can then get a new one)",
  description:
    "Deletes the review with its photos and links, frees its counsel and takes its rating out of the clinic's, doctors' and event's counters.",
  ...memberOnly,
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted' },
    400: memberErrors[400],
    401: memberErrors[401],
    403: memberErrors[403],
    404: memberErrors[404],
  },
});
