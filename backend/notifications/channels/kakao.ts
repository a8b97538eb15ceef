import { env } from '../../env';
import type { Channel, OutgoingMessage, SendResult } from './channel';
import { failure, networkFailure } from './http-result';

// KakaoTalk 알림톡 through a BizMessage provider's HTTP API (the shape most Korean providers share): one POST per
// message naming the channel's sender key, an approved template, the recipient's phone number and the filled
// text, which must match the template; a web-link button opens the app. `clientMessageKey` is the idempotency key:
// the provider answers a key it has already accepted with that first message instead of sending it again.

/** The approved template's text: the variables are filled here and the provider checks the result against it. */
export const ALIMTALK_TEMPLATE = '[#{title}]\n#{body}';

const BUTTON: Record<OutgoingMessage['locale'], string> = { ko: '앱에서 보기', ja: 'アプリで見る', en: 'Open the app' };

export interface AlimtalkRequest {
  senderKey: string;
  templateCode: string;
  recipientNo: string;
  message: string;
  clientMessageKey: string;
  buttons: { type: 'WL'; name: string; linkMobile: string; linkPc: string }[];
}

/** The provider's answer: `code` '0000' is accepted; others name the reason. */
export interface AlimtalkAnswer {
  code: string;
  message: string;
  messageId?: string;
}

/** Codes that sending the same request again cannot fix (besides 401/403 and other 4xx). */
export const ALIMTALK_PERMANENT_CODES: Record<string, string> = {
  '1001': 'authentication failed',
  '3008': 'invalid phone number',
  '3016': 'message does not match the template',
  '3019': 'recipient is not a KakaoTalk user',
};

export function alimtalkRequest(phone: string, msg: OutgoingMessage): AlimtalkRequest {
  const e = env();
  return {
    senderKey: e.KAKAO_SENDER_KEY!,
    templateCode: e.KAKAO_TEMPLATE_CODE,
    recipientNo: phone.replace(/\D/g, ''),
    message: ALIMTALK_TEMPLATE.replace('#{title}', msg.title).replace('#{body}', msg.body),
    clientMessageKey: msg.key,
    buttons: [{ type: 'WL', name: BUTTON[msg.locale], linkMobile: msg.url, linkPc: msg.url }],
  };
}

export const kakaoChannel: Channel = {
  id: 'kakao',
  configured: () => {
    const e = env();
    return Boolean(e.KAKAO_ALIMTALK_URL && e.KAKAO_ALIMTALK_KEY && e.KAKAO_SENDER_KEY);
  },
  reaches: (to) => Boolean(to.phone),
  async send(to, msg): Promise<SendResult> {
    const e = env();
    let res: Response;
    try {
      res = await fetch(new URL('/v2/alimtalk/send', e.KAKAO_ALIMTALK_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${e.KAKAO_ALIMTALK_KEY}` },
        body: JSON.stringify(alimtalkRequest(to.phone!, msg)),
        signal: AbortSignal.timeout(e.NOTIFY_TIMEOUT_MS),
      });
    } catch (err) {
      return networkFailure(err);
    }
    const answer = (await res.json().catch(() => ({}))) as Partial<AlimtalkAnswer>;
    if (res.ok && answer.code === '0000') return { ok: true };
    const code = answer.code ?? '';
    const reason = ALIMTALK_PERMANENT_CODES[code] ?? answer.message ?? '';
    // Some providers answer 200 with an error code: a known permanent code is never retried.
    if (code in ALIMTALK_PERMANENT_CODES) return { ok: false, retry: false, error: `${res.status} ${code} ${reason}` };
    return failure(res.ok ? 500 : res.status, `${code} ${reason}`);
  },
};
