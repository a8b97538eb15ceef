import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import { COUNSEL_STATES, type CounselState } from '@/contracts/counsel-states';
import {
  NOTIFICATION_KINDS,
  notificationText,
  type NotificationKind,
  type NotificationLocale,
} from '@/contracts/notifications';

// A stored notification's text in a language: the inbox renders it in the reader's language, the delivery job in
// the recipient's (notification_contacts.locale). Parameters hold names and codes only; a counsel state's code
// ({state}) is shown as its label.

const STATE_LABELS: Record<NotificationLocale, Record<CounselState, string>> = {
  ko: ko.Counsel.state,
  ja: ja.Counsel.state,
  en: en.Counsel.state,
};

const isKind = (k: string): k is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(k);
const isState = (s: string | undefined): s is CounselState =>
  s !== undefined && (COUNSEL_STATES as readonly string[]).includes(s);

export function renderNotification(
  row: { kind: string; params: Readonly<Record<string, string>> },
  locale: NotificationLocale,
): { title: string; body: string } {
  if (!isKind(row.kind)) return { title: '', body: '' };
  const params = { ...row.params };
  if (isState(params.state)) params.state = STATE_LABELS[locale][params.state];
  return notificationText(row.kind, locale, params);
}
