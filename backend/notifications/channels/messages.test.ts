import { describe, expect, it } from '@jest/globals';
import { decodeWords } from '../../test/fakes/mime';
import type { OutgoingMessage } from './channel';
import { linePushBody } from './line';
import { pushTopic } from './push';

// The pure parts of the channels: what goes on the wire besides the transport.

const msg = (over: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  key: '0f8fad5b-d9cb-469f-a165-70867728950e',
  locale: 'ko',
  title: '상담 진행 상황',
  body: '강남뷰티의원에서 상담을 변경했어요.',
  url: 'https://beauty.example/counsel/1',
  unsubscribeUrl: 'https://beauty.example/u',
  ...over,
});

describe('pushTopic', () => {
  it('is the key without dashes: 32 URL-safe characters, as RFC 8030 allows', () => {
    expect(pushTopic(msg().key)).toBe('0f8fad5bd9cb469fa16570867728950e');
    expect(pushTopic(msg().key)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('linePushBody', () => {
  it.each([
    ['ko', '앱에서 보기'],
    ['ja', 'アプリで見る'],
    ['en', 'Open the app'],
  ] as const)('%s: a buttons template with one link, labelled %s', (locale, label) => {
    const body = linePushBody('U1', msg({ locale }));
    expect(body.messages[0].template.actions).toEqual([
      { type: 'uri', label, uri: 'https://beauty.example/counsel/1' },
    ]);
  });

  it("keeps LINE's limits: title 40, text 160 characters", () => {
    const { template } = linePushBody('U1', msg({ title: '가'.repeat(60), body: '나'.repeat(300) })).messages[0];
    expect(template.title).toHaveLength(40);
    expect(template.text).toHaveLength(160);
    expect(template.text.endsWith('…')).toBe(true);
  });
});

describe('decodeWords (the fake SMTP server reading subjects)', () => {
  it.each([
    ['=?UTF-8?B?7IOB64u0?=', '상담'],
    ['=?UTF-8?Q?=EC=83=81=EB=8B=B4_x?=', '상담 x'],
    ['=?UTF-8?B?7IOB?= =?UTF-8?B?64u0?=', '상담'],
    ['plain', 'plain'],
  ])('%s → %s', (raw, text) => {
    expect(decodeWords(raw)).toBe(text);
  });
});
