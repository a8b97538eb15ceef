// How clinics and doctors of each specialty describe themselves. A 한의원 has 한의사, not '한의원 전문의';
// a 비만 클리닉's doctors belong to 대한비만학회, not '대한비만클리닉학회'.

export interface SpecialtyWords {
  /** What the clinic is, at the end of '…입니다'. */
  place: string;
  /** The doctor's title before the name. */
  specialist: string;
  society: string;
  /** What a treatment plan is fitted to. */
  focus: string;
  act: string;
  hospitals: readonly string[];
}

const HOSPITALS = [
  '서울대학교병원',
  '세브란스병원',
  '서울아산병원',
  '삼성서울병원',
  '서울성모병원',
  '고려대학교 안암병원',
  '강남세브란스병원',
];
const DENTAL_HOSPITALS = ['서울대학교 치과병원', '연세대학교 치과대학병원', '경희대학교 치과병원'];
const KOREAN_MEDICINE_HOSPITALS = ['경희대학교 한방병원', '동국대학교 일산한방병원', '강동경희대학교 한방병원'];

const words = (
  place: string,
  specialist: string,
  society: string,
  focus: string,
  act = '치료',
  hospitals = HOSPITALS,
): SpecialtyWords => ({
  place,
  specialist,
  society,
  focus,
  act,
  hospitals,
});

export const SPECIALTY_WORDS: Record<string, SpecialtyWords> = {
  dermatology: words('피부과', '피부과 전문의', '대한피부과학회', '피부 타입과 생활 습관', '시술'),
  'plastic-surgery': words('성형외과', '성형외과 전문의', '대한성형외과학회', '얼굴형과 골격', '수술'),
  ophthalmology: words('안과', '안과 전문의', '대한안과학회', '눈 상태와 생활 패턴', '수술'),
  dentistry: words('치과', '치과의사', '대한치과의사협회', '치아 상태와 씹는 습관', '치료', DENTAL_HOSPITALS),
  'korean-medicine': words('한의원', '한의사', '대한한의사협회', '체질과 생활 습관', '치료', KOREAN_MEDICINE_HOSPITALS),
  'obesity-clinic': words('비만 클리닉', '가정의학과 전문의', '대한비만학회', '식습관과 생활 패턴'),
  'hair-loss-clinic': words(
    '탈모 치료·모발이식 센터',
    '피부과 전문의',
    '대한모발이식학회',
    '두피 상태와 탈모 진행 정도',
    '수술',
  ),
  gynecology: words('여성의원', '산부인과 전문의', '대한산부인과학회', '몸 상태와 고민'),
  orthopedics: words('정형외과', '정형외과 전문의', '대한정형외과학회', '통증 부위와 자세 습관'),
  'family-medicine': words('가정의학과 의원', '가정의학과 전문의', '대한가정의학회', '건강 상태와 생활 습관'),
  otolaryngology: words('이비인후과', '이비인후과 전문의', '대한이비인후과학회', '증상과 생활 환경'),
  'rehabilitation-medicine': words('재활의학과 의원', '재활의학과 전문의', '대한재활의학회', '통증 부위와 자세 습관'),
};

export const wordsOf = (specialtyKey: string): SpecialtyWords =>
  SPECIALTY_WORDS[specialtyKey] ?? SPECIALTY_WORDS['family-medicine'];
