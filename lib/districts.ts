import type { Locale } from '@/lib/i18n/config';

// The names of Seoul's 구 in Japanese and English, for the explore hub's area chips on ja/en pages. The data
// keeps the Korean name (from the road address); an area not listed here is shown in Korean.
const SEOUL: Record<string, { ja: string; en: string }> = {
  강남구: { ja: '江南区', en: 'Gangnam-gu' },
  강동구: { ja: '江東区', en: 'Gangdong-gu' },
  강북구: { ja: '江北区', en: 'Gangbuk-gu' },
  강서구: { ja: '江西区', en: 'Gangseo-gu' },
  관악구: { ja: '冠岳区', en: 'Gwanak-gu' },
  광진구: { ja: '広津区', en: 'Gwangjin-gu' },
  구로구: { ja: '九老区', en: 'Guro-gu' },
  금천구: { ja: '衿川区', en: 'Geumcheon-gu' },
  노원구: { ja: '蘆原区', en: 'Nowon-gu' },
  도봉구: { ja: '道峰区', en: 'Dobong-gu' },
  동대문구: { ja: '東大門区', en: 'Dongdaemun-gu' },
  동작구: { ja: '銅雀区', en: 'Dongjak-gu' },
  마포구: { ja: '麻浦区', en: 'Mapo-gu' },
  서대문구: { ja: '西大門区', en: 'Seodaemun-gu' },
  서초구: { ja: '瑞草区', en: 'Seocho-gu' },
  성동구: { ja: '城東区', en: 'Seongdong-gu' },
  성북구: { ja: '城北区', en: 'Seongbuk-gu' },
  송파구: { ja: '松坡区', en: 'Songpa-gu' },
  양천구: { ja: '陽川区', en: 'Yangcheon-gu' },
  영등포구: { ja: '永登浦区', en: 'Yeongdeungpo-gu' },
  용산구: { ja: '龍山区', en: 'Yongsan-gu' },
  은평구: { ja: '恩平区', en: 'Eunpyeong-gu' },
  종로구: { ja: '鍾路区', en: 'Jongno-gu' },
  중구: { ja: '中区', en: 'Jung-gu' },
  중랑구: { ja: '中浪区', en: 'Jungnang-gu' },
};

/** An area's name in the page's language: 강남구 → 江南区 / Gangnam-gu; Korean on Korean pages and for areas not listed. */
export function districtLabel(name: string, locale: Locale): string {
  if (locale === 'ko') return name;
  return SEOUL[name]?.[locale] ?? name;
}
