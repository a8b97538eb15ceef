import * as catalogue from '../catalogue/taxonomy';
import type { DayHours, OpeningHours } from '@/contracts/opening-hours';
import type * as s from '../schema';
import { planEvents, planReviews } from './demo-activity';
import * as text from './demo-content';
import { DEMO_COUNTS } from './demo-content';
import type { ImagePool, PooledImage } from './image-pool';
import { createRandom, type Random } from './random';
import { clinicIntro, doctorIntro } from './text/clinic-text';
import { spokenConcern } from './text/concern-words';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Every row of the demo data set, table by table, in insertion order. */
export interface DemoPlan {
  members: Row<typeof s.members>[];
  clinics: Row<typeof s.clinics>[];
  clinicImages: Row<typeof s.clinicImages>[];
  clinicSpecialties: Row<typeof s.clinicSpecialties>[];
  clinicTreatments: Row<typeof s.clinicTreatments>[];
  doctors: Row<typeof s.doctors>[];
  doctorSpecialties: Row<typeof s.doctorSpecialties>[];
  events: Row<typeof s.events>[];
  eventImages: Row<typeof s.eventImages>[];
  eventTreatments: Row<typeof s.eventTreatments>[];
  reviews: Row<typeof s.reviews>[];
  reviewDoctors: Row<typeof s.reviewDoctors>[];
  reviewTreatments: Row<typeof s.reviewTreatments>[];
  reviewPhotos: Row<typeof s.reviewPhotos>[];
}

const treatmentsBySpecialty = (specialtyId: number) =>
  catalogue.treatments.filter((t) => t.specialtyIds.includes(specialtyId));
const specialtyByKey = (key: string) => catalogue.specialties.find((sp) => sp.key === key)!;
const specialtyById = (id: number) => catalogue.specialties.find((sp) => sp.id === id)!;
const treatmentById = (id: number) => catalogue.treatments.find((t) => t.id === id)!;
const treatmentName = (id: number) => treatmentById(id).name.ko;

const PRIMARY_SPECIALTIES = [
  'dermatology',
  'plastic-surgery',
  'dermatology',
  'plastic-surgery',
  'ophthalmology',
  'dentistry',
  'dermatology',
  'korean-medicine',
  'obesity-clinic',
  'hair-loss-clinic',
  'plastic-surgery',
  'gynecology',
];

export interface PlannedClinic {
  id: number;
  name: string;
  area: string;
  years: number;
  specialtyId: number;
  treatmentIds: number[];
  doctorIds: number[];
  eventIds: number[];
}

/**
 * The deterministic demo data set: every run with the same code produces the same clinics, doctors,
 * events and reviews (timestamps are relative to `now`). Structure (who offers what, ratings) and wording
 * draw from separate seeded streams, so rewording a sentence never reshuffles the data.
 */
export function planDemo(pool: ImagePool, now = Date.now()): DemoPlan {
  const rng = createRandom(20261122);
  const say = createRandom(20261123);
  const img = (kind: keyof ImagePool, n: number): PooledImage => pool[kind][n % pool[kind].length];
  const plan: DemoPlan = {
    members: text.NICKNAMES.map((nickname, i) => ({
      id: i + 1,
      provider: 'dev',
      providerUserId: `demo-${i + 1}`,
      nickname,
    })),
    clinics: [],
    clinicImages: [],
    clinicSpecialties: [],
    clinicTreatments: [],
    doctors: [],
    doctorSpecialties: [],
    events: [],
    eventImages: [],
    eventTreatments: [],
    reviews: [],
    reviewDoctors: [],
    reviewTreatments: [],
    reviewPhotos: [],
  };
  // The last clinic is left sparse so the empty states of the detail page have real data behind them.
  const isSparse = (clinicId: number) => clinicId === DEMO_COUNTS.clinics;
  const doctorCount = (clinicId: number) => (isSparse(clinicId) ? 0 : clinicId <= 22 ? 3 : 2);

  // Clinics, with what they offer.
  const clinics: PlannedClinic[] = [];
  for (let id = 1; id <= DEMO_COUNTS.clinics; id++) {
    const area = text.AREAS[(id - 1) % text.AREAS.length];
    const primary = specialtyByKey(PRIMARY_SPECIALTIES[(id * 7) % PRIMARY_SPECIALTIES.length]);
    const secondary = rng.chance(0.3) ? specialtyByKey(rng.pick(PRIMARY_SPECIALTIES)) : primary;
    const specialtyIds = [...new Set([primary.id, secondary.id])];
    const treatmentIds = [
      ...new Set(
        specialtyIds.flatMap((sid) => rng.sample(treatmentsBySpecialty(sid), rng.int(6, 12)).map((t) => t.id)),
      ),
    ];
    const name = `${area.area} ${text.BRANDS[(id - 1) % text.BRANDS.length]} ${text.CLINIC_SUFFIX[primary.key]}`;
    const years = rng.int(3, 18);
    clinics.push({
      id,
      name,
      area: area.area,
      years,
      specialtyId: primary.id,
      treatmentIds,
      doctorIds: [],
      eventIds: [],
    });
    const sparse = isSparse(id);
    const concerns = [...new Set(treatmentIds.flatMap((t) => treatmentById(t).concernIds))].map(spokenConcern);
    plan.clinics.push({
      id,
      name,
      description: sparse
        ? null
        : clinicIntro(say, {
            name,
            area: area.area,
            years,
            specialtyKey: primary.key,
            doctorCount: doctorCount(id),
            treatments: treatmentIds.map(treatmentName),
            concerns: say.sample(concerns, 3),
          }),
      roadAddress: sparse
        ? null
        : `서울특별시 ${text.DISTRICT_OF[area.area]} ${rng.pick(area.roads)} ${rng.int(1, 620)}`,
      detailAddress: sparse ? null : `${rng.int(2, 15)}층`,
      // Derived from the id (not drawn), so the random sequence of everything after stays as it was.
      postalCode: sparse
        ? null
        : `${POSTAL_PREFIX[text.DISTRICT_OF[area.area]]}${String(100 + ((id * 37) % 800)).padStart(3, '0')}`,
      phone: sparse ? null : `02${54_000_000 + id * 13_579}`,
      profileImage: img('clinic-profile', id).path,
      bannerImage: sparse ? null : img('clinic-banner', id).path,
      ...(sparse ? {} : clinicFacts(id, area.area, doctorCount(id))),
    });
    if (!sparse) {
      for (let p = 0; p < rng.int(2, 4); p++)
        plan.clinicImages.push({ clinicId: id, path: img('clinic-intro', id * 3 + p).path, position: p });
      specialtyIds.forEach((specialtyId) => plan.clinicSpecialties.push({ clinicId: id, specialtyId }));
    }
    treatmentIds.forEach((treatmentId) => plan.clinicTreatments.push({ clinicId: id, treatmentId }));
  }

  // Doctors: two or three per clinic (the sparse clinic has none).
  const doctorNames = new Map<number, string>();
  let doctorId = 0;
  for (const clinic of clinics) {
    for (let k = 0; k < doctorCount(clinic.id) && doctorId < DEMO_COUNTS.doctors; k++) {
      doctorId++;
      const name = `${rng.pick(text.SURNAMES)}${rng.pick(text.GIVEN_NAMES)}`;
      const featured = treatmentName(clinic.treatmentIds[k % clinic.treatmentIds.length]);
      plan.doctors.push({
        id: doctorId,
        clinicId: clinic.id,
        name,
        description: doctorIntro(say, {
          name,
          clinic: clinic.name,
          specialtyKey: specialtyById(clinic.specialtyId).key,
          featured,
        }),
        profileImage: img('doctor', doctorId).path,
        // Most are board-certified in the clinic's specialty; derived from the id, like the clinic facts.
        specialistBoard: doctorId % 4 === 0 ? null : (BOARD_OF[specialtyById(clinic.specialtyId).key] ?? null),
        licenseYear: 1998 + ((doctorId * 7) % 24),
      });
      plan.doctorSpecialties.push({ doctorId, specialtyId: clinic.specialtyId });
      doctorNames.set(doctorId, name);
      clinic.doctorIds.push(doctorId);
    }
  }

  const ctx: Context = { plan, clinics, rng, say, img, pool, now };
  planReviews(ctx, planEvents(ctx), doctorNames);
  return plan;
}

// The first two digits of the postal codes of each district (강남구 06xxx, 서초구 06xxx, 송파구 05xxx, 마포구 04xxx).
const POSTAL_PREFIX: Record<string, string> = { 강남구: '06', 서초구: '06', 송파구: '05', 마포구: '04' };

export interface Context {
  plan: DemoPlan;
  clinics: PlannedClinic[];
  /** Structure: who offers what, dates, ratings. */
  rng: Random;
  /** Wording. */
  say: Random;
  img: (kind: keyof ImagePool, n: number) => PooledImage;
  pool: ImagePool;
  now: number;
}

// The nearest subway station of each area (the walk is derived from the clinic id).
const STATION_OF: Record<string, string> = {
  강남: '강남역',
  신사: '신사역',
  압구정: '압구정역',
  청담: '청담역',
  역삼: '역삼역',
  서초: '서초역',
  잠실: '잠실역',
  홍대: '홍대입구역',
};

// Where those stations are (WGS84, rounded), for the demo clinics' coordinates.
const STATION_AT: Record<string, [number, number]> = {
  강남역: [37.4979, 127.0276],
  신사역: [37.5163, 127.0203],
  압구정역: [37.527, 127.0285],
  청담역: [37.5193, 127.0537],
  역삼역: [37.5006, 127.0364],
  서초역: [37.4918, 127.0076],
  잠실역: [37.5133, 127.1001],
  홍대입구역: [37.5572, 126.9245],
};

/**
 * A demo clinic's coordinates: its station's, moved by its walk (about 70 m a minute) in a direction from its
 * id. Every tenth has none, as a clinic saved while the server had no Kakao key.
 */
function demoLocation(station: string | null, walkMinutes: number, id: number) {
  const at = station ? STATION_AT[station] : undefined;
  if (!at || id % 10 === 9) return { latitude: null, longitude: null };
  const angle = ((id * 137) % 360) * (Math.PI / 180);
  const metres = walkMinutes * 70;
  const latitude = at[0] + (metres * Math.sin(angle)) / 111_000;
  const longitude = at[1] + (metres * Math.cos(angle)) / (111_000 * Math.cos((at[0] * Math.PI) / 180));
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 };
}

const weekdays = (hours: DayHours, saturday: DayHours | null, sunday: DayHours | null): OpeningHours['days'] => ({
  mon: hours,
  tue: hours,
  wed: hours,
  thu: hours,
  fri: hours,
  sat: saturday,
  sun: sunday,
});

// Three kinds of week a Seoul clinic keeps, and the days off around the year end.
const WEEKS: OpeningHours['days'][] = [
  weekdays(
    { open: '10:00', close: '19:00', breakStart: '13:00', breakEnd: '14:00' },
    { open: '10:00', close: '15:00' },
    null,
  ),
  {
    ...weekdays(
      { open: '10:00', close: '20:00', breakStart: '13:00', breakEnd: '14:00' },
      { open: '10:00', close: '16:00' },
      null,
    ),
    wed: { open: '10:00', close: '21:00', breakStart: '13:00', breakEnd: '14:00' },
  },
  weekdays(
    { open: '11:00', close: '21:00', breakStart: '14:00', breakEnd: '15:00' },
    { open: '11:00', close: '21:00', breakStart: '14:00', breakEnd: '15:00' },
    { open: '11:00', close: '17:00' },
  ),
];

/** Hours, station, languages and safety facts of a demo clinic, derived from its id (no random draws). */
function clinicFacts(id: number, area: string, doctors: number) {
  return {
    openingHours: { days: WEEKS[id % WEEKS.length], closedDates: ['2026-12-25', '2027-01-01'] } satisfies OpeningHours,
    station: STATION_OF[area] ?? null,
    stationWalkMinutes: 1 + (id % 9),
    ...demoLocation(STATION_OF[area] ?? null, 1 + (id % 9), id),
    languages: [
      'ko',
      ...(id % 2 === 0 ? ['ja'] : []),
      ...(id % 3 === 0 ? ['en'] : []),
      ...(id % 5 === 0 ? ['zh'] : []),
    ],
    operatingRoomCctv: id % 4 !== 3,
    anesthesiologist: id % 3 === 0,
    specialistCount: Math.max(1, doctors - (id % 2)),
    emergencyEquipment: id % 5 !== 4,
  };
}

// The specialist board (전문의) a doctor of each kind of clinic holds; clinics named for a treatment
// (비만클리닉, 탈모클리닉) are run by doctors of another board. 한의사 specialist titles are left out.
const BOARD_OF: Record<string, string> = {
  dermatology: '피부과',
  'plastic-surgery': '성형외과',
  ophthalmology: '안과',
  dentistry: '치과교정과',
  'obesity-clinic': '가정의학과',
  'hair-loss-clinic': '피부과',
  gynecology: '산부인과',
  orthopedics: '정형외과',
  'family-medicine': '가정의학과',
  otolaryngology: '이비인후과',
  'rehabilitation-medicine': '재활의학과',
};
