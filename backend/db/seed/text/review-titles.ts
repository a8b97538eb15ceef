import type { Sentiment } from './review-phrases';

// What frames a review: its title, its last sentence, or the whole of a one-line review.

export const TITLES: Record<Sentiment, readonly string[]> = {
  good: [
    '{treatment} 후기, 만족합니다',
    '{treatment} {w}주 차 솔직 후기',
    '{concern} 고민 끝에 선택한 {treatment}',
    '{treatment} 솔직 후기 남겨요',
    '상담부터 친절했던 {treatment} 후기',
    '{treatment} 전후 비교 올려요',
    '{treatment} 한 달 경과 후기',
    '진작 할 걸 그랬어요',
    '{treatment} 대만족',
    '자연스럽게 잘 됐어요',
    '{doctor} 원장님 꼼꼼하세요',
    '{concern} 고민이라면 {treatment} 추천해요',
    '{area} {treatment} 잘하는 곳 찾았어요',
    '{treatment} 효과 확실해요',
    '{treatment} 받고 자신감 생겼어요',
  ],
  mixed: [
    '{treatment} 솔직 후기 (장단점)',
    '효과는 있는데 가격이 아쉬워요',
    '{treatment}, 반반이에요',
    '기대만큼은 아니지만 나쁘지 않아요',
    '{treatment} 무난했어요',
    '대기가 길었던 {treatment} 후기',
    '{treatment} {w}주 차, 아직은 잘 모르겠어요',
    '좋은 점과 아쉬운 점',
  ],
  bad: [
    '{treatment} 효과 거의 없었어요',
    '상담이랑 결과가 너무 달라요',
    '추가 결제 권유가 심해요',
    '대기만 {wait}분 했어요',
    '{treatment} 받고 후회 중이에요',
    '솔직히 비추천합니다',
    '돈이 아깝네요',
    '{treatment} {w}주 차, 변화가 없어요',
    '기대했는데 실망했어요',
    '사후 관리가 아쉬워요',
  ],
};

/** Titles of a first visit; a returning patient's come from REPEAT.titles. */
export const FIRST_TITLES = ['{treatment} 첫 경험 후기', '겁 많은 사람의 첫 {treatment} 후기'];

/** Whole reviews of one or two sentences. */
export const ONE_LINERS: Record<Sentiment, readonly string[]> = {
  good: [
    '{treatment} 너무 만족해요! 재방문 의사 있어요.',
    '친절하고 꼼꼼하세요. {treatment} 효과도 좋아요.',
    '{doctor} 원장님 최고예요. 자연스럽게 잘 됐어요.',
    '통증도 적고 결과도 좋아요.',
    '가격도 괜찮고 효과도 확실해요.',
    '상담부터 사후 관리까지 깔끔해요. 추천합니다.',
    '{concern} 고민 있으면 여기 가 보세요.',
  ],
  mixed: [
    '{treatment} 효과는 그럭저럭이에요.',
    '친절한데 대기가 너무 길어요.',
    '무난했어요. 다음엔 다른 곳도 가 보려고요.',
    '결과는 괜찮은데 가격이 비싼 편이에요.',
    '{treatment} 좋긴 한데 기대만큼은 아니었어요.',
  ],
  bad: [
    '{treatment} 효과 거의 없어요. 돈 아까워요.',
    '상담이랑 결과가 너무 달라요.',
    '추가 결제 권유가 심해요. 비추천합니다.',
    '{wait}분 기다리고 {act:은/는} 5분 만에 끝났어요. 다시는 안 가요.',
    '효과 미미하고 응대도 불친절했어요.',
  ],
};

export const ENDINGS: Record<Sentiment, readonly string[]> = {
  good: [
    '다음에도 재방문 의사 있어요!',
    '고민하시는 분들께 도움이 되었으면 좋겠어요.',
    '{treatment} 고민하시는 분들께 추천해요.',
    '주변에도 벌써 추천했어요.',
    '한 달 뒤에 경과 다시 남길게요.',
    '진작 할 걸 그랬어요.',
    '전체적으로 만족합니다.',
    '믿고 맡길 수 있는 곳이에요.',
    '{doctor} 원장님 감사합니다!',
    '덕분에 요즘 거울 보는 게 즐거워요.',
  ],
  mixed: [
    '나쁘지는 않은데 재방문은 조금 더 고민해 볼게요.',
    '기대를 너무 크게 하지 않으시면 괜찮을 것 같아요.',
    '가격을 생각하면 딱 그 정도인 것 같아요.',
    '한 번 더 받아 보고 다시 후기 남길게요.',
    '장단점이 분명한 곳이라 참고만 하세요.',
    '좋은 점도 아쉬운 점도 있어서 별 세 개 드려요.',
  ],
  bad: [
    '재방문 의사는 없습니다.',
    '저는 다른 병원을 알아보려고요.',
    '돈과 시간이 아까웠어요.',
    '비슷한 고민 있으신 분들은 상담을 여러 군데 받아 보시길 권해요.',
    '다시는 안 갈 것 같아요.',
    '기대가 컸던 만큼 실망도 컸어요.',
    '솔직히 비추천합니다.',
  ],
};
