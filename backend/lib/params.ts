import { z } from '@hono/zod-openapi';
import { DISTRICT_NAME } from '@/lib/districts';
import { idString } from '@/lib/schemas/query';

// The text-value rules live with the BFF's in lib/schemas/query.ts.
export { LOCALES, MAX_OFFSET, booleanString, idString, langQuery, pagingQuery, type Lang } from '@/lib/schemas/query';

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
  .openapi({ description: "Only clinics whose road address lies in this 구 or 군 (see GET /public/districts), e.g. '강남구'", example: '강남구' });

export const idParams = z.object({ id: idString('id').openapi({ param: { name: 'id', in: 'path' } }) });
