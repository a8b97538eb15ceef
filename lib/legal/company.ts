import type { Locale } from './types';

export interface CompanyInfo {
  name: string;
  ceo: string;
  businessNumber: string;
  mailOrderNumber: string;
  address: string;
  privacyOfficer: string;
  email: string;
  csPhone: string;
  csHours: string;
}

/** Fictional operator of the service. All identifiers below are made up. */
export const company: Record<Locale, CompanyInfo> = {
  ko: {
    name: '주식회사 뷰티노트',
    ceo: '김지현',
    businessNumber: '123-45-67890',
    mailOrderNumber: '제2026-서울강남-01234호',
    address: '서울특별시 강남구 테헤란로 123, 4층 (역삼동)',
    privacyOfficer: '박서준',
    email: 'help@example.com',
    csPhone: '1588-0000',
    csHours: '평일 10:00–18:00 (점심 12:00–13:00)',
  },
  ja: {
    name: '株式会社ビューティーノート（주식회사 뷰티노트）',
    ceo: 'キム・ジヒョン',
    businessNumber: '123-45-67890',
    mailOrderNumber: '第2026-ソウル江南-01234号',
    address: '大韓民国 ソウル特別市 江南区 テヘラン路123 4階（駅三洞）',
    privacyOfficer: 'パク・ソジュン',
    email: 'help@example.com',
    csPhone: '1588-0000',
    csHours: '平日 10:00～18:00（昼休み 12:00～13:00、韓国時間）',
  },
  en: {
    name: 'BeautyNote Co., Ltd.',
    ceo: 'Jihyun Kim',
    businessNumber: '123-45-67890',
    mailOrderNumber: 'No. 2026-Seoul Gangnam-01234',
    address: '4F, 123 Teheran-ro, Gangnam-gu (Yeoksam-dong), Seoul, Republic of Korea',
    privacyOfficer: 'Seojun Park',
    email: 'help@example.com',
    csPhone: '1588-0000',
    csHours: 'Weekdays 10:00–18:00 KST (lunch break 12:00–13:00)',
  },
};

/** Service name as shown in legal texts for each locale. */
export const serviceName: Record<Locale, string> = {
  ko: '뷰티노트',
  ja: 'ビューティーノート',
  en: 'BeautyNote',
};
