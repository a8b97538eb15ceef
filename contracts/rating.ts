/**
 * The average rating the API answers and every page shows: sum/count rounded once, half up, to one decimal,
 * from the exact integer totals (never from a stored, already rounded average: 4.345 stored as 4.35 would
 * show 4.4). 0 without reviews.
 */
export function averageRating(ratingSum: number, reviewCount: number): number {
  if (!(reviewCount > 0)) return 0;
  // round(10·sum/count) half up = floor((20·sum + count) / (2·count)); both sides are integers below 2^53,
  // so the floor of the float quotient is the exact integer quotient.
  return Math.floor((20 * ratingSum + reviewCount) / (2 * reviewCount)) / 10;
}
