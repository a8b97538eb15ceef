import { z } from 'zod';
import { idString, langQuery, LOCALES } from './common';
import {
  EXTERNAL_CHANNELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_TABLE,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationRecipient,
} from './notifications';

// The inbox and the notification settings, as the backend answers them and the settings form sends them.

/** The kinds a member (or a staff account) receives: the settings list these, and only these may be set. */
export const kindsFor = (to: NotificationRecipient): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((k) => NOTIFICATION_KIND_TABLE[k].to === to);

export const NotificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string().meta({ example: '상담 진행 상황' }),
    body: z.string().meta({ example: '강남 예쁨의원에서 상담을 ‘상담 확정’(으)로 변경했어요.' }),
    link: z.string().meta({ description: 'In-app path opening it lands on', example: '/counsel/12' }),
    read: z.boolean(),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Notification' });
export type NotificationItem = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = z
  .object({
    data: z.array(NotificationSchema),
    next_cursor: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Pass as `before` for the next (older) page; null on the last page' }),
  })
  .meta({ id: 'NotificationPage' });

export const listNotificationsQuery = z.object({
  lang: langQuery.meta({ description: 'Language of the titles and bodies (ko default)', default: 'ko' }),
  before: idString('before')
    .optional()
    .meta({ description: 'Only notifications older than this id (the previous page’s next_cursor)' }),
  limit: z
    .string()
    .regex(/^[0-9]{1,3}$/, 'limit must be an integer between 1 and 50')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 50, 'limit must be an integer between 1 and 50')
    .optional()
    .transform((n) => n ?? 20)
    .meta({ type: 'integer', minimum: 1, maximum: 50, default: 20 }),
});

export const UnreadCountSchema = z.object({ data: z.object({ unread: z.number().int().min(0) }) });

const channelSwitches = z.object(
  Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, z.boolean()])) as Record<
    (typeof NOTIFICATION_CHANNELS)[number],
    z.ZodBoolean
  >,
);

export const NOTIFICATION_EMAIL_MAX = 254;

const contactFields = {
  email: z
    .string({ error: 'email must be a string' })
    .trim()
    .max(NOTIFICATION_EMAIL_MAX, `email must be at most ${NOTIFICATION_EMAIL_MAX} characters`)
    .refine(
      (s) => s === '' || z.email().safeParse(s).success,
      'email must be an email address such as name@example.com',
    )
    .meta({ description: 'Where email notifications go; empty for none', example: 'name@example.com' }),
  phone: z
    .string({ error: 'phone must be a string' })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .refine((s) => /^\d*$/.test(s), 'phone can only contain digits')
    .refine(
      (s) => s === '' || (s.length >= 9 && s.length <= 11 && s.startsWith('01')),
      'phone must be a Korean mobile number such as 01012345678',
    )
    .meta({ description: 'Mobile number for KakaoTalk messages (digits); empty for none', example: '01012345678' }),
  locale: z.enum(LOCALES, { error: 'locale must be one of ko, ja, en' }),
};

export const NotificationSettingsSchema = z
  .object({
    kinds: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), channels: channelSwitches })),
    available: z
      .array(z.enum(EXTERNAL_CHANNELS))
      .meta({ description: 'Channels outside the app this service sends on (the inbox always exists)' }),
    contact: z.object({ email: z.string(), phone: z.string(), locale: z.enum(LOCALES) }),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const putNotificationSettingsBody = z.object({
  preferences: z
    .array(
      z.object({
        kind: z.enum(NOTIFICATION_KINDS, { error: `kind must be one of ${NOTIFICATION_KINDS.join(', ')}` }),
        channel: z.enum(NOTIFICATION_CHANNELS, { error: `channel must be one of ${NOTIFICATION_CHANNELS.join(', ')}` }),
        enabled: z.boolean({ error: 'enabled must be true or false' }),
      }),
    )
    .max(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length, 'preferences has too many entries'),
  contact: z.object(contactFields),
});
export type PutNotificationSettingsBody = z.input<typeof putNotificationSettingsBody>;

export const UnsubscribedSchema = z
  .object({ data: z.object({ kind: z.enum(NOTIFICATION_KINDS), channel: z.enum(NOTIFICATION_CHANNELS) }) })
  .meta({ id: 'Unsubscribed' });
