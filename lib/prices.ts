/** Percent off the regular price, rounded to a whole number (as events quote it), or null when either price is missing or nothing is off. */
export function discountRate(regularPrice: number | null | undefined, eventPrice: number | null | undefined): number | null {
  if (regularPrice == null || eventPrice == null || regularPrice <= 0 || eventPrice >= regularPrice) return null;
  return Math.round(((regularPrice - eventPrice) / regularPrice) * 100);
}
