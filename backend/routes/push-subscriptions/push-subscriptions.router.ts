import { createRouter } from '../../lib/create-router';
import { env } from '../../env';
import { ApiError, notFound } from '../../lib/errors';
import { isPushServiceEndpoint } from '../../notifications/push-hosts';
import { deletePushSubscription, savePushSubscription } from './push-subscriptions.repository';
import { deletePushSubscriptionRoute, getVapidKeyRoute, savePushSubscriptionRoute } from './push-subscriptions.routes';

export const pushSubscriptionsRouter = createRouter()
  .openapi(getVapidKeyRoute, (c) => {
    const e = env();
    if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY || !e.VAPID_SUBJECT) throw notFound('Web Push key');
    return c.json({ data: { publicKey: e.VAPID_PUBLIC_KEY } }, 200);
  })
  .openapi(savePushSubscriptionRoute, async (c) => {
    const body = c.req.valid('json');
    if (!isPushServiceEndpoint(body.endpoint)) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid body: endpoint', {
        endpoint: 'endpoint must be at a browser push service',
      });
    }
    return c.json({ data: await savePushSubscription(c.var.db, c.var.member.id, body) }, 201);
  })
  .openapi(deletePushSubscriptionRoute, async (c) => {
    await deletePushSubscription(c.var.db, c.var.member.id, c.req.valid('query').endpoint);
    return c.body(null, 204);
  });
