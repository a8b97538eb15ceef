import type { Random } from '../random';
import { fill } from './josa';
import { wordsOf } from './specialty-words';

export interface ClinicFacts {
  name: string;
  area: string;
  years: number;
  specialtyKey: string;
  doctorCount: number;
  /** Korean names of treatments the clinic offers, its best known first. */
  treatments: readonly string[];
  /** Concerns its patients come with, as people say them. */
  concerns: readonly string[];
}

const IDENTITY = [
  '{name:은/는} {area}역 인근에서 {years}년째 한자리를 지켜 온 {place}입니다.',
  '{name:은/는} {specialist} {doctors}명이 함께 진료하는 {area}의 {place}입니다.',
  '{years}년 동안 같은 자리에서 진료를 이어 온 {name}입니다.',
  '{name:은/는} {featured} 진료에 집중하는 {area}의 {place}입니다.',
  '“꼭 필요한 만큼만.” {name:이/가} {years}년째 지켜 온 진료 원칙입니다.',
  '{area}역에서 걸어서 {walk}분 거리에 있는 {name:은/는} 개원 {years}년 차 {place}입니다.',
];
const APPROACH = [
  '대표원장이 상담부터 {act}까지 직접 맡아, 처음 상담한 의사가 끝까지 책임집니다.',
  '1:1 맞춤 상담으로 과잉 진료 없이 꼭 필요한 {act}만 권해 드립니다.',
  '{act} 전후 사진과 경과를 꼼꼼히 기록해 다음 진료에 반영합니다.',
  '주력 진료는 {featured}입니다. 처음 오신 분께는 충분히 상담한 뒤 진행 여부를 함께 정합니다.',
  '{concerns} 고민으로 찾아오시는 분이 많습니다.',
  '같은 고민이라도 {focus}에 따라 답이 다르다고 생각해 첫 상담에 충분한 시간을 드립니다.',
  '결과만큼 회복 과정도 중요하게 생각해 {act} 후 경과를 원장이 직접 챙깁니다.',
];
const PRACTICAL = [
  '평일 야간 진료(화·목 저녁 9시까지)와 토요일 진료로 바쁜 직장인도 부담 없이 방문하실 수 있습니다.',
  '건물 내 주차가 가능하고, 진료 후 주차 2시간을 지원해 드립니다.',
  '모든 진료는 예약제로 운영해 대기 시간을 줄였습니다.',
  '{act}실과 회복실을 분리해 조용한 환경에서 쉬었다 가실 수 있습니다.',
  '일본어·영어 상담이 가능한 코디네이터가 상주합니다.',
  '점심시간에도 예약 진료를 받습니다.',
];

/** Two or three paragraphs: who the clinic is, how it treats, and practical notes. */
export function clinicIntro(rng: Random, c: ClinicFacts): string {
  const w = wordsOf(c.specialtyKey);
  const values = {
    name: c.name,
    area: c.area,
    years: c.years,
    doctors: c.doctorCount,
    walk: rng.int(2, 7),
    place: w.place,
    specialist: w.specialist,
    focus: w.focus,
    act: w.act,
    featured: c.treatments.slice(0, rng.int(2, 3)).join(', '),
    concerns: c.concerns.slice(0, 3).join(', '),
  };
  const paragraphs = [
    [rng.pick(IDENTITY)],
    rng.sample(APPROACH, rng.int(1, 2)),
    ...(rng.chance(0.7) ? [rng.sample(PRACTICAL, rng.int(1, 2))] : []),
  ];
  return paragraphs.map((p) => p.map((t) => fill(t, values)).join(' ')).join('\n\n');
}

const GREETING = [
  '{specialist} {name} 원장입니다.',
  '안녕하세요, {clinic}에서 진료하는 {specialist} {name}입니다.',
  '{name} 원장은 {specialist:으로/로} {years}년째 진료하고 있습니다.',
  '{specialist} {name}입니다. {clinic}에서 {featured:을/를} 주로 맡고 있습니다.',
];
const PRINCIPLE = [
  '대학병원 임상 경험을 바탕으로 환자 한 분 한 분의 {focus}에 맞춘 치료 계획을 세웁니다.',
  '자연스러운 결과와 빠른 일상 복귀를 가장 중요하게 생각합니다.',
  '하지 않아도 되는 {act:은/는} 권하지 않는다는 원칙으로 진료합니다.',
  '{featured} 분야에서 {cases}건 이상의 임상 경험을 쌓았습니다.',
  '상담 때 충분히 설명드리고, 결정은 환자분이 편하게 하실 수 있도록 돕습니다.',
  '무리한 {act}보다 오래 유지되는 결과를 추구합니다.',
];
const CREDENTIALS = [
  '{society} 정회원, 관련 학회 학술 발표 다수.',
  '{hospital} 수련, {society} 정회원.',
  '{society} 정회원이며 매년 학회에 참석해 새로운 치료법을 공부합니다.',
];

export interface DoctorFacts {
  name: string;
  clinic: string;
  specialtyKey: string;
  /** A treatment the doctor is known for. */
  featured: string;
}

/** Three short lines: greeting, how the doctor works, credentials. */
export function doctorIntro(rng: Random, d: DoctorFacts): string {
  const w = wordsOf(d.specialtyKey);
  const values = {
    name: d.name,
    clinic: d.clinic,
    featured: d.featured,
    specialist: w.specialist,
    society: w.society,
    focus: w.focus,
    act: w.act,
    hospital: rng.pick(w.hospitals),
    years: rng.int(5, 20),
    cases: (rng.int(5, 40) * 100).toLocaleString('ko-KR'),
  };
  return [rng.pick(GREETING), rng.pick(PRINCIPLE), rng.pick(CREDENTIALS)].map((t) => fill(t, values)).join('\n');
}
