import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../lib/route-helpers';
import { dataOf } from '@/contracts/common';
import { ErrorSchema } from '@/contracts/errors';
import { pushEndpoint, PushSubscriptionSchema, savePushSubscriptionBody, VapidKeySchema } from '@/contracts/push';
import { memberListErrors, memberOnly } from '../members/member-route';

export const getVapidKeyRoute = createRoute({
  method: 'get',
  path: '/public/push/vapid-public-key',
  operationId: 'getVapidPublicKey',
  tags: ['push'],
  security: [],
  summary: 'The VAPID public key browsers subscribe to Web Push with',
  description:
    "The application server key for PushManager.subscribe (base64url); 404 when Web Push is not configured (then the member pages don't offer it).",
  responses: {
    200: ok(dataOf(VapidKeySchema), 'The key'),
    404: { content: { 'application/json': { schema: ErrorSchema } }, description: 'NOT_FOUND: Web Push is off' },
  },
});

export const savePushSubscriptionRoute = createRoute({
  method: 'post',
  path: '/member/push-subscriptions',
  operationId: 'savePushSubscription',
  tags: ['member'],
  summary: "Save this browser's Web Push subscription for the caller",
  description:
    "Saves PushSubscription.toJSON()'s endpoint and keys: notifications outside the app then reach this browser. Saving an endpoint again refreshes its keys; an endpoint saved under another account moves to the caller.",
  ...memberOnly,
  request: {
    body: { content: { 'application/json': { schema: savePushSubscriptionBody } }, required: true },
  },
  responses: { 201: ok(dataOf(PushSubscriptionSchema), 'Saved'), ...memberListErrors },
});

export const deletePushSubscriptionRoute = createRoute({
  method: 'delete',
  path: '/member/push-subscriptions',
  operationId: 'deletePushSubscription',
  tags: ['member'],
  summary: "Remove this browser's Web Push subscription",
  description:
    "Forgets the caller's subscription with this endpoint (after PushSubscription.unsubscribe()). Answers 204 also when there was none.",
  ...memberOnly,
  request: {
    query: z.object({ endpoint: pushEndpoint.openapi({ param: { name: 'endpoint', in: 'query' } }) }),
  },
  responses: { 204: { description: 'Removed, or there was none' }, ...memberListErrors },
});
