import { describe, expect, it } from '@jest/globals';
import { fill, withJosa } from './josa';

describe('withJosa', () => {
  it.each([
    // no final consonant
    ['강남 라라 모발이식센터', '은/는', '강남 라라 모발이식센터는'],
    ['강남 라라 모발이식센터', '으로/로', '강남 라라 모발이식센터로'],
    ['보톡스', '을/를', '보톡스를'],
    ['울쎄라', '이/가', '울쎄라가'],
    ['필러', '와/과', '필러와'],
    ['슈링크', '이에요/예요', '슈링크예요'],
    // a final consonant
    ['신사 세예 피부과의원', '은/는', '신사 세예 피부과의원은'],
    ['신사 세예 피부과의원', '으로/로', '신사 세예 피부과의원으로'],
    ['청담수 한의원', '을/를', '청담수 한의원을'],
    ['리쥬란 힐러', '와/과', '리쥬란 힐러와'],
    ['인모드', '이에요/예요', '인모드예요'],
    ['임플란트', '이/가', '임플란트가'],
    ['라식', '이/가', '라식이'],
    ['레이저토닝', '와/과', '레이저토닝과'],
    // ㄹ final takes 로, not 으로
    ['서울', '으로/로', '서울로'],
    ['강남 미소담 치과의원 2호점 건물', '으로/로', '강남 미소담 치과의원 2호점 건물로'],
    ['슈링크 유니버스 레이저 필', '으로/로', '슈링크 유니버스 레이저 필로'],
    ['물광주사 한 달', '은/는', '물광주사 한 달은'],
    // the particle follows the word before a trailing parenthesis
    ['쌍꺼풀 수술(매몰법)', '을/를', '쌍꺼풀 수술(매몰법)을'],
    ['렌즈삽입술(ICL)', '으로/로', '렌즈삽입술(ICL)로'],
    ['연어주사(PDRN)', '을/를', '연어주사(PDRN)를'],
  ] as const)('%s + %s → %s', (word, option, expected) => {
    expect(withJosa(word, option)).toBe(expected);
  });
});

describe('fill', () => {
  it('substitutes plain placeholders and picks particles from the substituted word', () => {
    const template = '{clinic:은/는} {area}역 {years}년 차, {treatment:으로/로} 유명해요.';
    expect(fill(template, { clinic: '강남 라라 모발이식센터', area: '강남', years: 7, treatment: '모발이식' })).toBe(
      '강남 라라 모발이식센터는 강남역 7년 차, 모발이식으로 유명해요.',
    );
    expect(fill(template, { clinic: '신사 세예 피부과의원', area: '신사', years: 12, treatment: '울쎄라' })).toBe(
      '신사 세예 피부과의원은 신사역 12년 차, 울쎄라로 유명해요.',
    );
  });

  it('throws on a missing value or an unknown particle instead of writing broken text', () => {
    expect(() => fill('{clinic:은/는} 좋아요', {})).toThrow(/no value for \{clinic\}/);
    expect(() => fill('{clinic:은(는)} 좋아요', { clinic: '의원' })).toThrow(/unknown particle/);
  });
});
