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
  'REVIEW_HIDDEN',
  'REVIEW_RESTORED',
  'REVIEW_REMOVED',
  'TAKEDOWN_DECIDED',
  'AD_WORDING_CHANGE_REQUIRED',
  'RECOVERY_CHECKIN_DUE',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LOCALES = ['ko', 'ja', 'en'] as const;
export type NotificationLocale = (typeof NOTIFICATION_LOCALES)[number];

type Text = { title: string; body: string };

interface KindRule {
  /** Who receives it: a member, or every staff account of the clinic. */
  to: NotificationRecipient;
  /** Where opening it lands: the member's counsel page, the console's counsel or review. */
  link: 'counsel' | 'review' | 'my-review' | 'staff-counsel' | 'staff-review' | 'staff-event' | 'staff-clinic';
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
  // Review moderation (docs/moderation.md): the writer of a review a clinic asked to hide, restored or removed
  // (opening it lands on their review in my-page, with its status and the objection form); the clinic's staff
  // when an operator (or the 30 days) decided their request.
  REVIEW_HIDDEN: {
    to: 'MEMBER',
    link: 'my-review',
    marketing: false,
    text: {
      ko: {
        title: '리뷰가 임시조치되었어요',
        body: '{clinic}의 권리침해 신고로 회원님의 리뷰가 최대 30일 동안 가려져요. 소명할 수 있어요.',
      },
      ja: {
        title: '口コミが一時措置されました',
        body: '{clinic}の権利侵害申告により、あなたの口コミが最長30日間非表示になります。意見を送れます。',
      },
      en: {
        title: 'Your review is temporarily hidden',
        body: "After {clinic}'s rights-infringement claim your review is hidden for up to 30 days. You can object.",
      },
    },
  },
  REVIEW_RESTORED: {
    to: 'MEMBER',
    link: 'my-review',
    marketing: false,
    text: {
      ko: { title: '리뷰가 복원되었어요', body: '{clinic}에 남긴 회원님의 리뷰가 다시 공개돼요.' },
      ja: { title: '口コミが復元されました', body: '{clinic}へのあなたの口コミが再び公開されます。' },
      en: { title: 'Your review is back', body: 'Your review of {clinic} is public again.' },
    },
  },
  REVIEW_REMOVED: {
    to: 'MEMBER',
    link: 'my-review',
    marketing: false,
    text: {
      ko: { title: '리뷰가 삭제되었어요', body: '운영 정책에 따라 {clinic}에 남긴 회원님의 리뷰가 삭제되었어요.' },
      ja: { title: '口コミが削除されました', body: '運営ポリシーにより、{clinic}へのあなたの口コミが削除されました。' },
      en: { title: 'Your review was removed', body: 'Under our review policy your review of {clinic} was removed.' },
    },
  },
  TAKEDOWN_DECIDED: {
    to: 'STAFF',
    link: 'staff-review',
    marketing: false,
    text: {
      ko: {
        title: '권리침해 신고 처리 결과',
        body: '병원에서 요청한 리뷰 임시조치가 \u2018{state}\u2019(으)로 처리되었어요.',
      },
      ja: { title: '権利侵害申告の結果', body: 'クリニックが申告した口コミの一時措置は「{state}」となりました。' },
      en: { title: 'Takedown request decided', body: 'The review your clinic asked to hide was \u201c{state}\u201d.' },
    },
  },
  // An operator reviewed wording staff kept despite the advertising check and asks for a change ({item}: 이벤트 or 병원 소개).
  AD_WORDING_CHANGE_REQUIRED: {
    to: 'STAFF',
    link: 'staff-event',
    marketing: false,
    text: {
      ko: { title: '광고 문구 수정 요청', body: '운영팀이 {item}의 광고 문구 수정을 요청했어요. 사유: {reason}' },
      ja: { title: '広告文言の修正依頼', body: '運営チームが{item}の広告文言の修正を依頼しました。理由: {reason}' },
      en: {
        title: 'Advertising wording: change required',
        body: 'The operators asked you to change the wording of {item}. Reason: {reason}',
      },
    },
  },
  // A reviewer's recovery check-in is open (day 3, 7, 14, 30 or 90 after the treatment date, docs/trust.md#recovery):
  // opening it lands on the check-in form. No treatment and no health detail in the text, only the day.
  RECOVERY_CHECKIN_DUE: {
    to: 'MEMBER',
    link: 'my-review',
    marketing: false,
    text: {
      ko: { title: '회복 기록을 남겨 주세요', body: '{clinic} 후기의 {day}일째 회복 기록을 남길 수 있어요.' },
      ja: { title: '回復の記録をどうぞ', body: '{clinic}の口コミの{day}日目の回復記録を残せます。' },
      en: {
        title: 'How is your recovery?',
        body: 'You can add the day-{day} recovery check-in of your {clinic} review.',
      },
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
