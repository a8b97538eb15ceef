import type { DbOrTx } from '../client';
import * as s from '../schema';
import * as catalogue from '../catalogue/taxonomy';
import { recountRatings } from '../../routes/reviews/reviews.writer';
import { resetSequences } from './catalogue';
import * as text from './demo-content';
import type { ImagePool, PooledImage } from './image-pool';
import { createRandom, type Random } from './random';

export const DEMO_COUNTS = { clinics: 40, doctors: 100, events: 150, reviews: 2000, members: 8 };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

const treatmentsBySpecialty = (specialtyId: number) => catalogue.treatments.filter((t) => t.specialtyIds.includes(specialtyId));
const specialtyByKey = (key: string) => catalogue.specialties.find((sp) => sp.key === key)!;
const treatmentName = (id: number) => catalogue.treatments.find((t) => t.id === id)!.name.ko;

async function insertChunked<T extends Record<string, unknown>>(
  db: DbOrTx,
  table: Parameters<DbOrTx['insert']>[0],
  values: T[],
  size = 500,
) {
  for (let i = 0; i < values.length; i += size) await db.insert(table).values(values.slice(i, i + size));
}

const PRIMARY_SPECIALTIES = [
  'dermatology', 'plastic-surgery', 'dermatology', 'plastic-surgery', 'ophthalmology', 'dentistry',
  'dermatology', 'korean-medicine', 'obesity-clinic', 'hair-loss-clinic', 'plastic-surgery', 'gynecology',
];

function weightedRating(rng: Random) {
  const x = rng.next();
  return x < 0.55 ? 5 : x < 0.85 ? 4 : x < 0.95 ? 3 : x < 0.98 ? 2 : 1;
}

/**
 * The deterministic demo data set: every run with the same code produces the same clinics, doctors,
 * events and reviews (timestamps are relative to `now`). Goes into a database that has the taxonomy
 * catalogue (seedCatalogue) and no clinics, members or reviews yet.
 */
export async function seedDemo(db: DbOrTx, pool: ImagePool, now = Date.now()): Promise<void> {
  const rng = createRandom(20261122);
  const img = (kind: keyof ImagePool, n: number): PooledImage => pool[kind][n % pool[kind].length];

  await insertChunked(
    db,
    s.members,
    text.NICKNAMES.map((nickname, i) => ({ id: i + 1, provider: 'dev', providerUserId: `demo-${i + 1}`, nickname })),
  );

  // Clinics, with what they offer.
  const clinics: { id: number; name: string; specialtyId: number; treatmentIds: number[]; doctorIds: number[]; eventIds: number[] }[] = [];
  const clinicRows = [];
  const clinicImages = [];
  const clinicSpecialties: { clinicId: number; specialtyId: number }[] = [];
  const clinicTreatments: { clinicId: number; treatmentId: number }[] = [];
  for (let id = 1; id <= DEMO_COUNTS.clinics; id++) {
    const area = text.AREAS[(id - 1) % text.AREAS.length];
    const primary = specialtyByKey(PRIMARY_SPECIALTIES[(id * 7) % PRIMARY_SPECIALTIES.length]);
    const secondary = rng.chance(0.3) ? specialtyByKey(rng.pick(PRIMARY_SPECIALTIES)) : primary;
    const specialtyIds = [...new Set([primary.id, secondary.id])];
    const treatmentIds = [
      ...new Set(specialtyIds.flatMap((sid) => rng.sample(treatmentsBySpecialty(sid), rng.int(6, 12)).map((t) => t.id))),
    ];
    const name = `${area.area} ${text.BRANDS[(id - 1) % text.BRANDS.length]} ${text.CLINIC_SUFFIX[primary.key]}`;
    clinics.push({ id, name, specialtyId: primary.id, treatmentIds, doctorIds: [], eventIds: [] });
    // The last clinic is left sparse so the empty states of the detail page have real data behind them.
    const sparse = id === DEMO_COUNTS.clinics;
    clinicRows.push({
      id,
      name,
      description: sparse
        ? null
        : text.CLINIC_INTROS.map((t) => fill(t, { name, area: area.area, years: rng.int(3, 18), specialty: primary.name.ko })).join('\n\n'),
      roadAddress: sparse ? null : `서울특별시 ${text.DISTRICT_OF[area.area]} ${rng.pick(area.roads)} ${rng.int(1, 620)}`,
      detailAddress: sparse ? null : `${rng.int(2, 15)}층`,
      profileImage: img('clinic-profile', id).path,
      bannerImage: sparse ? null : img('clinic-banner', id).path,
    });
    if (!sparse) {
      for (let p = 0; p < rng.int(2, 4); p++) clinicImages.push({ clinicId: id, path: img('clinic-intro', id * 3 + p).path, position: p });
      specialtyIds.forEach((specialtyId) => clinicSpecialties.push({ clinicId: id, specialtyId }));
    }
    treatmentIds.forEach((treatmentId) => clinicTreatments.push({ clinicId: id, treatmentId }));
  }
  await insertChunked(db, s.clinics, clinicRows);
  await insertChunked(db, s.clinicImages, clinicImages);
  await insertChunked(db, s.clinicSpecialties, clinicSpecialties);
  await insertChunked(db, s.clinicTreatments, clinicTreatments);

  // Doctors: two or three per clinic (the sparse clinic has none).
  const doctorRows = [];
  const doctorSpecialties = [];
  let doctorId = 0;
  for (const clinic of clinics) {
    const n = clinic.id === DEMO_COUNTS.clinics ? 0 : clinic.id <= 22 ? 3 : 2;
    for (let k = 0; k < n && doctorId < DEMO_COUNTS.doctors; k++) {
      doctorId++;
      const name = `${rng.pick(text.SURNAMES)}${rng.pick(text.GIVEN_NAMES)}`;
      const specialty = catalogue.specialties.find((sp) => sp.id === clinic.specialtyId)!.name.ko;
      doctorRows.push({
        id: doctorId,
        clinicId: clinic.id,
        name,
        description: text.DOCTOR_INTROS.map((t) => fill(t, { name, specialty })).join('\n'),
        profileImage: img('doctor', doctorId).path,
      });
      doctorSpecialties.push({ doctorId, specialtyId: clinic.specialtyId });
      clinic.doctorIds.push(doctorId);
    }
  }
  await insertChunked(db, s.doctors, doctorRows);
  await insertChunked(db, s.doctorSpecialties, doctorSpecialties);

  // Events: three or four per clinic, most of them running now.
  const eventRows = [];
  const eventImages = [];
  const eventTreatments: { eventId: number; treatmentId: number }[] = [];
  const eventTreatmentIds = new Map<number, number[]>();
  let eventId = 0;
  for (const clinic of clinics) {
    const n = clinic.id <= 30 ? 4 : 3;
    for (let k = 0; k < n && eventId < DEMO_COUNTS.events; k++) {
      eventId++;
      const treatmentIds = rng.sample(clinic.treatmentIds, rng.int(1, 2));
      const price = rng.int(5, 90) * 10_000;
      const sale = Math.round((price * rng.int(50, 85)) / 100 / 1000) * 1000;
      const startsAt = new Date(now - rng.int(1, 60) * DAY);
      const ongoing = rng.chance(0.8);
      const bare = eventId === DEMO_COUNTS.events;
      eventRows.push({
        id: eventId,
        clinicId: clinic.id,
        title: `${rng.pick(text.EVENT_PREFIXES)} ${treatmentName(treatmentIds[0])} ${rng.pick(text.EVENT_OFFERS)}`.trim(),
        content: bare
          ? null
          : `${clinic.name}에서 준비한 ${treatmentIds.map(treatmentName).join(' + ')} 이벤트입니다.\n` +
            `정상가 ${price.toLocaleString('ko-KR')}원 → 이벤트가 ${sale.toLocaleString('ko-KR')}원 (VAT 별도)\n` +
            '· 1인 1회 한정, 상담 후 시술 여부가 결정됩니다.\n· 시술 후 붓기, 멍 등 부작용이 있을 수 있으니 충분히 상담 후 결정하세요.',
        cardImage: img('event-card', eventId).path,
        mainImage: img('event-main', eventId).path,
        startsAt,
        endsAt: new Date(ongoing ? now + rng.int(7, 90) * DAY : startsAt.getTime() + rng.int(7, 20) * DAY - 61 * DAY),
      });
      if (!bare) for (let p = 0; p < rng.int(1, 2); p++) eventImages.push({ eventId, path: img('event-detail', eventId + p).path, position: p });
      treatmentIds.forEach((treatmentId) => eventTreatments.push({ eventId, treatmentId }));
      eventTreatmentIds.set(eventId, treatmentIds);
      clinic.eventIds.push(eventId);
    }
  }
  await insertChunked(db, s.events, eventRows);
  await insertChunked(db, s.eventImages, eventImages);
  await insertChunked(db, s.eventTreatments, eventTreatments);

  // Reviews: popular clinics get more, ratings lean high as they do in real apps.
  const weighted = clinics.filter((c) => c.doctorIds.length).flatMap((c) => Array<typeof c>(Math.max(1, 12 - Math.floor(c.id / 4))).fill(c));
  const reviewRows = [];
  const reviewDoctors: { reviewId: number; doctorId: number }[] = [];
  const reviewTreatments: { reviewId: number; treatmentId: number }[] = [];
  const reviewPhotos = [];
  const start = now - DEMO_COUNTS.reviews * 9 * HOUR;
  const clinicSeq = new Map<number, number>();
  for (let id = 1; id <= DEMO_COUNTS.reviews; id++) {
    const clinic = rng.pick(weighted);
    const eventIdForReview = clinic.eventIds.length && rng.chance(0.6) ? rng.pick(clinic.eventIds) : null;
    const treatmentIds = eventIdForReview ? eventTreatmentIds.get(eventIdForReview)! : rng.sample(clinic.treatmentIds, rng.int(1, 2));
    const treatment = treatmentName(treatmentIds[0]);
    const middles = rng.sample(text.REVIEW_MIDDLES, rng.int(2, 3));
    clinicSeq.set(clinic.id, (clinicSeq.get(clinic.id) ?? 0) + 1);
    reviewRows.push({
      id,
      memberId: rng.int(1, DEMO_COUNTS.members),
      clinicId: clinic.id,
      clinicSeq: clinicSeq.get(clinic.id)!,
      eventId: eventIdForReview,
      title: fill(rng.pick(text.REVIEW_TITLES), { treatment, clinic: clinic.name }),
      content: [fill(rng.pick(text.REVIEW_OPENINGS), { clinic: clinic.name, treatment }), ...middles, rng.pick(text.REVIEW_ENDINGS)].join(' '),
      rating: weightedRating(rng),
      // Nine hours apart, the newest about an hour ago: ids grow with time and none lies in the future.
      createdAt: new Date(start + (id - 1) * 9 * HOUR + rng.int(0, 8 * 60) * 60_000 - HOUR),
    });
    rng.sample(clinic.doctorIds, rng.chance(0.85) ? 1 : 2).forEach((d) => reviewDoctors.push({ reviewId: id, doctorId: d }));
    treatmentIds.forEach((t) => reviewTreatments.push({ reviewId: id, treatmentId: t }));
    const face = rng.int(0, pool['review-before'].length - 1);
    const shots = rng.int(1, 2);
    for (let p = 0; p < shots; p++) {
      const n = (face + p) % pool['review-before'].length;
      reviewPhotos.push({ reviewId: id, kind: 'BEFORE' as const, position: p, ...img('review-before', n) });
      reviewPhotos.push({ reviewId: id, kind: 'AFTER' as const, position: p, ...img('review-after', n) });
    }
  }
  await insertChunked(db, s.reviews, reviewRows);
  await insertChunked(db, s.reviewDoctors, reviewDoctors);
  await insertChunked(db, s.reviewTreatments, reviewTreatments);
  await insertChunked(db, s.reviewPhotos, reviewPhotos);

  await resetSequences(db, ['members', 'clinics', 'clinic_images', 'doctors', 'events', 'event_images', 'reviews', 'review_photos']);
  await recountRatings(db);
}
