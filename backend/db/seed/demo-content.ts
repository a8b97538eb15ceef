// Korean demo names: clinic brands, Seoul areas and roads, doctor names, member nicknames.
// The sentences (intros, events, reviews) are written in ./text.

export const DEMO_COUNTS = { clinics: 40, doctors: 100, events: 150, reviews: 2000, members: 8 };

export const AREAS = [
  { area: '강남', roads: ['강남대로', '테헤란로', '논현로', '봉은사로'] },
  { area: '신사', roads: ['도산대로', '압구정로', '논현로', '강남대로'] },
  { area: '압구정', roads: ['압구정로', '논현로', '언주로', '선릉로'] },
  { area: '청담', roads: ['도산대로', '선릉로', '압구정로', '학동로'] },
  { area: '역삼', roads: ['테헤란로', '논현로', '역삼로', '언주로'] },
  { area: '서초', roads: ['서초대로', '강남대로', '반포대로', '서운로'] },
  { area: '잠실', roads: ['올림픽로', '송파대로', '백제고분로', '석촌호수로'] },
  { area: '홍대', roads: ['양화로', '와우산로', '홍익로', '어울마당로'] },
] as const;

export const DISTRICT_OF: Record<string, string> = {
  강남: '강남구',
  신사: '강남구',
  압구정: '강남구',
  청담: '강남구',
  역삼: '강남구',
  서초: '서초구',
  잠실: '송파구',
  홍대: '마포구',
};

export const BRANDS = [
  '뷰티라인',
  '더블유',
  '리엔장',
  '바노바기',
  '아이디',
  '오라클',
  '톡스앤필',
  '차앤유',
  '유앤아이',
  '청담수',
  '메이린',
  '세예',
  '닥터에버스',
  '라라',
  '하늘',
  '봄빛',
  '미소담',
  '루미',
  '제이케이',
  '온유',
];

export const CLINIC_SUFFIX: Record<string, string> = {
  dermatology: '피부과의원',
  'plastic-surgery': '성형외과의원',
  ophthalmology: '안과의원',
  dentistry: '치과의원',
  'korean-medicine': '한의원',
  'obesity-clinic': '의원',
  'hair-loss-clinic': '모발이식센터',
  gynecology: '여성의원',
  orthopedics: '정형외과의원',
  'family-medicine': '가정의학과의원',
  otolaryngology: '이비인후과의원',
  'rehabilitation-medicine': '재활의학과의원',
};

export const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '류', '홍'];
export const GIVEN_NAMES = [
  '민준',
  '서연',
  '지훈',
  '하은',
  '도윤',
  '수빈',
  '예준',
  '지민',
  '현우',
  '서윤',
  '준호',
  '지아',
  '성민',
  '유진',
  '태현',
  '다은',
  '승우',
  '소연',
  '재원',
  '미래',
  '정우',
  '혜진',
  '동현',
  '수아',
  '민서',
  '영호',
  '은비',
  '상훈',
  '나연',
  '건우',
];

export const NICKNAMES = ['반짝이는하루', '피부요정', '코덕', '쌍수후기러', '물광피부', '다이어트중', '여름준비', '꿀피부되고싶다'];
