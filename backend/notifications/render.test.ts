import { renderNotification } from './render';

describe('renderNotification', () => {
  test.each([
    ['ko', { title: '상담 진행 상황', body: '강남의원에서 상담을 ‘취소됨’(으)로 변경했어요.' }],
    ['ja', { title: 'ご相談の進行状況', body: '강남의원がご相談を「キャンセル」に更新しました。' }],
    ['en', { title: 'Consultation update', body: '강남의원 moved your consultation to “Canceled”.' }],
  ] as const)('a state change in %s names the clinic and the state’s label', (locale, expected) => {
    expect(
      renderNotification({ kind: 'COUNSEL_STATE_CHANGED', params: { clinic: '강남의원', state: 'CANCELED' } }, locale),
    ).toEqual(expected);
  });

  test.each([
    [{ kind: 'COUNSEL_CREATED', params: {} }, '새 상담 신청', '새 상담 신청이 들어왔어요.'],
    [
      { kind: 'REVIEW_REPLIED', params: { clinic: 'A의원' } },
      '병원 답변',
      'A의원에서 회원님의 후기에 답변을 남겼어요.',
    ],
    // A missing parameter is left out, never shown as a placeholder.
    [{ kind: 'REVIEW_REPLIED', params: {} }, '병원 답변', '에서 회원님의 후기에 답변을 남겼어요.'],
    // An unknown kind (a row of a later version) renders empty rather than failing the inbox.
    [{ kind: 'NO_SUCH_KIND', params: {} }, '', ''],
  ])('%j', (row, title, body) => {
    expect(renderNotification(row, 'ko')).toEqual({ title, body });
  });
});
