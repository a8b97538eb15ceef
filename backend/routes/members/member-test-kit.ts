import { randomUUID } from 'node:crypto';
import { signAccessToken } from '../../auth/tokens';
import { clinics, doctors, events, members } from '../../db/schema';
import type { TestBackend } from '../../test/backend';
import type { BackendClient } from '../../test/client';
import { createReview } from '../reviews/reviews.writer';
import { bookableDays } from '@/contracts/booking-slots';
import { WEEKDAYS, type OpeningHours } from '@/contracts/opening-hours';

// Test helpers for the /member suites. Every suite makes its own members and rows, so suites never
// see each other's data, also when they share one PostgreSQL database (TEST_DATABASE_URL).

process.env.AUTH_SECRET ??= 'member-suite-secret-member-suite-secret-0001';

export interface TestMember {
  id: number;
  nickname: string;
  token: string;
  /** The typed test client signed in as this member. */
  api: BackendClient;
}

const unique = () => randomUUID().slice(0, 8);

// What this suite created, removed by cleanup() so later suites on a shared database see the seed as it
// was (e.g. "newest reviews have photos").
const created = { members: [] as number[], clinics: [] as number[] };

/** Deletes the suite's clinics (with their doctors, events, reviews, counsels) and members (with bookmarks). */
export async function cleanup(t: TestBackend) {
  await t.query('delete from clinics where id = any($1::int[])', [created.clinics]);
  await t.query("delete from refresh_tokens where subject_type = 'MEMBER' and subject_id = any($1::int[])", [
    created.members,
  ]);
  await t.query('delete from members where id = any($1::int[])', [created.members]);
}

export async function createMember(t: TestBackend, nickname = `멤버${unique()}`): Promise<TestMember> {
  const [row] = await t.database.db
    .insert(members)
    .values({ provider: 'test', providerUserId: `test-${randomUUID()}`, nickname })
    .returning({ id: members.id });
  created.members.push(row.id);
  const token = await signAccessToken({ id: row.id, type: 'MEMBER', sessionVersion: 0 });
  return { id: row.id, nickname, token, api: t.as(token) };
}

export const staffToken = () => signAccessToken({ id: 1, type: 'STAFF', sessionVersion: 0 });

/** A clinic with one doctor and one event, owned by this suite. */
export async function createClinic(t: TestBackend, name = `테스트의원 ${unique()}`) {
  const db = t.database.db;
  const [clinic] = await db
    .insert(clinics)
    .values({ name, roadAddress: '서울 강남구 테헤란로 1', profileImage: 'seed/test.png' })
    .returning();
  created.clinics.push(clinic.id);
  const [doctor] = await db
    .insert(doctors)
    .values({ clinicId: clinic.id, name: `의사${unique()}` })
    .returning();
  const [event] = await db
    .insert(events)
    .values({ clinicId: clinic.id, title: `이벤트 ${unique()}` })
    .returning();
  return { clinic, doctor, event };
}

/** 10:00–19:00 with a lunch break 13:00–14:00 every weekday, Saturday 10:00–14:00, closed Sundays. */
export const TEST_HOURS: OpeningHours = {
  days: {
    ...Object.fromEntries(
      WEEKDAYS.map((d) => [d, { open: '10:00', close: '19:00', breakStart: '13:00', breakEnd: '14:00' }]),
    ),
    sat: { open: '10:00', close: '14:00' },
    sun: null,
  },
};

/** Gives a clinic opening hours (TEST_HOURS and `closedDates`), so a booking can prefer its slots; answers them. */
export async function openClinic(t: TestBackend, clinicId: number, closedDates: string[] = []) {
  const hours = { ...TEST_HOURS, closedDates };
  await t.query('update clinics set opening_hours = $1 where id = $2', [JSON.stringify(hours), clinicId]);
  return bookableDays(hours, new Date());
}

/** A review by `memberId` (null: anonymous) of `clinicId` (one of the suite's clinics), through the review writer. */
export async function createMemberReview(
  t: TestBackend,
  memberId: number | null,
  clinicId: number,
  title = `후기 ${unique()}`,
) {
  return createReview(t.database.db, {
    memberId,
    clinicId,
    eventId: null,
    doctorIds: [],
    treatmentIds: [1],
    title,
    content: '상담부터 시술까지 친절했어요.',
    rating: 5,
    beforePhotos: [],
    afterPhotos: [],
  });
}
