import { createRoute, z } from '@hono/zod-openapi';
import { idParams } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import { dataOf } from '@/contracts/common';
import { ErrorSchema } from '@/contracts/errors';
import { conflictError, memberErrors, memberOnly } from '../members/member-route';

export const HelpfulSchema = z
  .object({
    marked: z.boolean().openapi({ description: "Whether the caller marked the review '도움이 돼요'" }),
    helpfulCount: z.number().int().min(0).openapi({ description: 'How many members marked it' }),
  })
  .openapi('Helpful');

const helpfulRoute = (method: 'get' | 'put' | 'delete', operationId: string, summary: string, description: string) =>
  createRoute({
    method,
    path: '/member/reviews/{id}/helpful',
    operationId,
    tags: ['member'],
    summary,
    description,
    ...memberOnly,
    request: { params: idParams },
    responses: {
      200: ok(dataOf(HelpfulSchema), "The caller's mark and the review's count"),
      ...memberErrors,
      ...(method === 'put' ? conflictError("The caller's own review") : {}),
      ...(method === 'get'
        ? {}
        : {
            429: {
              content: { 'application/json': { schema: ErrorSchema } },
              description: 'RATE_LIMITED: 30 changes a minute; see Retry-After',
            },
          }),
    },
  });

export const getHelpfulRoute = helpfulRoute(
  'get',
  'getReviewHelpful',
  "Whether the caller marked a review '도움이 돼요'",
  "Any public review (not only the caller's own). An unknown review is a 404.",
);
export const markHelpfulRoute = helpfulRoute(
  'put',
  'markReviewHelpful',
  "Mark a review '도움이 돼요'",
  "One mark per member and review: marking again changes nothing (idempotent). A member's own review cannot be marked (409 CONFLICT).",
);
export const unmarkHelpfulRoute = helpfulRoute(
  'delete',
  'unmarkReviewHelpful',
  "Take back the caller's '도움이 돼요'",
  'Idempotent: without a mark nothing changes.',
);
