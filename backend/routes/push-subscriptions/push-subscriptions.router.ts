import { createRouter } from '../../lib/create-router';
import { env } from '../../env';
import { notFound } from '../../lib/errors';
import { deletePushSubscription, savePushSubscription } from './push-subscriptions.repository';
import { deletePushSubscriptionRoute, getVapidKeyRoute, savePushSubscriptionRoute } from './push-subscriptions.routes';

export const pushSubscriptionsRouter = createRouter()
  .openapi(getVapidKeyRoute, (c) => {
    const e = env();
    if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY || !e.VAPID_SUBJECT) throw notFound('Web Push key');
    return c.json({ data: { publicKey: e.VAPID_PUBLIC_KEY } }, 200);
  })
  .openapi(savePushSubscriptionRoute, async (c) =>
    c.json({ data: await savePushSubscription(c.var.db, c.var.member.id, c.req.valid('json')) }, 201),
  )
  .openapi(deletePushSubscriptionRoute, async (c) => {
    await deletePushSubscription(c.var.db, c.var.member.id, c.req.valid('query').endpoint);
    return c.body(null, 204);
  });
