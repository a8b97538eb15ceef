// Sentences any review may use, whatever the treatment. `fill` templates over the review's values:
// {clinic} {treatment} {concern} {doctor} {area} {act} {past} {n} {w} {wait} {price}.
// Kind-specific sentences (procedure, recovery, results) live in ./kinds.

export type Sentiment = 'good' | 'mixed' | 'bad';

export const OPENINGS = [
  '{concern} 때문에 오래 고민하다가 {clinic}에서 {treatment:을/를} {past}.',
  '지인 추천으로 {clinic:을/를} 알게 돼서 {treatment} 상담을 받았어요.',
  '여러 병원 상담을 다녀 보고 {clinic:으로/로} 결정했어요.',
  '앱에서 후기를 꼼꼼히 읽어 보고 {clinic:으로/로} 예약했어요.',
  '회사 근처라 퇴근하고 들르기 편해서 {clinic:을/를} 골랐어요.',
  '{concern:이/가} 계속 신경 쓰여서 큰맘 먹고 {treatment:을/를} {past}.',
  '결혼식을 앞두고 {concern} 고민이 커져서 알아보다가 {clinic:을/를} 찾았어요.',
  '친구랑 같이 상담받고 둘 다 {treatment:을/를} {past}.',
  '다른 곳에서 받았다가 아쉬워서 이번엔 {clinic:으로/로} 옮겨 봤어요.',
  '{concern} 고민이 몇 년째라 이번엔 제대로 해 보자 싶어서 {clinic:을/를} 찾았어요.',
  '엄마가 다니시는 곳이라 믿고 {clinic}에서 {treatment:을/를} {past}.',
  '{area}에서 {treatment} 잘하는 곳을 찾다가 {clinic:을/를} 알게 됐어요.',
  '휴가 일정에 맞춰서 {treatment:을/를} {past}.',
  '{doctor} 원장님 후기가 많길래 {clinic:으로/로} 예약했어요.',
  '{concern} 고민을 {treatment:으로/로} 해결해 보려고 {clinic:을/를} 찾았어요.',
];
/** Openings of a first visit; a returning patient opens with REPEAT.openings instead. */
export const FIRST_OPENINGS = [
  '{treatment:은/는} 처음이라 겁이 많았는데 경험 공유하려고 후기 남겨요.',
  '{treatment:이/가} 궁금해서 한참 검색만 하다가 드디어 {past}.',
];
export const EVENT_OPENINGS = [
  '앱에서 {treatment} 이벤트를 보고 {clinic:으로/로} 예약했어요.',
  '이벤트가 있길래 반신반의하면서 {treatment:을/를} {past}.',
  '이벤트 가격으로 {treatment:을/를} {past}.',
];
export const BAD_OPENINGS = [
  '후기가 좋길래 기대하고 갔는데 제 경우는 많이 달랐어요.',
  '솔직하게 남겨요. {treatment} 고민하시는 분들은 참고하셨으면 해요.',
  '별점 보고 {clinic}에 갔다가 실망하고 온 후기예요.',
];

export const CONSULT: Record<'good' | 'bad', readonly string[]> = {
  good: [
    '상담 때 {doctor} 원장님이 제 상태를 자세히 봐 주시고 필요 없는 {act:은/는} 오히려 말리셨어요.',
    '원장님이 직접 상담해 주셨고 기대할 수 있는 효과와 한계를 솔직하게 말씀해 주셔서 믿음이 갔어요.',
    '실장님이 비용을 처음부터 투명하게 안내해 주셔서 추가 결제 걱정이 없었어요.',
    '원하는 느낌을 사진으로 보여 드렸더니 가능한 것과 어려운 것을 바로 구분해 주셨어요.',
    '상담이 길지 않았는데도 궁금한 건 다 풀렸어요.',
    '{doctor} 원장님이 {act} 전 주의사항부터 부작용 가능성까지 차근차근 설명해 주셨어요.',
    '{doctor} 원장님이 말투가 차분하셔서 긴장이 많이 풀렸어요.',
  ],
  bad: [
    '상담은 실장님이 거의 다 하시고 원장님은 {act} 당일에 처음 뵀어요.',
    '상담 때 들은 것과 실제 결과가 너무 달라요.',
    '{act} 직전에 추가 결제를 권유받아서 당황스러웠어요.',
    '질문을 하면 대답이 짧고 빨리 결정하라는 분위기였어요.',
    '패키지 결제를 계속 권해서 상담 내내 불편했어요.',
    '{doctor} 원장님과 상담한 시간이 5분도 안 됐어요.',
    '상담 실장님이 말한 가격과 결제할 때 가격이 달랐어요.',
  ],
};

/** Staff, waiting time, price and the place itself. */
export const SERVICE: Record<'good' | 'bad', readonly string[]> = {
  good: [
    '간호사 선생님들이 중간중간 괜찮은지 물어봐 주셔서 덜 긴장됐어요.',
    '데스크 직원분들이 친절하고 안내가 빨랐어요.',
    '사후 관리 안내를 문자로 꼼꼼하게 보내 주셨어요.',
    '{act} 다음 날 전화로 경과를 물어봐 주셔서 세심하다고 느꼈어요.',
    '예약 시간에 맞춰 바로 들어가서 대기가 거의 없었어요.',
    '예약제라 기다리지 않고 바로 진행됐어요.',
    '다른 곳 견적이랑 비교해 봐도 합리적인 가격이었어요.',
    '상담 때 들은 금액 그대로 결제했고 추가 비용은 없었어요.',
    '{price} 정도 들었는데 전혀 아깝지 않아요.',
    '내부가 깔끔하고 파우더룸도 잘 되어 있어요.',
    '역에서 가까워서 다니기 편해요.',
    '회복실이 따로 있어서 편하게 쉬다 나왔어요.',
  ],
  bad: [
    '데스크 직원분이 불친절해서 기분이 상했어요.',
    '{act} 후 주의사항을 제대로 안내받지 못했어요.',
    '문의 전화를 해도 잘 안 받고 답변도 늦었어요.',
    '예약하고 갔는데도 {wait}분 넘게 기다렸어요.',
    '대기 시간이 너무 길어서 반차를 낸 게 아까웠어요.',
    '사람이 너무 많아서 공장식으로 진행되는 느낌이었어요.',
    '처음 안내받은 가격에서 이것저것 추가되더니 결국 {price:이/가} 넘었어요.',
    '{price:을/를} 냈는데 그 값을 한다는 생각은 안 들어요.',
    '부가세 별도라는 걸 결제할 때서야 알았어요.',
  ],
};

/** A small complaint that still fits a four-star review. */
export const MINOR_COMPLAINTS = [
  '대기 시간이 조금 길었던 점만 빼면 다 좋았어요.',
  '가격이 아주 저렴하진 않은 게 흠이라면 흠이에요.',
  '주차가 불편한 것만 빼면 괜찮아요.',
  '인기가 많아서 예약 잡기가 조금 어려운 편이에요.',
  '주말 예약은 일찍 마감되는 편이에요.',
  '상담 설명이 빠르게 지나가서 한 번 더 물어봐야 했어요.',
];

/** For a two-star review: one fair word before the complaint. */
export const SOFTENERS = [
  '직원분들이 친절했던 건 좋았어요.',
  '시설은 깔끔했어요.',
  '위치가 가까워서 다니기는 편했어요.',
  '예약 잡기는 어렵지 않았어요.',
];

/** Follow-ups for reviews that are not good; good ones use their kind's `later`. */
export const LATER: Record<'mixed' | 'bad', readonly string[]> = {
  mixed: [
    '{w}주 차인 지금은 처음보다 조금 나아졌지만 기대했던 정도는 아니에요.',
    '한 달 지나서 다시 보니 변화가 있긴 한데 미묘해요.',
    '{w}주가 지났는데 좋아진 부분과 아쉬운 부분이 반반이에요.',
    '{w}주 차가 되니 조금씩 자리를 잡아 가는 중인데 확신은 아직 없어요.',
  ],
  bad: [
    '{w}주가 지났는데 전후 사진을 비교해도 차이를 모르겠어요.',
    '한 달이 지나서 문의했더니 원래 그렇다는 답만 돌아왔어요.',
    '두 달째인데 좋아지기는커녕 신경 쓰이는 곳만 늘었어요.',
    '{w}주 차에 다시 내원했는데 별다른 설명 없이 더 지켜보자는 말만 들었어요.',
    '시간이 지나면 나아진다고 했는데 {w}주가 지난 지금도 그대로예요.',
  ],
};

/** Only for treatments people come back for (a botox shot, a laser course), not for surgery done once. */
export const REPEAT = {
  openings: {
    good: [
      '지난번 결과가 좋아서 이번에도 {clinic}에서 {treatment:을/를} {past}.',
      '벌써 {n}번째 방문이에요. 이번에도 {treatment:을/를} {past}.',
    ],
    mixed: ['{n}번째 방문인데 이번엔 지난번보다 조금 아쉬웠어요.'],
    bad: ['{n}번째 방문인데 이번엔 지난번과 너무 달랐어요.', '예전엔 괜찮았는데 이번 {act:은/는} 실망스러웠어요.'],
  },
  consultGood: ['무리하게 권하지 않고 한 번 받아 보고 결정하라고 하셔서 오히려 신뢰가 갔어요.'],
  consultBad: ['상담 때는 한 번이면 충분하다더니 끝나고 나서 {n}회는 더 받아야 한다고 하셨어요.'],
  endings: ['유지 기간 지나면 또 받으러 갈 거예요.'],
  oneLiners: ['{treatment} 벌써 {n}번째인데 역시 여기가 제일 잘해요.'],
  titles: ['{treatment} {n}회 차 기록', '{clinic} {treatment} 재방문 후기'],
} as const;
