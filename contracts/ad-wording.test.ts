import { checkAdWording, type AdRuleId } from './ad-wording';

// Fixtures of the wording check (issue 26, part 5): 30 wordings clinics really write that must be flagged, each with
// the rule expected, and 30 clean ones (many close to a flagged one) that must not be.

const FLAGGED: [string, AdRuleId, string][] = [
  ['효과 100% 보장 리프팅', 'guarantee', '100%'],
  ['여드름 흉터 완치 프로그램', 'guarantee', '완치'],
  ['확실한 효과의 보톡스', 'guarantee', '확실한 효과'],
  ['시술 효과를 보장합니다', 'guarantee', '효과를 보장'],
  ['반드시 효과가 나타나는 레이저', 'guarantee', '반드시 효과'],
  ['효과 없으면 환불해 드려요', 'guarantee', '효과 없으면 환불'],
  ['한 번으로 영구적인 효과', 'guarantee', '영구적인 효과'],
  ['부작용 없는 필러', 'noSideEffects', '부작용 없'],
  ['부작용 제로 울쎄라', 'noSideEffects', '부작용 제로'],
  ['부작용이 전혀 없어요', 'noSideEffects', '부작용이 전혀 없'],
  ['통증 없는 제모', 'noSideEffects', '통증 없'],
  ['무통 시술로 편안하게', 'noSideEffects', '무통'],
  ['흉터 없는 쌍꺼풀', 'noSideEffects', '흉터 없'],
  ['100% 안전한 시술', 'noSideEffects', '100% 안전'],
  ['절대 안전한 지방흡입', 'noSideEffects', '절대 안전'],
  ['강남 최고의 피부과', 'superlative', '최고'],
  ['최상의 결과를 약속', 'superlative', '최상'],
  ['국내 최초 도입 장비', 'superlative', '최초'],
  ['서울 유일의 정품 장비', 'superlative', '유일'],
  ['리프팅 만족도 1위', 'superlative', '1위'],
  ['No.1 보톡스 클리닉', 'superlative', 'No.1'],
  ['최저가 보장 이벤트 (1회, 부가세 포함)', 'superlative', '최저가'],
  ['가장 잘하는 코 성형', 'superlative', '가장 잘'],
  ['타 병원에서 실패한 분도 환영', 'comparison', '타 병원'],
  ['다른 병원보다 저렴하게', 'comparison', '다른 병원보다'],
  ['무료 시술 체험단 모집', 'inducement', '무료 시술'],
  ['본인부담금 면제 이벤트', 'inducement', '본인부담금 면제'],
  ['전후 사진으로 확인하세요', 'beforeAfterWithoutTime', '전후 사진'],
  ['비포 애프터 공개', 'beforeAfterWithoutTime', '비포 애프터'],
  ['보톡스 9,900원', 'priceWithoutInclusions', '9,900원'],
];

const CLEAN = [
  '정품 인증 보톡스 이벤트',
  '100% 정품 사용 (정품 인증서 확인)',
  '울쎄라 300샷, 1회 990,000원 (부가세 포함)',
  '보톡스 1회 49,000원, 마취 크림 별도',
  '시술 후 붓기와 멍이 생길 수 있어요.',
  '부작용과 주의사항은 상담 시 자세히 안내해 드려요.',
  '통증이 있을 수 있어 마취 크림을 발라 드려요.',
  '무통마취로 진행합니다.',
  '개인에 따라 결과가 다를 수 있어요.',
  '전문의가 직접 상담합니다.',
  '토요일에도 진료해요.',
  '1:1 맞춤 상담으로 계획을 세워요.',
  '레이저 토닝 5회 패키지 (VAT 별도)',
  '시술 4주 후 전후 사진 (개인차 있음)',
  '3개월 경과 비포 애프터, 개인에 따라 다를 수 있음',
  '여드름 치료와 흉터 관리를 함께 해요.',
  '리프팅 시술 안내',
  '피부과 전문의 3인 진료',
  '주차 2시간 무료',
  '강남역 2번 출구에서 3분',
  '첫 방문 상담은 예약제로 운영해요.',
  '보습 관리 포함 패키지',
  '11회 차 관리 고객 감사 이벤트',
  '안전 수칙을 지켜 시술합니다.',
  '효과는 개인에 따라 다릅니다.',
  '꼼꼼한 사후 관리',
  '최신 장비 도입',
  '다른 시술과 함께 받을 수 있어요.',
  '병원 휴진일은 공지사항을 확인해 주세요.',
  '',
];

describe('checkAdWording', () => {
  it.each(FLAGGED)('flags %p (%s: %p)', (text, rule, words) => {
    const findings = checkAdWording(text);
    expect(findings.map((f) => f.rule)).toContain(rule);
    expect(findings.find((f) => f.rule === rule)?.words).toBe(words);
    expect(findings.find((f) => f.rule === rule)?.law).toMatch(/의료법/);
  });

  it.each(CLEAN.map((t) => [t]))('does not flag %p', (text) => {
    expect(checkAdWording(text)).toEqual([]);
  });

  it('has 30 fixtures each way', () => {
    expect(FLAGGED).toHaveLength(30);
    expect(CLEAN).toHaveLength(30);
  });

  it('names each rule once, in the list order, however often it is tripped', () => {
    expect(checkAdWording('최고 최상 최초, 부작용 없는 시술 100% 보장').map((f) => f.rule)).toEqual([
      'guarantee',
      'noSideEffects',
      'superlative',
    ]);
  });
});
