import type { Random } from '../random';
import { fill } from './josa';

export interface EventFacts {
  clinic: string;
  /** Clinic's years since opening, for anniversary events. */
  years: number;
  /** Korean names of the event's treatments (one or two). */
  treatments: readonly string[];
  /** A concern the first treatment answers, as people say it. */
  concern: string;
  /** What is done: 시술, 수술, 치료, 처방 … */
  act: string;
  /** People come back for it (see KindPhrases.repeatable): packages and trial prices make sense. */
  repeatable: boolean;
  price: number;
  sale: number;
}

const TITLES = [
  '[평일 한정] {treatment} 특가',
  '{concern} 고민이라면, {treatment}',
  '[이달의 이벤트] {treatment} {pct}% 할인',
  '개원 {years}주년 기념 {treatment} 이벤트',
  '정품 인증 {treatment} 이벤트',
  '[첫방문] {treatment} {sale}원',
  '{treatment}, 부담 없이 시작하세요',
  '{treatment} 상담만 받아도 사은품 증정',
];
const REPEAT_TITLES = [
  '[첫방문] {treatment} 1회 체험가',
  '{treatment} 3회 패키지',
  '[재방문 고객 전용] {treatment} 특가',
  '[커플 할인] 둘이 함께 {treatment}',
];
const PAIR_TITLES = [
  '{treatment} + {second} 패키지',
  '{treatment}에 {second}까지 한 번에',
  '[이달의 이벤트] {treatment} + {second} 함께 받기',
];

const INTROS = [
  '{clinic}에서 준비한 {treatments} 이벤트입니다.',
  '{concern} 고민이 있는 분들을 위해 {treatments:을/를} 특별한 가격에 준비했습니다.',
  '{treatments:이/가} 처음이신 분들을 위한 이벤트입니다.',
  '개원 {years}주년을 맞아 {clinic}에서 {treatments} 이벤트를 엽니다.',
];
const NOTES = [
  '· 1인 1회 한정입니다.',
  '· 상담 후 {act} 여부가 결정됩니다.',
  '· 다른 이벤트와 중복 적용되지 않습니다.',
  '· 이벤트 기간 안에 예약하신 분께 적용됩니다.',
];
const SIDE_EFFECTS = '· 개인에 따라 붓기, 멍 등 부작용이 있을 수 있으니 충분히 상담 후 결정하세요.';

const won = (n: number) => n.toLocaleString('ko-KR');

function eventValues(e: EventFacts) {
  return {
    clinic: e.clinic,
    years: e.years,
    concern: e.concern,
    act: e.act,
    treatment: e.treatments[0],
    second: e.treatments[1] ?? e.treatments[0],
    treatments: e.treatments.join(' + '),
    price: won(e.price),
    sale: won(e.sale),
    pct: Math.round((1 - e.sale / e.price) * 100),
  };
}

export function eventTitle(rng: Random, e: EventFacts): string {
  const pool =
    e.treatments.length > 1 && rng.chance(0.5) ? PAIR_TITLES : e.repeatable ? [...TITLES, ...REPEAT_TITLES] : TITLES;
  return fill(rng.pick(pool), eventValues(e));
}

export function eventContent(rng: Random, e: EventFacts): string {
  const values = eventValues(e);
  return [
    rng.pick(INTROS),
    '정상가 {price}원 → 이벤트가 {sale}원 (VAT 별도)',
    ...rng.sample(NOTES, rng.int(1, 3)),
    SIDE_EFFECTS,
  ]
    .map((t) => fill(t, values))
    .join('\n');
}
