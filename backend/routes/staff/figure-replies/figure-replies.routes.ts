import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../lib/route-helpers';
import { dataOf } from '@/contracts/common';
import { CLINIC_FIGURES, FigureReplySchema, figureReplyBody, StaffFigureRepliesSchema } from '@/contracts/trust';
import { staffErrors, staffListErrors, staffOnly } from '../../../auth/staff-route';

const figureParams = z.object({
  figure: z
    .enum(CLINIC_FIGURES, { error: `figure must be one of ${CLINIC_FIGURES.join(', ')}` })
    .openapi({ param: { name: 'figure', in: 'path' }, description: 'The figure the reply answers' }),
});

export const listFigureRepliesRoute = createRoute({
  method: 'get',
  path: '/staff/clinic/figure-replies',
  operationId: 'listStaffFigureReplies',
  summary: "The clinic's figures as visitors see them, with its replies",
  description:
    "The price-honoured, answer-time and side-effect figures of the staff member's clinic (thresholds applied, as on the public page) and the clinic's reply to each.",
  ...staffOnly,
  responses: { 200: ok(dataOf(StaffFigureRepliesSchema), 'The figures and replies'), ...staffListErrors },
});

export const putFigureReplyRoute = createRoute({
  method: 'put',
  path: '/staff/clinic/figure-replies/{figure}',
  operationId: 'putStaffFigureReply',
  summary: "Writes or replaces the clinic's public reply to one of its figures",
  description:
    'One reply per figure (PRICE, ANSWER, SIDE_EFFECTS), at most 500 characters, shown under the figure on the clinic page. Audited.',
  ...staffOnly,
  request: {
    params: figureParams,
    body: { content: { 'application/json': { schema: figureReplyBody } }, required: true },
  },
  responses: { 200: ok(dataOf(FigureReplySchema), 'The stored reply'), ...staffListErrors },
});

export const deleteFigureReplyRoute = createRoute({
  method: 'delete',
  path: '/staff/clinic/figure-replies/{figure}',
  operationId: 'deleteStaffFigureReply',
  summary: "Removes the clinic's reply to one of its figures",
  description: 'Idempotent: no reply is a 204 too. Audited when one was removed.',
  ...staffOnly,
  request: { params: figureParams },
  responses: { 204: { description: 'Removed' }, 400: staffErrors[400], 401: staffErrors[401], 403: staffErrors[403] },
});
