import { z } from '@hono/zod-openapi';
import { idString } from '@/contracts/common';
export { booleanString, idString, type Lang, langQuery, LOCALES, MAX_OFFSET, pagingQuery } from '@/contracts/common';
import { DISTRICT_NAME } from '@/contracts/districts';

// The text-value rules live with the BFF's in contracts/common.ts.

export const taxonomyFilterQuery = {
  specialtyId: idString('specialtyId').optional(),
  partId: idString('partId').optional(),
  concernId: idString('concernId').optional(),
  treatmentId: idString('treatmentId').optional(),
};

/** An area filter: a 시·군·구 name as clinics' addresses give it (강남구, 분당구, 가평군). */
export const districtQuery = z
  .string()
  .regex(DISTRICT_NAME, { message: 'district must be a 구 or 군 name such as 강남구' })
  .optional()
  .openapi({
    description: "Only clinics whose road address lies in this 구 or 군 (see GET /public/districts), e.g. '강남구'",
    example: '강남구',
  });

/**
 * '진료 중': `now`, or a moment as an ISO 8601 date-time with its offset (2026-11-30T10:30:00+09:00), at which
 * the clinic sees patients by its opening hours (Korean time; lunch break and days off count as closed).
 */
export const openAtQuery = z
  .union([z.literal('now'), z.iso.datetime({ offset: true })], {
    message: "openAt must be 'now' or a date-time with an offset such as 2026-11-30T10:30:00+09:00",
  })
  .optional()
  .openapi({
    description:
      'Only clinics open at this moment by their opening hours, in Korean time (lunch breaks and days off count as closed): `now`, or an ISO 8601 date-time with its offset. Clinics that give no hours never match.',
    example: 'now',
  });

export const idParams = z.object({ id: idString('id').openapi({ param: { name: 'id', in: 'path' } }) });
