import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// How many reviews gave each rating (the histogram of a clinic's, doctor's or event's review tab): kept on the
// clinic, doctor and event rows (rating_counts, [1★ … 5★]) by the review writer in the transaction of the review's
// write, like review_count and rating_sum, so a read is one column (an entity with 20,000 reviews costs nothing
// more to read). recountRatings recomputes them from the reviews; backend/lib/rating-counts.int.test.ts checks the
// two agree after every kind of write. Lists do not carry it.

/** `counts` with `sign` added to the `rating`★ bar: the new value of the column in an UPDATE. */
export const bumpRatingCounts = (counts: AnyColumn, rating: number, sign: 1 | -1): SQL =>
  sql`array[${sql.join(
    [1, 2, 3, 4, 5].map((n) => sql`${counts}[${sql.raw(String(n))}] + ${sql.raw(String(n === rating ? sign : 0))}`),
    sql`, `,
  )}]::integer[]`;

/** [1★ … 5★] counts of the reviews `r` in a GROUP BY (the recount). */
export const ratingCountsOf = (rating: SQL) =>
  sql`array[${sql.join(
    [1, 2, 3, 4, 5].map((n) => sql`count(*) filter (where ${rating} = ${sql.raw(String(n))})`),
    sql`, `,
  )}]::integer[]`;

/** The counts as the API answers them: five whole numbers. */
export const toRatingCounts = (raw: unknown): number[] =>
  Array.isArray(raw) && raw.length === 5 ? raw.map(Number) : [0, 0, 0, 0, 0];
