// The demo plan's events and reviews (see planDemo): structure from `rng`, wording from `say`.
import * as catalogue from '../catalogue/taxonomy';
import { DEMO_COUNTS } from './demo-content';
import type { Context, PlannedClinic } from './demo-plan';
import type { Random } from './random';
import { spokenConcern } from './text/concern-words';
import { eventContent, eventTitle } from './text/event-text';
import { writeReview } from './text/review-text';
import { phrasesOf } from './text/treatment-kinds';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const treatmentById = (id: number) => catalogue.treatments.find((t) => t.id === id)!;
const treatmentName = (id: number) => treatmentById(id).name.ko;

function weightedRating(rng: Random) {
  const x = rng.next();
  return x < 0.55 ? 5 : x < 0.85 ? 4 : x < 0.95 ? 3 : x < 0.98 ? 2 : 1;
}

// Events: three or four per clinic, most of them running now. Returns each event's treatment ids.
export function planEvents({ plan, clinics, rng, say, img, now }: Context): Map<number, number[]> {
  const byEvent = new Map<number, number[]>();
  let eventId = 0;
  for (const clinic of clinics) {
    const n = clinic.id <= 30 ? 4 : 3;
    for (let k = 0; k < n && eventId < DEMO_COUNTS.events; k++) {
      eventId++;
      const treatmentIds = rng.sample(clinic.treatmentIds, rng.int(1, 2));
      const first = treatmentById(treatmentIds[0]);
      const kind = phrasesOf(first.key);
      // A price within the usual range (in 만 원) of the dearest treatment in the event, rounded to 1,000 won.
      const ranges = treatmentIds.map((t) => phrasesOf(treatmentById(t).key).price);
      const [lo, hi] = [Math.max(...ranges.map((r) => r[0])), Math.max(...ranges.map((r) => r[1]))];
      const price = Math.round((lo + ((hi - lo) * (rng.int(5, 90) - 5)) / 85) * 10) * 1000;
      const sale = Math.round((price * rng.int(50, 85)) / 100 / 1000) * 1000;
      // Days ago: an ongoing event started then; an ended one ended then (and started 4–7 weeks before).
      const daysAgo = rng.int(1, 60);
      const ongoing = rng.chance(0.8);
      const bare = eventId === DEMO_COUNTS.events;
      const facts = {
        clinic: clinic.name,
        years: clinic.years,
        treatments: treatmentIds.map(treatmentName),
        concern: first.concernIds.length ? spokenConcern(first.concernIds[0]) : first.name.ko,
        act: kind.act,
        repeatable: kind.repeatable,
        price,
        sale,
      };
      const title = eventTitle(say, facts);
      const content = bare ? null : eventContent(say, facts);
      // Drawn after the texts, as before, so the rest of the random sequence is unchanged.
      const days = ongoing ? rng.int(7, 90) : rng.int(7, 20);
      const startsAt = new Date(now - (ongoing ? daysAgo : daysAgo + days + 21) * DAY);
      const endsAt = new Date(ongoing ? now + days * DAY : now - daysAgo * DAY);
      plan.events.push({
        id: eventId,
        clinicId: clinic.id,
        title,
        content,
        cardImage: img('event-card', eventId).path,
        mainImage: img('event-main', eventId).path,
        startsAt,
        endsAt,
        // The prices the text quotes ('VAT 별도' there too); what else they include varies by event (derived
        // from the id, so the random sequence of everything after stays as it was).
        regularPrice: bare ? null : price,
        eventPrice: bare ? null : sale,
        vatIncluded: bare ? null : false,
        anesthesiaIncluded: bare ? null : eventId % 2 === 0,
        aftercareIncluded: bare ? null : eventId % 4 !== 1,
        // A package says how many sessions in its title ('3회 패키지'); any other price is for one.
        sessions: bare ? null : Number(/(\d+)회 패키지/.exec(title)?.[1] ?? 1),
      });
      if (!bare)
        for (let p = 0; p < rng.int(1, 2); p++)
          plan.eventImages.push({ eventId, path: img('event-detail', eventId + p).path, position: p });
      treatmentIds.forEach((treatmentId) => plan.eventTreatments.push({ eventId, treatmentId }));
      byEvent.set(eventId, treatmentIds);
      clinic.eventIds.push(eventId);
    }
  }
  return byEvent;
}

// Reviews: popular clinics get more, ratings lean high as they do in real apps, and the text agrees with the rating.
export function planReviews(
  { plan, clinics, rng, say, img, pool, now }: Context,
  byEvent: Map<number, number[]>,
  doctorNames: Map<number, string>,
) {
  const weighted = clinics
    .filter((c) => c.doctorIds.length)
    .flatMap((c) => Array<PlannedClinic>(Math.max(1, 12 - Math.floor(c.id / 4))).fill(c));
  const start = now - DEMO_COUNTS.reviews * 9 * HOUR;
  const clinicSeq = new Map<number, number>();
  const faces = pool['review-before'].length;
  for (let id = 1; id <= DEMO_COUNTS.reviews; id++) {
    const clinic = rng.pick(weighted);
    const eventId = clinic.eventIds.length && rng.chance(0.6) ? rng.pick(clinic.eventIds) : null;
    const treatmentIds = eventId ? byEvent.get(eventId)! : rng.sample(clinic.treatmentIds, rng.int(1, 2));
    const doctorIds = rng.sample(clinic.doctorIds, rng.chance(0.85) ? 1 : 2);
    const rating = weightedRating(rng);
    const { title, content } = writeReview(say, {
      rating,
      treatment: treatmentById(treatmentIds[0]),
      clinic: clinic.name,
      doctor: doctorNames.get(doctorIds[0])!,
      area: clinic.area,
      fromEvent: eventId !== null,
    });
    clinicSeq.set(clinic.id, (clinicSeq.get(clinic.id) ?? 0) + 1);
    plan.reviews.push({
      id,
      memberId: rng.int(1, DEMO_COUNTS.members),
      clinicId: clinic.id,
      clinicSeq: clinicSeq.get(clinic.id)!,
      eventId,
      title,
      content,
      rating,
      // Nine hours apart, the newest about an hour ago: ids grow with time and none lies in the future.
      createdAt: new Date(start + (id - 1) * 9 * HOUR + rng.int(0, 8 * 60) * 60_000 - HOUR),
    });
    Object.assign(
      plan.reviews[plan.reviews.length - 1],
      trustFields(id, rating, plan.reviews[plan.reviews.length - 1].createdAt!),
    );
    doctorIds.forEach((d) => plan.reviewDoctors.push({ reviewId: id, doctorId: d }));
    treatmentIds.forEach((t) => plan.reviewTreatments.push({ reviewId: id, treatmentId: t }));
    const face = rng.int(0, faces - 1);
    const shots = rng.int(1, 2);
    for (let p = 0; p < shots; p++) {
      const n = (face + p) % faces;
      plan.reviewPhotos.push({ reviewId: id, kind: 'BEFORE' as const, position: p, ...img('review-before', n) });
      plan.reviewPhotos.push({ reviewId: id, kind: 'AFTER' as const, position: p, ...img('review-after', n) });
    }
  }
}

const PRICE_MATCHES = ['SAME', 'SAME', 'DIFFERENT', 'NOT_SHOWN'] as const;

/**
 * The trust fields of DESIGN §8 for a demo review, from its id (not from `rng`, so the rest of the plan stays
 * as it was): verification levels vary, about a third say what they paid and when they were treated, a few
 * disclose an incentive.
 */
function trustFields(id: number, rating: number, createdAt: Date) {
  const verification =
    id % 7 === 0 ? ('TREATED' as const) : id % 5 === 0 ? ('CONSULTED' as const) : ('BOOKED' as const);
  const told = id % 3 === 0;
  return {
    verification,
    pricePaid: told ? (20 + ((id * 37 + rating) % 180)) * 10_000 : null,
    priceMatched: told ? PRICE_MATCHES[id % PRICE_MATCHES.length] : null,
    treatedOn: told ? new Date(createdAt.getTime() - (3 + (id % 20)) * 24 * HOUR).toISOString().slice(0, 10) : null,
    incentive: id % 11 === 0,
  };
}
