'use client';

import { useLocale, useTranslations } from 'next-intl';
import { createContext, useContext, type ReactNode } from 'react';
import { approxForeign, type ApproxRate } from '@/contracts/prices';

// Japanese and English pages add an approximate yen or dollar figure to KRW prices, at the rate the
// server is configured with (FX_KRW_PER_JPY, FX_KRW_PER_USD); Korean pages show won only.

const ApproxRateContext = createContext<ApproxRate | null>(null);

export function ApproxRateProvider({ value, children }: { value: ApproxRate | null; children: ReactNode }) {
  return <ApproxRateContext.Provider value={value}>{children}</ApproxRateContext.Provider>;
}

/** '約￥10,530' / '≈ $71' after a KRW price; nothing on Korean pages. */
export function ApproxPrice({ krw }: { krw: number }) {
  const rate = useContext(ApproxRateContext);
  const locale = useLocale();
  const t = useTranslations('Detail.price');
  if (!rate) return null;
  return <span className="price__approx">{t('approx', { amount: approxForeign(krw, rate, locale) })}</span>;
}
