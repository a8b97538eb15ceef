import { eq, sql, type SQL } from 'drizzle-orm';
import { clinics, doctors, events, reviewDoctors, reviews } from '../db/schema';
import { qb } from './sql';

// How many reviews gave each rating (the histogram of a clinic's, doctor's or event's review tab): counted
// when the one entity is read, as a correlated subquery over that entity's reviews (through the indexes
// on reviews.clinic_id, reviews.event_id and review_doctors.doctor_id). Lists do not carry it.

const perRating = sql.join(
  [1, 2, 3, 4, 5].map((n) => sql`count(*) filter (where ${reviews.rating} = ${sql.raw(String(n))})`),
  sql`, `,
);
const countsOf = (where: SQL) => sql<number[]>`(select json_build_array(${perRating}) from ${reviews} where ${where})`;

/** [1★, 2★, 3★, 4★, 5★] counts of the clinic (the `clinics` row of the outer query). */
export const clinicRatingCounts = () => countsOf(sql`${reviews.clinicId} = ${clinics.id}`);

/** … of the event (the `events` row of the outer query). */
export const eventRatingCounts = () => countsOf(sql`${reviews.eventId} = ${events.id}`);

/** … of the doctor (the `doctors` row of the outer query), through the reviews that name the doctor. */
export const doctorRatingCounts = () =>
  countsOf(
    sql`${reviews.id} in ${qb.select({ id: reviewDoctors.reviewId }).from(reviewDoctors).where(eq(reviewDoctors.doctorId, doctors.id))}`,
  );

/** The counts as the API answers them: five whole numbers (a driver may hand bigint counts over as strings). */
export const toRatingCounts = (raw: unknown): number[] =>
  Array.isArray(raw) && raw.length === 5 ? raw.map(Number) : [0, 0, 0, 0, 0];
