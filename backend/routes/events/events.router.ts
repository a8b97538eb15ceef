import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/create-router';
import { getEvent, listEvents } from './events.repository';
import { getEventRoute, listEventsRoute } from './events.routes';

export const eventsRouter = createRouter()
  .openapi(listEventsRoute, async (c) => c.json(await listEvents(c.var.db, c.req.valid('query')), 200))
  .openapi(getEventRoute, async (c) => {
    const event = await getEvent(c.var.db, c.req.valid('param').id, c.req.valid('query').lang);
    if (!event) throw notFound('Event');
    return c.json({ data: event }, 200);
  });
