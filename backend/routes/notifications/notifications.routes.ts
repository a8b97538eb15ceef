import { createRoute, z } from '@hono/zod-openapi';
import { idParams } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import { staffErrors, staffListErrors, staffOnly } from '../../auth/staff-route';
import {
  listNotificationsQuery,
  NotificationPageSchema,
  NotificationSettingsSchema,
  putNotificationSettingsBody,
  UnreadCountSchema,
  UnsubscribedSchema,
} from '@/contracts/notifications-api';
import { dataOf } from '@/contracts/common';
import { ErrorSchema } from '@/contracts/errors';
import { memberErrors, memberListErrors, memberOnly } from '../members/member-route';

// The inbox and the settings, once for members (/member/notifications…) and once for staff (/staff/notifications…):
// the same operations on the caller's own rows.

const ACTORS = {
  member: {
    name: 'Member',
    guard: { ...memberOnly, tags: ['member'] },
    errors: memberErrors,
    listErrors: memberListErrors,
  },
  staff: { name: 'Staff', guard: staffOnly, errors: staffErrors, listErrors: staffListErrors },
};

function inboxRoutes<P extends '/member' | '/staff'>(P: P, actor: keyof typeof ACTORS) {
  const { name, guard, errors, listErrors } = ACTORS[actor];
  return {
    list: createRoute({
      method: 'get',
      path: `${P}/notifications` as `${P}/notifications`,
      operationId: `list${name}Notifications`,
      summary: "The caller's notifications, newest first",
      description:
        'Pages through the inbox newest first (`before` = the previous page’s `next_cursor`), each with its title and body in `lang`, where opening it leads, and whether it was read.',
      ...guard,
      request: { query: listNotificationsQuery },
      responses: { 200: ok(NotificationPageSchema, 'A page of notifications'), ...listErrors },
    }),
    unread: createRoute({
      method: 'get',
      path: `${P}/notifications/unread-count` as `${P}/notifications/unread-count`,
      operationId: `count${name}UnreadNotifications`,
      summary: 'How many notifications the caller has not read (the bell)',
      description: 'The count of unread notifications in the inbox; pages poll it every few seconds.',
      ...guard,
      responses: { 200: ok(UnreadCountSchema, 'The unread count'), ...listErrors },
    }),
    read: createRoute({
      method: 'post',
      path: `${P}/notifications/{id}/read` as `${P}/notifications/{id}/read`,
      operationId: `read${name}Notification`,
      summary: 'Marks one notification read',
      description: 'Marking a read notification again changes nothing. Another account’s id answers 404.',
      ...guard,
      request: { params: idParams },
      responses: { 204: { description: 'Read' }, ...errors },
    }),
    readAll: createRoute({
      method: 'post',
      path: `${P}/notifications/read-all` as `${P}/notifications/read-all`,
      operationId: `readAll${name}Notifications`,
      summary: 'Marks every notification of the caller read',
      description: "Marks every unread notification of the caller's inbox read ('모두 읽음').",
      ...guard,
      responses: { 204: { description: 'All read' }, ...listErrors },
    }),
    getSettings: createRoute({
      method: 'get',
      path: `${P}/notification-settings` as `${P}/notification-settings`,
      operationId: `get${name}NotificationSettings`,
      summary: 'The caller’s notification settings',
      description:
        'For each kind the caller receives, whether each channel is on (without a choice: the inbox on, another channel on when it can reach the caller), the channels this service sends on, and the caller’s contact.',
      ...guard,
      responses: { 200: ok(dataOf(NotificationSettingsSchema), 'The settings'), ...listErrors },
    }),
    putSettings: createRoute({
      method: 'put',
      path: `${P}/notification-settings` as `${P}/notification-settings`,
      operationId: `put${name}NotificationSettings`,
      summary: 'Saves notification choices and the contact',
      description:
        'Sets each listed kind × channel on or off (only kinds the caller receives) and replaces the contact (email, mobile number, language of messages; empty strings for none).',
      ...guard,
      request: { body: { required: true, content: { 'application/json': { schema: putNotificationSettingsBody } } } },
      responses: { 200: ok(dataOf(NotificationSettingsSchema), 'The settings as saved'), ...listErrors },
    }),
  };
}

export const memberInboxRoutes = inboxRoutes('/member', 'member');
export const staffInboxRoutes = inboxRoutes('/staff', 'staff');

export const unsubscribeRoute = createRoute({
  method: 'get',
  path: '/notifications/unsubscribe',
  operationId: 'unsubscribeNotification',
  tags: ['notifications'],
  security: [],
  summary: 'Turns one kind of notification off on one channel, from a link in a message',
  description:
    'No login: the signed `token` (from an email’s unsubscribe link) names the account, the kind and the channel. Doing it again changes nothing.',
  request: {
    query: z.object({
      token: z
        .string({ error: 'token is required' })
        .min(1, 'token is required')
        .max(512, 'token is not valid')
        .openapi({ description: 'The signed token of the unsubscribe link' }),
    }),
  },
  responses: {
    200: ok(UnsubscribedSchema, 'Turned off'),
    400: {
      content: { 'application/json': { schema: ErrorSchema } },
      description: 'The token is missing, malformed or tampered with',
    },
  },
});
