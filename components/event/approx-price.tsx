'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useContext } from 'react';
import { approxForeign } from '@/contracts/prices';
import { ApproxRateContext } from './approx-rate';

/** '約￥10,530' / '≈ $71' after a KRW price; nothing on Korean pages. */
export function ApproxPrice({ krw }: { krw: number }) {
  const rate = useContext(ApproxRateContext);
  const locale = useLocale();
  const t = useTranslations('Detail.price');
  if (!rate) return null;
  return <span className="price__approx">{t('approx', { amount: approxForeign(krw, rate, locale) })}</span>;
}
