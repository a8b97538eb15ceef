import type { Context } from 'hono';
import { createRouter } from '../../lib/create-router';
import { ApiError, notFound } from '../../lib/errors';
import type { AppEnv } from '../../lib/types';
import { configuredChannels } from '../../notifications/channels-config';
import type { Subject } from '../../notifications/notify';
import { getSettings, putSettings, setPreference, subjectExists } from '../../notifications/settings';
import { readUnsubscribeToken } from '../../notifications/unsubscribe';
import { kindsFor, type PutNotificationSettingsBody } from '@/contracts/notifications-api';
import type { Db } from '../../db/client';
import type { Lang } from '../../lib/params';
import { countUnread, listNotifications, markAllRead, markRead } from './notifications.repository';
import { memberInboxRoutes, staffInboxRoutes, unsubscribeRoute } from './notifications.routes';

const memberOf = (c: Context<AppEnv>): Subject => ({ type: 'MEMBER', id: c.var.member.id });
const staffOf = (c: Context<AppEnv>): Subject => ({ type: 'STAFF', id: c.var.staff.id });

// The same work for both inboxes, on the caller's own rows; each router below wires it to its routes.

type Body = {
  preferences: PutNotificationSettingsBody['preferences'];
  contact: { email: string; phone: string; locale: Lang };
};

const list = (db: Db, who: Subject, q: { lang: Lang; before?: number; limit: number }) =>
  listNotifications(db, who, q, q.lang);
const unread = async (db: Db, who: Subject) => ({ data: { unread: await countUnread(db, who) } });
async function readOne(db: Db, who: Subject, id: number) {
  if (!(await markRead(db, who, id))) throw notFound('Notification');
}
const settings = async (db: Db, who: Subject) => ({ data: await getSettings(db, who, configuredChannels()) });
async function saveSettings(db: Db, who: Subject, body: Body) {
  const kinds = kindsFor(who.type);
  const foreign = body.preferences.findIndex((p) => !kinds.includes(p.kind));
  if (foreign >= 0)
    throw new ApiError(400, 'VALIDATION_ERROR', `Invalid body: preferences.${foreign}.kind`, {
      [`preferences.${foreign}.kind`]: `kind must be one of ${kinds.join(', ')}`,
    });
  await putSettings(db, who, body);
  return settings(db, who);
}

const m = memberInboxRoutes;
export const memberNotificationsRouter = createRouter()
  .openapi(m.list, async (c) => c.json(await list(c.var.db, memberOf(c), c.req.valid('query')), 200))
  .openapi(m.unread, async (c) => c.json(await unread(c.var.db, memberOf(c)), 200))
  .openapi(m.read, async (c) => {
    await readOne(c.var.db, memberOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(m.readAll, async (c) => {
    await markAllRead(c.var.db, memberOf(c));
    return c.body(null, 204);
  })
  .openapi(m.getSettings, async (c) => c.json(await settings(c.var.db, memberOf(c)), 200))
  .openapi(m.putSettings, async (c) => c.json(await saveSettings(c.var.db, memberOf(c), c.req.valid('json')), 200));

const s = staffInboxRoutes;
export const staffNotificationsRouter = createRouter()
  .openapi(s.list, async (c) => c.json(await list(c.var.db, staffOf(c), c.req.valid('query')), 200))
  .openapi(s.unread, async (c) => c.json(await unread(c.var.db, staffOf(c)), 200))
  .openapi(s.read, async (c) => {
    await readOne(c.var.db, staffOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(s.readAll, async (c) => {
    await markAllRead(c.var.db, staffOf(c));
    return c.body(null, 204);
  })
  .openapi(s.getSettings, async (c) => c.json(await settings(c.var.db, staffOf(c)), 200))
  .openapi(s.putSettings, async (c) => c.json(await saveSettings(c.var.db, staffOf(c), c.req.valid('json')), 200));

export const unsubscribeRouter = createRouter().openapi(unsubscribeRoute, async (c) => {
  const claim = readUnsubscribeToken(c.req.valid('query').token);
  if (!claim) throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid query: token', { token: 'token is not valid' });
  // A deleted account's link turns nothing off (and leaves no row behind).
  if (await subjectExists(c.var.db, claim.subject))
    await setPreference(c.var.db, claim.subject, claim.kind, claim.channel, false);
  return c.json({ data: { kind: claim.kind, channel: claim.channel } }, 200);
});
