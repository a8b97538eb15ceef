import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { adWordingReviews, clinics, events, operators, partnerApplications, staffAccounts } from '../schema';
import { findingsOf } from '@/contracts/ad-wording-reviews';
import { DEMO_OPERATOR, demoStaffUserId } from './demo-accounts';

// The operator queues of the demo: partner applications (three waiting, one approved, one rejected) and two saves
// kept despite the advertising wording check, so /admin/applications and /admin/ad-wording show something on
// `npm start`. Clinics 36–38 only (the e2e specs sign in as clinics of 1–30).

const HOUR = 3600_000;

/** Adds the demo queues unless there are applications already. Answers whether it added them. */
export async function seedDemoPartnerQueues(db: DbOrTx, now = Date.now()): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(partnerApplications);
  if (n > 0) return false;
  const [op] = await db.select({ id: operators.id }).from(operators).where(eq(operators.userId, DEMO_OPERATOR.userId));
  const [approvedStaff] = await db
    .select({ id: staffAccounts.id, clinicId: staffAccounts.clinicId, clinicName: clinics.name })
    .from(staffAccounts)
    .innerJoin(clinics, eq(clinics.id, staffAccounts.clinicId))
    .where(eq(staffAccounts.userId, demoStaffUserId(38)));
  if (!op || !approvedStaff) return false;
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const base = {
    postalCode: '06159',
    roadAddress: '서울 강남구 테헤란로 427',
    contactName: '김민지',
    phone: '0215880000',
    email: 'partner@example.com',
  };
  await db.insert(partnerApplications).values([
    {
      ...base,
      clinicName: '새봄피부과의원',
      registrationKind: 'CARE_INSTITUTION',
      registrationNumber: '11100001',
      detailAddress: '5층',
      specialtyIds: [1],
      createdAt: at(50),
    },
    {
      ...base,
      clinicName: '라온성형외과의원',
      registrationKind: 'BUSINESS',
      registrationNumber: '1234567891',
      roadAddress: '서울 서초구 강남대로 373',
      detailAddress: '8층',
      contactName: '박서준',
      specialtyIds: [2],
      createdAt: at(26),
    },
    {
      ...base,
      clinicName: '하늘안과의원',
      registrationKind: 'CARE_INSTITUTION',
      registrationNumber: '11100003',
      roadAddress: '부산 해운대구 해운대로 570',
      detailAddress: null,
      contactName: '이하늘',
      specialtyIds: [1, 2],
      createdAt: at(3),
    },
    {
      ...base,
      state: 'APPROVED',
      clinicName: approvedStaff.clinicName,
      registrationKind: 'CARE_INSTITUTION',
      registrationNumber: '11100018',
      detailAddress: '2층',
      specialtyIds: [1],
      createdAt: at(240),
      decidedBy: op.id,
      decidedAt: at(200),
      decisionReason: '요양기관 번호와 개설신고증 확인',
      clinicId: approvedStaff.clinicId,
      staffAccountId: approvedStaff.id,
    },
    {
      ...base,
      state: 'REJECTED',
      clinicName: '미소한의원',
      registrationKind: 'CARE_INSTITUTION',
      registrationNumber: '22200004',
      detailAddress: null,
      contactName: '최미소',
      specialtyIds: [1],
      createdAt: at(120),
      decidedBy: op.id,
      decidedAt: at(100),
      decisionReason: '요양기관 번호가 병원 이름과 일치하지 않음',
    },
  ]);

  // Two kept saves: an event title of clinic 36 and the introduction of clinic 37.
  const reviews: (typeof adWordingReviews.$inferInsert)[] = [];
  const [event] = await db
    .select({ id: events.id, clinicId: events.clinicId })
    .from(events)
    .where(eq(events.clinicId, 36))
    .orderBy(asc(events.id))
    .limit(1);
  const staffOf = async (clinicId: number) =>
    (
      await db
        .select({ id: staffAccounts.id, userId: staffAccounts.userId })
        .from(staffAccounts)
        .where(and(eq(staffAccounts.clinicId, clinicId)))
    )[0];
  if (event) {
    const title = '100% 만족 보장 리프팅';
    await db.update(events).set({ title }).where(eq(events.id, event.id));
    const staff = await staffOf(36);
    if (staff)
      reviews.push({
        entityType: 'EVENT',
        entityId: event.id,
        clinicId: 36,
        findings: findingsOf({ title }),
        justification: '만족하지 않으면 2회차 시술을 무료로 해 드리는 조건이라 보장이라는 말을 썼습니다.',
        staffAccountId: staff.id,
        staffUserId: staff.userId,
        createdAt: at(30),
      });
  }
  const description = '강남 최고의 리프팅 병원, 부작용 없는 시술을 약속합니다.';
  const staff37 = await staffOf(37);
  if (staff37) {
    await db.update(clinics).set({ description }).where(eq(clinics.id, 37));
    reviews.push({
      entityType: 'CLINIC',
      entityId: 17,
      clinicId: 17,
      findings: findingsOf({ description }),
      justification: '2025 의료광고 심의필 제2025-1234호로 심의를 받은 소개 문구입니다.',
      staffAccountId: staff37.id,
      staffUserId: staff37.userId,
      createdAt: at(5),
    });
  }
  if (reviews.length) await db.insert(adWordingReviews).values(reviews);
  return true;
}
