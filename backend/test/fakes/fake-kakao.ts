import { randomUUID } from 'node:crypto';
import { close, Faults, json, listen, serve } from './http';

// A stand-in for a KakaoTalk 알림톡 (BizMessage) provider's send API, the shape backend/notifications/channels/kakao.ts
// speaks: POST /v2/alimtalk/send, Authorization: Bearer <api key>, JSON { senderKey, templateCode, recipientNo,
// message, clientMessageKey, buttons }. Answers { code, message, messageId }:
//   200 '0000'  accepted (recorded); the same clientMessageKey again answers the first messageId, sends nothing
//   401 '1001'  wrong API key or sender key
//   400 '3008'  the phone number is not a Korean mobile number
//   400 '3016'  unknown template, or the message does not match it
//   failNext(n, 500 | 429) answers the next n requests with that status first.

export interface AlimtalkRecord {
  messageId: string;
  clientMessageKey: string;
  recipientNo: string;
  message: string;
  buttons: { type: string; name: string; linkMobile: string }[];
}

export interface FakeKakao {
  url: string;
  apiKey: string;
  senderKey: string;
  templateCode: string;
  accepted: AlimtalkRecord[];
  byKey(key: string): AlimtalkRecord[];
  requests: number;
  faults: Faults;
  close(): Promise<void>;
}

/** The registered template '[#{title}]\n#{body}': a bracketed title line, then the body. */
const TEMPLATE = /^\[[^\n]+\]\n[^]+$/;
const MOBILE = /^01[016789]\d{7,8}$/;

export async function startFakeKakao(
  opts: { apiKey?: string; senderKey?: string; templateCode?: string } = {},
): Promise<FakeKakao> {
  const apiKey = opts.apiKey ?? 'kakao-test-key';
  const senderKey = opts.senderKey ?? 'kakao-sender-key';
  const templateCode = opts.templateCode ?? 'NOTICE_V1';
  const accepted: AlimtalkRecord[] = [];
  const byClientKey = new Map<string, string>();
  const faults = new Faults();
  const fake = { requests: 0 } as FakeKakao;
  const answer = (res: Parameters<typeof json>[0], status: number, code: string, message: string, messageId?: string) =>
    json(res, status, { code, message, ...(messageId ? { messageId } : {}) });
  const server = serve((req, body, res) => {
    fake.requests++;
    if (req.method !== 'POST' || req.url !== '/v2/alimtalk/send') return answer(res, 404, '404', 'not found');
    const fault = faults.take();
    if (fault) return answer(res, fault, String(fault), fault === 429 ? 'too many requests' : 'internal error');
    let r: Partial<AlimtalkRecord & { senderKey: string; templateCode: string }>;
    try {
      r = JSON.parse(body.toString('utf8'));
    } catch {
      return answer(res, 400, '9999', 'invalid json');
    }
    if (req.headers.authorization !== `Bearer ${apiKey}` || r.senderKey !== senderKey) {
      return answer(res, 401, '1001', 'authentication failed');
    }
    if (r.templateCode !== templateCode || typeof r.message !== 'string' || !TEMPLATE.test(r.message)) {
      return answer(res, 400, '3016', 'message does not match the template');
    }
    if (typeof r.recipientNo !== 'string' || !MOBILE.test(r.recipientNo)) {
      return answer(res, 400, '3008', 'invalid phone number');
    }
    if (typeof r.clientMessageKey !== 'string' || !r.clientMessageKey)
      return answer(res, 400, '9999', 'no message key');
    const earlier = byClientKey.get(r.clientMessageKey);
    if (earlier) return answer(res, 200, '0000', 'success (duplicate clientMessageKey)', earlier);
    const messageId = randomUUID();
    byClientKey.set(r.clientMessageKey, messageId);
    accepted.push({
      messageId,
      clientMessageKey: r.clientMessageKey,
      recipientNo: r.recipientNo,
      message: r.message,
      buttons: r.buttons ?? [],
    });
    return answer(res, 200, '0000', 'success', messageId);
  });
  const port = await listen(server);
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    senderKey,
    templateCode,
    accepted,
    byKey: (key: string) => accepted.filter((m) => m.clientMessageKey === key),
    faults,
    close: () => close(server),
  });
}
