// Suggestions for the console's board box: the specialties of Korea's specialist boards (전문과목) a clinic of
// this app is likely to name, as they are written before '전문의'. A suggestion only: the API takes short text.
export const DOCTOR_BOARDS = [
  '피부과',
  '성형외과',
  '안과',
  '이비인후과',
  '가정의학과',
  '내과',
  '외과',
  '정형외과',
  '재활의학과',
  '산부인과',
  '비뇨의학과',
  '마취통증의학과',
  '신경외과',
  '치과교정과',
  '구강악안면외과',
] as const;
