// Notifications: who is told what, on which channels. One total table of kinds (a new kind does not compile until
// its recipient, its link and its ko/ja/en text are decided). No zod here: the member pages and the console load
// this module in the browser. Texts are plain templates: {clinic} is the clinic's name, {state} the new state's
// label in the recipient's language. They never name a treatment or carry a photo: outside the app (push, email,
// KakaoTalk, LINE) a message says only what happened, where, and links back into the app.

export const NOTIFICATION_CHANNELS = ['inbox', 'push', 'email', 'kakao', 'line'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** Channels outside the app: delivered by a job, with an idempotency key, and never with health details. */
export const EXTERNAL_CHANNELS = ['push', 'email', 'kakao', 'line'] as const satisfies readonly NotificationChannel[];
export type ExternalChannel = (typeof EXTERNAL_CHANNELS)[number];

export const NOTIFICATION_RECIPIENTS = ['MEMBER', 'STAFF'] as const;
export type NotificationRecipient = (typeof NOTIFICATION_RECIPIENTS)[number];

export const NOTIFICATION_KINDS = [
  'COUNSEL_STATE_CHANGED',
  'REVIEW_REPLIED',
  'APPOINTMENT_REMINDER',
  'COUNSEL_CREATED',
  'COUNSEL_CANCELED',
  'REVIEW_CREATED',
  'REVIEW_REPORTED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LOCALES = ['ko', 'ja', 'en'] as const;
export type NotificationLocale = (typeof NOTIFICATION_LOCALES)[number];

type Text = { title: string; body: string };

interface KindRule {
  /** Who receives it: a member, or every staff account of the clinic. */
  to: NotificationRecipient;
  /** Where opening it lands: the member's counsel page, the console's counsel or review. */
  link: 'counsel' | 'review' | 'staff-counsel' | 'staff-review';
  /** Marketing-like kinds are held between 21:00 and 08:00 Korea time; everything a member asked for is not. */
  marketing: boolean;
  text: Record<NotificationLocale, Text>;
}

export const NOTIFICATION_KIND_TABLE = {
  COUNSEL_STATE_CHANGED: {
    to: 'MEMBER',
    link: 'counsel',
    marketing: false,
    text: {
      ko: { title: '상담 진행 상황', body: '{clinic}에서 상담을 \u2018{state}\u2019(으)로 변경했어요.' },
      ja: { title: 'ご相談の進行状況', body: '{clinic}がご相談を「{state}」に更新しました。' },
      en: { title: 'Consultation update', body: '{clinic} moved your consultation to \u201c{state}\u201d.' },
    },
  },
  REVIEW_REPLIED: {
    to: 'MEMBER',
    link: 'review',
    marketing: false,
    text: {
      ko: { title: '병원 답변', body: '{clinic}에서 회원님의 후기에 답변을 남겼어요.' },
      ja: { title: 'クリニックからの返信', body: '{clinic}があなたの口コミに返信しました。' },
      en: { title: 'Clinic reply', body: '{clinic} replied to your review.' },
    },
  },
  APPOINTMENT_REMINDER: {
    to: 'MEMBER',
    link: 'counsel',
    marketing: false,
    text: {
      ko: { title: '내일 예약이 있어요', body: '내일 {time}에 {clinic} 예약이 있어요.' },
      ja: { title: '明日はご予約の日です', body: '明日{time}に{clinic}のご予約があります。' },
      en: { title: 'Your appointment is tomorrow', body: 'You have an appointment at {clinic} tomorrow at {time}.' },
    },
  },
  COUNSEL_CREATED: {
    to: 'STAFF',
    link: 'staff-counsel',
    marketing: false,
    text: {
      ko: { title: '새 상담 신청', body: '새 상담 신청이 들어왔어요.' },
      ja: { title: '新しいご相談', body: '新しいご相談の申し込みがありました。' },
      en: { title: 'New consultation', body: 'A new consultation request has arrived.' },
    },
  },
  COUNSEL_CANCELED: {
    to: 'STAFF',
    link: 'staff-counsel',
    marketing: false,
    text: {
      ko: { title: '상담 취소', body: '회원이 상담 신청을 취소했어요.' },
      ja: { title: 'ご相談のキャンセル', body: '会員がご相談の申し込みをキャンセルしました。' },
      en: { title: 'Consultation cancelled', body: 'A member cancelled a consultation request.' },
    },
  },
  REVIEW_CREATED: {
    to: 'STAFF',
    link: 'staff-review',
    marketing: false,
    text: {
      ko: { title: '새 후기', body: '병원에 새 후기가 등록됐어요.' },
      ja: { title: '新しい口コミ', body: 'クリニックに新しい口コミが投稿されました。' },
      en: { title: 'New review', body: 'A new review of your clinic was posted.' },
    },
  },
  REVIEW_REPORTED: {
    to: 'STAFF',
    link: 'staff-review',
    marketing: false,
    text: {
      ko: { title: '후기 신고', body: '병원의 후기 하나가 신고됐어요.' },
      ja: { title: '口コミの通報', body: 'クリニックの口コミが通報されました。' },
      en: { title: 'Review reported', body: 'A review of your clinic was reported.' },
    },
  },
} as const satisfies Record<NotificationKind, KindRule>;

/** A kind's text in a language, its placeholders filled ({clinic}, {state}, {time}); unknown ones are left out. */
export function notificationText(
  kind: NotificationKind,
  locale: NotificationLocale,
  params: Readonly<Record<string, string>>,
): Text {
  const t: Text = NOTIFICATION_KIND_TABLE[kind].text[locale];
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
  return { title: fill(t.title), body: fill(t.body) };
}
