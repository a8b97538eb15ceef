import { createRouter } from '../../lib/create-router';
import { errorBody, notFound } from '../../lib/errors';
import { countRequest } from '../../lib/rate-limit';
import { and, eq } from 'drizzle-orm';
import { clinics } from '../../db/schema';
import { lastMonths } from '@/contracts/moderation-rules';
import { clinicModerationLog, transparency } from './moderation.repository';
import {
  clinicModerationLogRoute,
  objectRoute,
  reportReviewRoute,
  REPORTS_PER_HOUR,
  transparencyRoute,
} from './moderation.routes';
import { fileReport, objectToTakedown } from './moderation.writer';

// Members' reports and objections, and the public side of moderation: a clinic's log and the transparency figures.
export const moderationRouter = createRouter()
  .openapi(reportReviewRoute, async (c) => {
    const wait = await countRequest('review-report', REPORTS_PER_HOUR, 3_600, `${c.var.member.id}`);
    if (wait > 0)
      return c.json(errorBody('RATE_LIMITED', `At most ${REPORTS_PER_HOUR} reports an hour`), 429, {
        'retry-after': String(wait),
      });
    const caseId = await fileReport(c.var.db, c.var.member.id, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: { caseId } }, 201);
  })
  .openapi(objectRoute, async (c) => {
    await objectToTakedown(c.var.db, c.var.member.id, c.req.valid('param').id, c.req.valid('json').text);
    return c.body(null, 204);
  })
  .openapi(clinicModerationLogRoute, async (c) => {
    const { id } = c.req.valid('param');
    // An unpublished clinic answers 404, as its page does.
    const [clinic] = await c.var.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(and(eq(clinics.id, id), eq(clinics.isPublished, true)));
    if (!clinic) throw notFound('Clinic');
    return c.json(await clinicModerationLog(c.var.db, id, c.req.valid('query')), 200);
  })
  .openapi(transparencyRoute, async (c) => {
    const { month } = c.req.valid('query');
    return c.json({ data: await transparency(c.var.db, month ? [month] : lastMonths(12)) }, 200);
  });
