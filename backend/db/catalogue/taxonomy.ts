/**
 * Versioned taxonomy catalogue for the clinic directory.
 *
 * Terms follow the vocabulary used by Korean aesthetic-medicine apps
 * (강남언니, 바비톡 …): specialties (진료과), body parts (부위), concerns (고민)
 * and treatments (시술·수술). Every name is given in Korean, Japanese and English.
 *
 * Rules for editing:
 * - ids are explicit, 1-based and consecutive within each list. They are stable:
 *   never renumber or reuse an id. Append new rows and bump CATALOGUE_VERSION.
 * - keys are lowercase kebab-case English slugs, unique within their list.
 * - Links are written by key (checked at compile time) and resolved to ids below.
 */

export type Locale = 'ko' | 'ja' | 'en';
export type LocalizedName = Record<Locale, string>;

export interface CatalogueSpecialty { id: number; key: string; name: LocalizedName }
export interface CataloguePart { id: number; key: string; name: LocalizedName }
export interface CatalogueConcern { id: number; key: string; name: LocalizedName; partIds: number[] }
export interface CatalogueTreatment { id: number; key: string; name: LocalizedName; concernIds: number[]; specialtyIds: number[] }

export const CATALOGUE_VERSION = '2026-11-22';

interface NamedRow { readonly id: number; readonly key: string; readonly ko: string; readonly ja: string; readonly en: string }

// ---------------------------------------------------------------------------
// 진료과 · Specialties
// ---------------------------------------------------------------------------

const SPECIALTY_ROWS = [
  { id: 1, key: 'dermatology', ko: '피부과', ja: '皮膚科', en: 'Dermatology' },
  { id: 2, key: 'plastic-surgery', ko: '성형외과', ja: '美容整形外科', en: 'Plastic Surgery' },
  { id: 3, key: 'ophthalmology', ko: '안과', ja: '眼科', en: 'Ophthalmology' },
  { id: 4, key: 'dentistry', ko: '치과', ja: '歯科', en: 'Dentistry' },
  { id: 5, key: 'korean-medicine', ko: '한의원', ja: '韓方医院', en: 'Korean Medicine' },
  { id: 6, key: 'obesity-clinic', ko: '비만클리닉', ja: '肥満外来', en: 'Obesity Clinic' },
  { id: 7, key: 'hair-loss-clinic', ko: '탈모클리닉', ja: '薄毛治療クリニック', en: 'Hair Loss Clinic' },
  { id: 8, key: 'gynecology', ko: '산부인과', ja: '産婦人科', en: 'Obstetrics & Gynecology' },
  { id: 9, key: 'orthopedics', ko: '정형외과', ja: '整形外科', en: 'Orthopedics' },
  { id: 10, key: 'family-medicine', ko: '가정의학과', ja: '家庭医療科', en: 'Family Medicine' },
  { id: 11, key: 'otolaryngology', ko: '이비인후과', ja: '耳鼻咽喉科', en: 'Otolaryngology (ENT)' },
  { id: 12, key: 'rehabilitation-medicine', ko: '재활의학과', ja: 'リハビリテーション科', en: 'Rehabilitation Medicine' },
] as const satisfies readonly NamedRow[];

type SpecialtyKey = (typeof SPECIALTY_ROWS)[number]['key'];

// ---------------------------------------------------------------------------
// 부위 · Body parts
// ---------------------------------------------------------------------------

const PART_ROWS = [
  { id: 1, key: 'eyes', ko: '눈', ja: '目元', en: 'Eyes' },
  { id: 2, key: 'nose', ko: '코', ja: '鼻', en: 'Nose' },
  { id: 3, key: 'face-contour', ko: '얼굴윤곽', ja: '輪郭', en: 'Facial Contour' },
  { id: 4, key: 'skin', ko: '피부', ja: '肌', en: 'Skin' },
  { id: 5, key: 'breast', ko: '가슴', ja: 'バスト', en: 'Breast' },
  { id: 6, key: 'body', ko: '바디', ja: 'ボディ', en: 'Body' },
  { id: 7, key: 'lips', ko: '입술', ja: '唇・口元', en: 'Lips & Mouth' },
  { id: 8, key: 'teeth', ko: '치아', ja: '歯', en: 'Teeth' },
  { id: 9, key: 'scalp-hair', ko: '두피·모발', ja: '頭皮・髪', en: 'Scalp & Hair' },
  { id: 10, key: 'forehead', ko: '이마', ja: 'おでこ', en: 'Forehead' },
  { id: 11, key: 'neck', ko: '목', ja: '首', en: 'Neck' },
  { id: 12, key: 'underarms', ko: '겨드랑이', ja: 'ワキ', en: 'Underarms' },
  { id: 13, key: 'intimate-area', ko: '여성 Y존', ja: 'デリケートゾーン', en: 'Intimate Area' },
] as const satisfies readonly NamedRow[];

type PartKey = (typeof PART_ROWS)[number]['key'];

// ---------------------------------------------------------------------------
// 고민 · Concerns
// ---------------------------------------------------------------------------

interface ConcernRow extends NamedRow { readonly parts: readonly PartKey[] }

const CONCERN_ROWS = [
  // 피부
  { id: 1, key: 'acne', ko: '여드름', ja: 'ニキビ', en: 'Acne', parts: ['skin'] },
  { id: 2, key: 'acne-scars', ko: '여드름 흉터', ja: 'ニキビ跡', en: 'Acne Scars', parts: ['skin'] },
  { id: 3, key: 'melasma-dark-spots', ko: '기미·잡티', ja: 'シミ・肝斑', en: 'Melasma & Dark Spots', parts: ['skin'] },
  { id: 4, key: 'enlarged-pores', ko: '넓은 모공', ja: '毛穴の開き', en: 'Enlarged Pores', parts: ['skin'] },
  { id: 5, key: 'dull-skin', ko: '칙칙한 피부톤', ja: 'くすみ', en: 'Dull Skin Tone', parts: ['skin'] },
  { id: 6, key: 'dry-skin', ko: '피부 건조', ja: '乾燥肌', en: 'Dry, Dehydrated Skin', parts: ['skin'] },
  { id: 7, key: 'facial-redness', ko: '안면홍조', ja: '赤ら顔', en: 'Facial Redness', parts: ['skin'] },
  { id: 8, key: 'wrinkles', ko: '주름', ja: 'シワ', en: 'Wrinkles', parts: ['skin', 'forehead', 'eyes'] },
  { id: 9, key: 'skin-laxity', ko: '탄력 저하', ja: 'たるみ', en: 'Sagging Skin', parts: ['skin', 'face-contour', 'neck'] },
  { id: 10, key: 'nasolabial-folds', ko: '팔자주름', ja: 'ほうれい線', en: 'Nasolabial Folds', parts: ['skin', 'face-contour'] },
  { id: 11, key: 'neck-wrinkles', ko: '목주름', ja: '首のシワ', en: 'Neck Lines', parts: ['neck'] },
  { id: 12, key: 'moles', ko: '점', ja: 'ほくろ', en: 'Moles', parts: ['skin'] },
  { id: 13, key: 'warts-skin-tags', ko: '사마귀·쥐젖', ja: 'イボ・首イボ', en: 'Warts & Skin Tags', parts: ['skin', 'neck'] },
  { id: 14, key: 'tattoos', ko: '문신', ja: 'タトゥー・アートメイク', en: 'Unwanted Tattoos', parts: ['skin', 'body'] },
  { id: 15, key: 'stretch-marks', ko: '튼살', ja: '肉割れ・妊娠線', en: 'Stretch Marks', parts: ['body', 'breast', 'skin'] },
  // 눈
  { id: 16, key: 'dark-circles', ko: '다크서클', ja: '目の下のクマ', en: 'Dark Circles', parts: ['eyes'] },
  { id: 17, key: 'under-eye-bags', ko: '눈밑 지방', ja: '目の下のふくらみ（目袋）', en: 'Under-Eye Bags', parts: ['eyes'] },
  { id: 18, key: 'monolids', ko: '무쌍', ja: '一重まぶた', en: 'Monolids', parts: ['eyes'] },
  { id: 19, key: 'droopy-eyelids', ko: '졸린 눈(안검하수)', ja: '眼瞼下垂（眠そうな目）', en: 'Droopy Eyelids (Ptosis)', parts: ['eyes'] },
  { id: 20, key: 'sagging-eyelids', ko: '눈꺼풀 처짐', ja: 'まぶたのたるみ', en: 'Sagging Eyelid Skin', parts: ['eyes'] },
  { id: 21, key: 'small-eyes', ko: '작은 눈', ja: '小さい目', en: 'Small Eyes', parts: ['eyes'] },
  { id: 22, key: 'poor-eyesight', ko: '시력 저하', ja: '視力低下', en: 'Poor Eyesight', parts: ['eyes'] },
  // 코
  { id: 23, key: 'low-nose-bridge', ko: '낮은 코', ja: '低い鼻', en: 'Low Nose Bridge', parts: ['nose'] },
  { id: 24, key: 'dorsal-hump', ko: '매부리코', ja: 'ワシ鼻', en: 'Dorsal Hump', parts: ['nose'] },
  { id: 25, key: 'bulbous-nose-tip', ko: '뭉툭한 코끝', ja: '団子鼻', en: 'Bulbous Nose Tip', parts: ['nose'] },
  { id: 26, key: 'wide-nostrils', ko: '넓은 콧볼', ja: '小鼻の広がり', en: 'Wide Nostrils', parts: ['nose'] },
  { id: 27, key: 'crooked-nose', ko: '휜 코', ja: '斜鼻（鼻の曲がり）', en: 'Crooked Nose', parts: ['nose'] },
  // 얼굴윤곽 · 이마
  { id: 28, key: 'square-jaw', ko: '사각턱', ja: 'エラの張り', en: 'Square Jaw', parts: ['face-contour'] },
  { id: 29, key: 'prominent-cheekbones', ko: '광대 돌출', ja: '頬骨の出っ張り', en: 'Prominent Cheekbones', parts: ['face-contour'] },
  { id: 30, key: 'double-chin', ko: '이중턱', ja: '二重あご', en: 'Double Chin', parts: ['face-contour', 'neck'] },
  { id: 31, key: 'receding-chin', ko: '무턱', ja: '後退あご（あごなし）', en: 'Receding Chin', parts: ['face-contour'] },
  { id: 32, key: 'facial-volume-loss', ko: '꺼진 볼·볼륨 부족', ja: '頬のこけ・ボリューム不足', en: 'Facial Volume Loss', parts: ['face-contour', 'skin'] },
  { id: 33, key: 'flat-forehead', ko: '꺼진 이마', ja: 'おでこのへこみ', en: 'Flat or Sunken Forehead', parts: ['forehead'] },
  { id: 34, key: 'high-hairline', ko: '넓은 이마', ja: '広いおでこ・生え際の後退', en: 'High Hairline', parts: ['forehead', 'scalp-hair'] },
  // 입술 · 치아
  { id: 35, key: 'thin-lips', ko: '얇은 입술', ja: '薄い唇', en: 'Thin Lips', parts: ['lips'] },
  { id: 36, key: 'downturned-mouth-corners', ko: '처진 입꼬리', ja: '下がった口角', en: 'Downturned Mouth Corners', parts: ['lips'] },
  { id: 37, key: 'protruding-mouth', ko: '돌출입', ja: '口ゴボ', en: 'Protruding Mouth', parts: ['lips', 'teeth', 'face-contour'] },
  { id: 38, key: 'gummy-smile', ko: '거미스마일', ja: 'ガミースマイル', en: 'Gummy Smile', parts: ['lips', 'teeth'] },
  { id: 39, key: 'tooth-discoloration', ko: '치아 변색', ja: '歯の黄ばみ', en: 'Tooth Discoloration', parts: ['teeth'] },
  { id: 40, key: 'malocclusion', ko: '덧니·부정교합', ja: '八重歯・歯並びの乱れ', en: 'Crooked Teeth & Malocclusion', parts: ['teeth'] },
  { id: 41, key: 'missing-teeth', ko: '치아 상실', ja: '歯の欠損', en: 'Missing Teeth', parts: ['teeth'] },
  // 두피 · 모발
  { id: 42, key: 'hair-loss', ko: '탈모', ja: '薄毛・抜け毛', en: 'Hair Loss', parts: ['scalp-hair'] },
  { id: 43, key: 'scalp-problems', ko: '두피 트러블', ja: '頭皮トラブル', en: 'Scalp Problems', parts: ['scalp-hair'] },
  // 가슴 · 바디
  { id: 44, key: 'small-breasts', ko: '작은 가슴', ja: '小さいバスト', en: 'Small Breasts', parts: ['breast'] },
  { id: 45, key: 'sagging-breasts', ko: '처진 가슴', ja: 'バストの下垂', en: 'Sagging Breasts', parts: ['breast'] },
  { id: 46, key: 'belly-fat', ko: '복부 지방', ja: 'お腹の脂肪', en: 'Belly Fat', parts: ['body'] },
  { id: 47, key: 'arm-thigh-fat', ko: '팔뚝·허벅지 군살', ja: '二の腕・太ももの脂肪', en: 'Arm & Thigh Fat', parts: ['body'] },
  { id: 48, key: 'cellulite', ko: '셀룰라이트', ja: 'セルライト', en: 'Cellulite', parts: ['body'] },
  { id: 49, key: 'obesity', ko: '비만·체중 감량', ja: '肥満・減量', en: 'Obesity & Weight Loss', parts: ['body'] },
  { id: 50, key: 'bulky-trapezius', ko: '발달한 승모근', ja: '肩の張り（僧帽筋）', en: 'Bulky Trapezius', parts: ['body', 'neck'] },
  { id: 51, key: 'muscular-calves', ko: '종아리 근육', ja: 'ふくらはぎの筋肉', en: 'Muscular Calves', parts: ['body'] },
  { id: 52, key: 'postural-imbalance', ko: '체형 불균형(거북목·골반)', ja: '体の歪み（ストレートネック・骨盤）', en: 'Postural Imbalance', parts: ['body', 'neck'] },
  // 겨드랑이
  { id: 53, key: 'underarm-sweating', ko: '겨드랑이 다한증', ja: 'ワキ汗（多汗症）', en: 'Underarm Hyperhidrosis', parts: ['underarms'] },
  { id: 54, key: 'underarm-odor', ko: '액취증', ja: 'ワキガ', en: 'Underarm Odor', parts: ['underarms'] },
  { id: 55, key: 'unwanted-hair', ko: '불필요한 털', ja: 'ムダ毛', en: 'Unwanted Hair', parts: ['underarms', 'body', 'skin'] },
  // 여성
  { id: 56, key: 'vaginal-laxity', ko: '질 이완', ja: '膣のゆるみ', en: 'Vaginal Laxity', parts: ['intimate-area'] },
  { id: 57, key: 'labial-hypertrophy', ko: '소음순 비대', ja: '小陰唇肥大', en: 'Enlarged Labia Minora', parts: ['intimate-area'] },
] as const satisfies readonly ConcernRow[];

type ConcernKey = (typeof CONCERN_ROWS)[number]['key'];

// ---------------------------------------------------------------------------
// 시술 · 수술 · Treatments
// ---------------------------------------------------------------------------

interface TreatmentRow extends NamedRow {
  readonly concerns: readonly ConcernKey[];
  readonly specialties: readonly SpecialtyKey[];
}

const TREATMENT_ROWS = [
  // 주사 · 쁘띠
  { id: 1, key: 'botox', ko: '보톡스', ja: 'ボトックス', en: 'Botox', concerns: ['wrinkles'], specialties: ['dermatology', 'plastic-surgery', 'family-medicine'] },
  { id: 2, key: 'jaw-botox', ko: '사각턱 보톡스', ja: 'エラボトックス', en: 'Jaw Slimming Botox', concerns: ['square-jaw'], specialties: ['dermatology', 'plastic-surgery', 'family-medicine'] },
  { id: 3, key: 'skin-botox', ko: '스킨보톡스', ja: 'スキンボトックス', en: 'Skin Botox (Micro Botox)', concerns: ['enlarged-pores', 'wrinkles', 'neck-wrinkles'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 4, key: 'trapezius-botox', ko: '승모근 보톡스', ja: '肩ボトックス', en: 'Trapezius Botox', concerns: ['bulky-trapezius'], specialties: ['dermatology', 'plastic-surgery', 'family-medicine'] },
  { id: 5, key: 'calf-botox', ko: '종아리 보톡스', ja: 'ふくらはぎボトックス', en: 'Calf Botox', concerns: ['muscular-calves'], specialties: ['dermatology', 'plastic-surgery', 'family-medicine'] },
  { id: 6, key: 'hyperhidrosis-botox', ko: '다한증 보톡스', ja: 'ワキ汗ボトックス', en: 'Hyperhidrosis Botox', concerns: ['underarm-sweating'], specialties: ['dermatology', 'plastic-surgery', 'family-medicine'] },
  { id: 7, key: 'gummy-smile-botox', ko: '거미스마일 보톡스', ja: 'ガミースマイルボトックス', en: 'Gummy Smile Botox', concerns: ['gummy-smile'], specialties: ['dermatology', 'plastic-surgery', 'dentistry'] },
  { id: 8, key: 'filler', ko: '필러', ja: 'ヒアルロン酸注入', en: 'Dermal Filler', concerns: ['facial-volume-loss', 'nasolabial-folds', 'wrinkles'], specialties: ['dermatology', 'plastic-surgery', 'family-medicine'] },
  { id: 9, key: 'nose-filler', ko: '코 필러', ja: '鼻のヒアルロン酸注入', en: 'Nose Filler', concerns: ['low-nose-bridge'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 10, key: 'lip-filler', ko: '입술 필러', ja: '唇のヒアルロン酸注入', en: 'Lip Filler', concerns: ['thin-lips', 'downturned-mouth-corners'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 11, key: 'chin-filler', ko: '턱끝 필러', ja: 'あごのヒアルロン酸注入', en: 'Chin Filler', concerns: ['receding-chin'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 12, key: 'forehead-filler', ko: '이마 필러', ja: 'おでこのヒアルロン酸注入', en: 'Forehead Filler', concerns: ['flat-forehead'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 13, key: 'tear-trough-filler', ko: '눈밑 필러', ja: '目の下のヒアルロン酸注入', en: 'Tear Trough Filler', concerns: ['dark-circles'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 14, key: 'neck-wrinkle-filler', ko: '목주름 필러', ja: '首のシワのヒアルロン酸注入', en: 'Neck Line Filler', concerns: ['neck-wrinkles'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 15, key: 'rejuran-healer', ko: '리쥬란 힐러', ja: 'リジュラン', en: 'Rejuran Healer', concerns: ['wrinkles', 'skin-laxity', 'enlarged-pores', 'acne-scars', 'dark-circles', 'neck-wrinkles'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 16, key: 'skin-booster', ko: '물광주사', ja: '水光注射', en: 'Skin Booster (Glass-Skin Injection)', concerns: ['dry-skin', 'dull-skin'], specialties: ['dermatology', 'plastic-surgery', 'family-medicine'] },
  { id: 17, key: 'salmon-pdrn-injection', ko: '연어주사(PDRN)', ja: 'サーモン注射（PDRN）', en: 'PDRN Salmon DNA Injection', concerns: ['dry-skin', 'acne-scars', 'wrinkles'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 18, key: 'juvelook', ko: '쥬베룩', ja: 'ジュベルック', en: 'Juvelook', concerns: ['acne-scars', 'skin-laxity', 'enlarged-pores'], specialties: ['dermatology'] },
  { id: 19, key: 'sculptra', ko: '스컬트라', ja: 'スカルプトラ', en: 'Sculptra', concerns: ['facial-volume-loss', 'skin-laxity'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 20, key: 'glutathione-injection', ko: '백옥주사', ja: '白玉注射', en: 'Glutathione Whitening Injection', concerns: ['dull-skin', 'melasma-dark-spots'], specialties: ['dermatology', 'family-medicine'] },
  { id: 21, key: 'face-contour-injection', ko: '윤곽주사', ja: '小顔注射', en: 'Face Contouring Injection', concerns: ['double-chin', 'square-jaw'], specialties: ['dermatology', 'plastic-surgery', 'family-medicine'] },
  { id: 22, key: 'fat-dissolving-injection', ko: '지방분해주사', ja: '脂肪溶解注射', en: 'Fat-Dissolving Injection', concerns: ['belly-fat', 'arm-thigh-fat', 'double-chin'], specialties: ['obesity-clinic', 'dermatology', 'family-medicine'] },
  // 리프팅 · 탄력
  { id: 23, key: 'ulthera', ko: '울쎄라', ja: 'ウルセラ', en: 'Ultherapy', concerns: ['skin-laxity', 'double-chin', 'nasolabial-folds'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 24, key: 'thermage', ko: '써마지', ja: 'サーマクール', en: 'Thermage FLX', concerns: ['skin-laxity', 'wrinkles', 'neck-wrinkles'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 25, key: 'shurink', ko: '슈링크', ja: 'シュリンク', en: 'Shurink Universe HIFU', concerns: ['skin-laxity', 'double-chin'], specialties: ['dermatology', 'plastic-surgery', 'family-medicine'] },
  { id: 26, key: 'inmode', ko: '인모드', ja: 'インモード', en: 'InMode', concerns: ['skin-laxity', 'double-chin', 'nasolabial-folds'], specialties: ['dermatology', 'plastic-surgery', 'family-medicine'] },
  { id: 27, key: 'oligio', ko: '올리지오', ja: 'オリジオ', en: 'Oligio', concerns: ['skin-laxity', 'wrinkles'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 28, key: 'onda-lifting', ko: '온다 리프팅', ja: 'オンダリフト', en: 'Onda Lifting', concerns: ['skin-laxity', 'double-chin'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 29, key: 'titanium-lifting', ko: '티타늄 리프팅', ja: 'チタニウムリフト', en: 'Titanium Lifting', concerns: ['skin-laxity'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 30, key: 'thread-lift', ko: '실리프팅', ja: '糸リフト', en: 'Thread Lift', concerns: ['skin-laxity', 'nasolabial-folds', 'double-chin'], specialties: ['plastic-surgery', 'dermatology'] },
  // 색소 · 홍조 · 여드름 · 모공
  { id: 31, key: 'laser-toning', ko: '레이저토닝', ja: 'レーザートーニング', en: 'Laser Toning', concerns: ['melasma-dark-spots', 'dull-skin'], specialties: ['dermatology'] },
  { id: 32, key: 'pico-toning', ko: '피코토닝', ja: 'ピコトーニング', en: 'Pico Toning', concerns: ['melasma-dark-spots', 'dull-skin'], specialties: ['dermatology'] },
  { id: 33, key: 'ipl', ko: 'IPL 광치료', ja: 'IPL（フォトフェイシャル）', en: 'IPL Photofacial', concerns: ['melasma-dark-spots', 'facial-redness', 'dull-skin'], specialties: ['dermatology'] },
  { id: 34, key: 'v-beam', ko: '브이빔', ja: 'Vビーム', en: 'V-Beam Laser', concerns: ['facial-redness', 'acne'], specialties: ['dermatology'] },
  { id: 35, key: 'excel-v', ko: '엑셀V', ja: 'エクセルV', en: 'Excel V', concerns: ['facial-redness', 'melasma-dark-spots'], specialties: ['dermatology'] },
  { id: 36, key: 'fraxel', ko: '프락셀', ja: 'フラクセル', en: 'Fraxel Laser', concerns: ['acne-scars', 'enlarged-pores', 'wrinkles'], specialties: ['dermatology'] },
  { id: 37, key: 'pico-fractional', ko: '피코프락셀', ja: 'ピコフラクショナル', en: 'Pico Fractional Laser', concerns: ['acne-scars', 'enlarged-pores'], specialties: ['dermatology'] },
  { id: 38, key: 'potenza', ko: '포텐자', ja: 'ポテンツァ', en: 'Potenza', concerns: ['acne-scars', 'enlarged-pores', 'facial-redness', 'acne'], specialties: ['dermatology'] },
  { id: 39, key: 'aqua-peel', ko: '아쿠아필', ja: 'アクアピーリング', en: 'Aqua Peel', concerns: ['enlarged-pores', 'acne', 'dull-skin'], specialties: ['dermatology', 'family-medicine'] },
  { id: 40, key: 'chemical-peel', ko: '필링', ja: 'ケミカルピーリング', en: 'Chemical Peel', concerns: ['acne', 'dull-skin', 'melasma-dark-spots'], specialties: ['dermatology'] },
  { id: 41, key: 'acne-extraction', ko: '여드름 압출', ja: 'ニキビ圧出', en: 'Acne Extraction', concerns: ['acne'], specialties: ['dermatology'] },
  { id: 42, key: 'agnes', ko: '아그네스', ja: 'アグネス', en: 'Agnes RF', concerns: ['acne', 'under-eye-bags'], specialties: ['dermatology'] },
  // 제거 · 제모
  { id: 43, key: 'mole-removal', ko: '점 빼기', ja: 'ほくろ除去', en: 'Mole Removal', concerns: ['moles'], specialties: ['dermatology'] },
  { id: 44, key: 'wart-removal', ko: '사마귀·쥐젖 제거', ja: 'イボ除去', en: 'Wart & Skin Tag Removal', concerns: ['warts-skin-tags'], specialties: ['dermatology'] },
  { id: 45, key: 'molluscum-removal', ko: '물사마귀 제거', ja: '水いぼ除去', en: 'Molluscum Removal', concerns: ['warts-skin-tags'], specialties: ['dermatology'] },
  { id: 46, key: 'tattoo-removal', ko: '문신 제거', ja: 'タトゥー除去', en: 'Tattoo Removal', concerns: ['tattoos'], specialties: ['dermatology'] },
  { id: 47, key: 'laser-hair-removal', ko: '제모 레이저', ja: '医療レーザー脱毛', en: 'Laser Hair Removal', concerns: ['unwanted-hair'], specialties: ['dermatology', 'family-medicine'] },
  { id: 48, key: 'stretch-mark-laser', ko: '튼살 레이저', ja: '肉割れレーザー治療', en: 'Stretch Mark Laser', concerns: ['stretch-marks'], specialties: ['dermatology'] },
  { id: 49, key: 'miradry', ko: '미라드라이', ja: 'ミラドライ', en: 'miraDry', concerns: ['underarm-sweating', 'underarm-odor'], specialties: ['dermatology', 'plastic-surgery'] },
  { id: 50, key: 'underarm-odor-surgery', ko: '액취증 수술', ja: 'ワキガ手術', en: 'Underarm Odor Surgery', concerns: ['underarm-odor', 'underarm-sweating'], specialties: ['plastic-surgery', 'dermatology'] },
  // 눈 성형
  { id: 51, key: 'double-eyelid-non-incisional', ko: '쌍꺼풀 수술(매몰법)', ja: '二重整形（埋没法）', en: 'Non-Incisional Double Eyelid Surgery', concerns: ['monolids'], specialties: ['plastic-surgery'] },
  { id: 52, key: 'double-eyelid-incisional', ko: '쌍꺼풀 수술(절개법)', ja: '二重整形（全切開法）', en: 'Incisional Double Eyelid Surgery', concerns: ['monolids', 'sagging-eyelids'], specialties: ['plastic-surgery'] },
  { id: 53, key: 'ptosis-correction', ko: '눈매교정', ja: '眼瞼下垂手術', en: 'Ptosis Correction', concerns: ['droopy-eyelids', 'small-eyes'], specialties: ['plastic-surgery', 'ophthalmology'] },
  { id: 54, key: 'epicanthoplasty', ko: '앞트임', ja: '目頭切開', en: 'Epicanthoplasty', concerns: ['small-eyes'], specialties: ['plastic-surgery'] },
  { id: 55, key: 'lateral-canthoplasty', ko: '뒤트임', ja: '目尻切開', en: 'Lateral Canthoplasty', concerns: ['small-eyes'], specialties: ['plastic-surgery'] },
  { id: 56, key: 'under-eye-fat-repositioning', ko: '눈밑지방재배치', ja: '目の下の脂肪再配置（裏ハムラ法）', en: 'Under-Eye Fat Repositioning', concerns: ['under-eye-bags', 'dark-circles'], specialties: ['plastic-surgery'] },
  { id: 57, key: 'upper-blepharoplasty', ko: '상안검 성형', ja: '上まぶたのたるみ取り', en: 'Upper Blepharoplasty', concerns: ['sagging-eyelids'], specialties: ['plastic-surgery', 'ophthalmology'] },
  { id: 58, key: 'lower-blepharoplasty', ko: '하안검 성형', ja: '下まぶたのたるみ取り', en: 'Lower Blepharoplasty', concerns: ['under-eye-bags', 'wrinkles'], specialties: ['plastic-surgery'] },
  { id: 59, key: 'sub-brow-lift', ko: '눈썹거상', ja: '眉下切開', en: 'Sub-Brow Lift', concerns: ['sagging-eyelids'], specialties: ['plastic-surgery'] },
  // 코 성형
  { id: 60, key: 'nasal-bridge-implant', ko: '콧대 보형물', ja: '鼻プロテーゼ', en: 'Nasal Bridge Implant', concerns: ['low-nose-bridge'], specialties: ['plastic-surgery'] },
  { id: 61, key: 'nose-tip-plasty', ko: '코끝성형', ja: '鼻尖形成', en: 'Nose Tip Plasty', concerns: ['bulbous-nose-tip', 'low-nose-bridge'], specialties: ['plastic-surgery'] },
  { id: 62, key: 'hump-reduction', ko: '매부리코 교정', ja: 'ワシ鼻修正', en: 'Dorsal Hump Reduction', concerns: ['dorsal-hump'], specialties: ['plastic-surgery'] },
  { id: 63, key: 'alar-reduction', ko: '콧볼 축소', ja: '小鼻縮小', en: 'Alar Reduction', concerns: ['wide-nostrils'], specialties: ['plastic-surgery'] },
  { id: 64, key: 'crooked-nose-correction', ko: '휜코 교정', ja: '斜鼻修正', en: 'Crooked Nose Correction', concerns: ['crooked-nose'], specialties: ['plastic-surgery', 'otolaryngology'] },
  { id: 65, key: 'septoplasty', ko: '비중격 교정술', ja: '鼻中隔矯正術', en: 'Septoplasty', concerns: ['crooked-nose'], specialties: ['otolaryngology', 'plastic-surgery'] },
  // 윤곽 · 안면
  { id: 66, key: 'mandible-angle-reduction', ko: '사각턱 수술', ja: 'エラ削り', en: 'Mandible Angle Reduction', concerns: ['square-jaw'], specialties: ['plastic-surgery'] },
  { id: 67, key: 'zygoma-reduction', ko: '광대축소', ja: '頬骨削り', en: 'Zygoma Reduction', concerns: ['prominent-cheekbones'], specialties: ['plastic-surgery'] },
  { id: 68, key: 'genioplasty', ko: '턱끝 성형', ja: 'あご形成（オトガイ形成）', en: 'Genioplasty', concerns: ['receding-chin'], specialties: ['plastic-surgery'] },
  { id: 69, key: 'double-jaw-surgery', ko: '양악수술', ja: '両顎手術', en: 'Double Jaw Surgery', concerns: ['protruding-mouth', 'malocclusion', 'square-jaw'], specialties: ['plastic-surgery', 'dentistry'] },
  { id: 70, key: 'protruding-mouth-surgery', ko: '돌출입 수술', ja: '口ゴボ手術（セットバック）', en: 'Protruding Mouth Surgery', concerns: ['protruding-mouth'], specialties: ['plastic-surgery', 'dentistry'] },
  { id: 71, key: 'facelift', ko: '안면거상', ja: 'フェイスリフト', en: 'Facelift', concerns: ['skin-laxity', 'nasolabial-folds', 'neck-wrinkles'], specialties: ['plastic-surgery'] },
  { id: 72, key: 'forehead-lift', ko: '이마거상', ja: '額リフト', en: 'Forehead Lift', concerns: ['wrinkles', 'sagging-eyelids'], specialties: ['plastic-surgery'] },
  { id: 73, key: 'fat-grafting', ko: '지방이식', ja: '脂肪注入', en: 'Fat Grafting', concerns: ['facial-volume-loss', 'flat-forehead', 'small-breasts'], specialties: ['plastic-surgery'] },
  { id: 74, key: 'facial-liposuction', ko: '얼굴 지방흡입', ja: '顔の脂肪吸引', en: 'Facial Liposuction', concerns: ['double-chin'], specialties: ['plastic-surgery'] },
  { id: 75, key: 'mouth-corner-lift', ko: '입꼬리 성형', ja: '口角挙上術', en: 'Mouth Corner Lift', concerns: ['downturned-mouth-corners'], specialties: ['plastic-surgery'] },
  // 가슴 · 바디
  { id: 76, key: 'breast-augmentation', ko: '가슴 확대', ja: '豊胸（シリコンバッグ）', en: 'Breast Augmentation', concerns: ['small-breasts'], specialties: ['plastic-surgery'] },
  { id: 77, key: 'breast-lift', ko: '가슴 거상', ja: '乳房挙上術', en: 'Breast Lift', concerns: ['sagging-breasts'], specialties: ['plastic-surgery'] },
  { id: 78, key: 'liposuction', ko: '지방흡입', ja: '脂肪吸引', en: 'Liposuction', concerns: ['belly-fat', 'arm-thigh-fat'], specialties: ['plastic-surgery'] },
  { id: 79, key: 'abdominoplasty', ko: '복부 성형', ja: '腹部形成（タミータック）', en: 'Abdominoplasty (Tummy Tuck)', concerns: ['belly-fat', 'stretch-marks'], specialties: ['plastic-surgery'] },
  { id: 80, key: 'coolsculpting', ko: '쿨스컬프팅', ja: 'クールスカルプティング', en: 'CoolSculpting', concerns: ['belly-fat', 'arm-thigh-fat', 'double-chin'], specialties: ['obesity-clinic', 'dermatology', 'family-medicine'] },
  { id: 81, key: 'body-inmode', ko: '바디 인모드', ja: 'ボディインモード', en: 'Body InMode', concerns: ['cellulite', 'belly-fat', 'arm-thigh-fat'], specialties: ['obesity-clinic', 'dermatology'] },
  { id: 82, key: 'carboxytherapy', ko: '카복시', ja: 'カーボキシー', en: 'Carboxytherapy', concerns: ['cellulite', 'belly-fat', 'dark-circles'], specialties: ['obesity-clinic', 'dermatology', 'family-medicine'] },
  // 다이어트
  { id: 83, key: 'saxenda', ko: '삭센다', ja: 'サクセンダ', en: 'Saxenda', concerns: ['obesity'], specialties: ['obesity-clinic', 'family-medicine'] },
  { id: 84, key: 'wegovy', ko: '위고비', ja: 'ウゴービ', en: 'Wegovy', concerns: ['obesity'], specialties: ['obesity-clinic', 'family-medicine'] },
  { id: 85, key: 'mounjaro', ko: '마운자로', ja: 'マンジャロ', en: 'Mounjaro', concerns: ['obesity'], specialties: ['obesity-clinic', 'family-medicine'] },
  { id: 86, key: 'herbal-diet-medicine', ko: '다이어트 한약', ja: 'ダイエット漢方', en: 'Herbal Diet Medicine', concerns: ['obesity', 'belly-fat'], specialties: ['korean-medicine'] },
  // 모발 · 두피
  { id: 87, key: 'hair-transplant', ko: '모발이식', ja: '自毛植毛', en: 'Hair Transplant', concerns: ['hair-loss', 'high-hairline'], specialties: ['hair-loss-clinic', 'plastic-surgery', 'dermatology'] },
  { id: 88, key: 'hairline-transplant', ko: '헤어라인 교정', ja: '生え際植毛', en: 'Hairline Lowering Transplant', concerns: ['high-hairline'], specialties: ['hair-loss-clinic', 'plastic-surgery'] },
  { id: 89, key: 'hair-loss-medication', ko: '탈모약 처방', ja: 'AGA治療薬の処方', en: 'Hair Loss Medication', concerns: ['hair-loss'], specialties: ['hair-loss-clinic', 'dermatology', 'family-medicine'] },
  { id: 90, key: 'scalp-prp', ko: '두피 PRP 주사', ja: '頭皮PRP療法', en: 'Scalp PRP Therapy', concerns: ['hair-loss'], specialties: ['hair-loss-clinic', 'dermatology'] },
  { id: 91, key: 'scalp-scaling', ko: '두피 스케일링', ja: '頭皮クレンジング', en: 'Scalp Scaling', concerns: ['scalp-problems', 'hair-loss'], specialties: ['hair-loss-clinic', 'dermatology'] },
  { id: 92, key: 'scalp-micropigmentation', ko: '두피 문신(SMP)', ja: '頭皮アートメイク', en: 'Scalp Micropigmentation', concerns: ['hair-loss', 'high-hairline'], specialties: ['hair-loss-clinic', 'dermatology'] },
  // 치과
  { id: 93, key: 'teeth-whitening', ko: '치아미백', ja: 'ホワイトニング', en: 'Teeth Whitening', concerns: ['tooth-discoloration'], specialties: ['dentistry'] },
  { id: 94, key: 'laminate-veneers', ko: '라미네이트', ja: 'ラミネートベニア', en: 'Porcelain Veneers', concerns: ['tooth-discoloration', 'malocclusion'], specialties: ['dentistry'] },
  { id: 95, key: 'ceramic-crown', ko: '올세라믹 크라운', ja: 'セラミッククラウン', en: 'All-Ceramic Crown', concerns: ['tooth-discoloration', 'missing-teeth'], specialties: ['dentistry'] },
  { id: 96, key: 'clear-aligners', ko: '투명교정', ja: 'マウスピース矯正', en: 'Clear Aligners', concerns: ['malocclusion', 'protruding-mouth'], specialties: ['dentistry'] },
  { id: 97, key: 'braces', ko: '치아교정', ja: 'ワイヤー矯正', en: 'Orthodontic Braces', concerns: ['malocclusion', 'protruding-mouth'], specialties: ['dentistry'] },
  { id: 98, key: 'dental-implant', ko: '임플란트', ja: 'インプラント', en: 'Dental Implant', concerns: ['missing-teeth'], specialties: ['dentistry'] },
  { id: 99, key: 'gum-contouring', ko: '잇몸성형', ja: '歯肉整形', en: 'Gum Contouring', concerns: ['gummy-smile'], specialties: ['dentistry'] },
  // 시력교정
  { id: 100, key: 'lasik', ko: '라식', ja: 'レーシック', en: 'LASIK', concerns: ['poor-eyesight'], specialties: ['ophthalmology'] },
  { id: 101, key: 'lasek', ko: '라섹', ja: 'ラセック', en: 'LASEK', concerns: ['poor-eyesight'], specialties: ['ophthalmology'] },
  { id: 102, key: 'smile-lasik', ko: '스마일 라식', ja: 'リレックス スマイル', en: 'SMILE (ReLEx SMILE)', concerns: ['poor-eyesight'], specialties: ['ophthalmology'] },
  { id: 103, key: 'icl', ko: '렌즈삽입술(ICL)', ja: 'ICL（眼内コンタクトレンズ）', en: 'Implantable Collamer Lens (ICL)', concerns: ['poor-eyesight'], specialties: ['ophthalmology'] },
  { id: 104, key: 'multifocal-iol', ko: '노안·백내장 다초점렌즈', ja: '多焦点眼内レンズ（老眼・白内障）', en: 'Multifocal IOL Surgery', concerns: ['poor-eyesight'], specialties: ['ophthalmology'] },
  // 한방 · 체형 · 재활
  { id: 105, key: 'pharmacopuncture', ko: '약침', ja: '薬鍼', en: 'Pharmacopuncture', concerns: ['postural-imbalance', 'belly-fat'], specialties: ['korean-medicine'] },
  { id: 106, key: 'chuna', ko: '추나요법', ja: 'チュナ（推拿）療法', en: 'Chuna Manual Therapy', concerns: ['postural-imbalance'], specialties: ['korean-medicine'] },
  { id: 107, key: 'cosmetic-acupuncture', ko: '미용침', ja: '美容鍼', en: 'Cosmetic Acupuncture', concerns: ['wrinkles', 'skin-laxity'], specialties: ['korean-medicine'] },
  { id: 108, key: 'thread-embedding', ko: '매선요법', ja: '埋線療法', en: 'Thread Embedding Therapy', concerns: ['skin-laxity', 'double-chin'], specialties: ['korean-medicine'] },
  { id: 109, key: 'manual-therapy', ko: '도수치료', ja: '徒手療法', en: 'Manual Therapy', concerns: ['postural-imbalance'], specialties: ['orthopedics', 'rehabilitation-medicine'] },
  { id: 110, key: 'shockwave-therapy', ko: '체외충격파', ja: '体外衝撃波治療', en: 'Shockwave Therapy', concerns: ['postural-imbalance'], specialties: ['orthopedics', 'rehabilitation-medicine'] },
  { id: 111, key: 'posture-correction', ko: '체형교정', ja: '姿勢矯正', en: 'Posture Correction', concerns: ['postural-imbalance'], specialties: ['orthopedics', 'rehabilitation-medicine', 'korean-medicine'] },
  // 여성성형
  { id: 112, key: 'vaginoplasty', ko: '질 축소 수술(이쁜이수술)', ja: '膣縮小術', en: 'Vaginal Tightening Surgery', concerns: ['vaginal-laxity'], specialties: ['gynecology'] },
  { id: 113, key: 'labiaplasty', ko: '소음순 성형', ja: '小陰唇縮小術', en: 'Labiaplasty', concerns: ['labial-hypertrophy'], specialties: ['gynecology', 'plastic-surgery'] },
  { id: 114, key: 'vaginal-laser', ko: '질 타이트닝 레이저', ja: '膣レーザー', en: 'Vaginal Tightening Laser', concerns: ['vaginal-laxity'], specialties: ['gynecology'] },
] as const satisfies readonly TreatmentRow[];

// ---------------------------------------------------------------------------
// Resolution: key references → ids
// ---------------------------------------------------------------------------

function idLookup(listName: string, rows: readonly NamedRow[]): (key: string) => number {
  const byKey = new Map<string, number>();
  for (const row of rows) byKey.set(row.key, row.id);
  return (key) => {
    const id = byKey.get(key);
    if (id === undefined) throw new Error(`taxonomy: unknown ${listName} key "${key}"`);
    return id;
  };
}

function localized(row: NamedRow): LocalizedName {
  return { ko: row.ko, ja: row.ja, en: row.en };
}

const specialtyId = idLookup('specialty', SPECIALTY_ROWS);
const partId = idLookup('part', PART_ROWS);
const concernId = idLookup('concern', CONCERN_ROWS);

export const specialties: readonly CatalogueSpecialty[] = SPECIALTY_ROWS.map((row) => ({
  id: row.id,
  key: row.key,
  name: localized(row),
}));

export const parts: readonly CataloguePart[] = PART_ROWS.map((row) => ({
  id: row.id,
  key: row.key,
  name: localized(row),
}));

export const concerns: readonly CatalogueConcern[] = CONCERN_ROWS.map((row: ConcernRow) => ({
  id: row.id,
  key: row.key,
  name: localized(row),
  partIds: row.parts.map(partId),
}));

export const treatments: readonly CatalogueTreatment[] = TREATMENT_ROWS.map((row: TreatmentRow) => ({
  id: row.id,
  key: row.key,
  name: localized(row),
  concernIds: row.concerns.map(concernId),
  specialtyIds: row.specialties.map(specialtyId),
}));
