'use client';

import { createContext, type ReactNode } from 'react';
import type { ApproxRate } from '@/contracts/prices';

// Japanese and English pages add an approximate yen or dollar figure to KRW prices, at the rate the
// server is configured with (FX_KRW_PER_JPY, FX_KRW_PER_USD); Korean pages show won only. The rate is given
// once by the root layout; ApproxPrice (with the formatting) comes only with the pages that show prices.

export const ApproxRateContext = createContext<ApproxRate | null>(null);

export function ApproxRateProvider({ value, children }: { value: ApproxRate | null; children: ReactNode }) {
  return <ApproxRateContext.Provider value={value}>{children}</ApproxRateContext.Provider>;
}
