import { seoulClock } from './opening-hours';

// The N of a review photo's '시술 후 N일', computed the same way by the API (public photos) and the editor's preview.

/** Seoul calendar date (YYYY-MM-DD) of an instant. */
const seoulDate = (iso: string) => seoulClock(new Date(iso)).date;

/**
 * Days from the treatment date to the day a photo was taken (Seoul calendar days): the N of '시술 후 N일'.
 * Null without both dates, when either is invalid, or when the photo is from before the treatment.
 */
export function daysAfterTreatment(
  treatedOn: string | null | undefined,
  takenAt: string | null | undefined,
): number | null {
  if (!treatedOn || !takenAt || !/^\d{4}-\d{2}-\d{2}$/.test(treatedOn) || Number.isNaN(Date.parse(takenAt)))
    return null;
  const days = Math.round((Date.parse(seoulDate(takenAt)) - Date.parse(treatedOn)) / 86_400_000);
  return Number.isNaN(days) || days < 0 ? null : days;
}
