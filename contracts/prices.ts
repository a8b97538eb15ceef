/** Percent off the regular price, rounded to a whole number (as events quote it), or null when either price is missing or nothing is off. */
export function discountRate(
  regularPrice: number | null | undefined,
  eventPrice: number | null | undefined,
): number | null {
  if (regularPrice == null || eventPrice == null || regularPrice <= 0 || eventPrice >= regularPrice) return null;
  return Math.round(((regularPrice - eventPrice) / regularPrice) * 100);
}

/** A foreign currency a KRW price is also shown in, approximately, and how many won one unit costs. */
export interface ApproxRate {
  currency: 'JPY' | 'USD';
  krwPerUnit: number;
}

// One formatter per locale and currency: making one costs far more than formatting with it.
const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * A KRW amount in the visitor's currency, rounded to what an estimate deserves (yen to 10, dollars to 1):
 * 99,000 won at 9.4 won per yen → '￥10,530'. Formatted for the page's language.
 */
export function approxForeign(krw: number, rate: ApproxRate, locale: string): string {
  const step = rate.currency === 'JPY' ? 10 : 1;
  const amount = Math.round(krw / rate.krwPerUnit / step) * step;
  const key = `${locale}|${rate.currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: rate.currency, maximumFractionDigits: 0 });
    currencyFormats.set(key, format);
  }
  return format.format(amount);
}
