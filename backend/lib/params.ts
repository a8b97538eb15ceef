import { z } from '@hono/zod-openapi';
import { idString } from '@/lib/schemas/query';

// The text-value rules live with the BFF's in lib/schemas/query.ts.
export { LOCALES, MAX_OFFSET, booleanString, idString, langQuery, pagingQuery, type Lang } from '@/lib/schemas/query';

export const taxonomyFilterQuery = {
  specialtyId: idString('specialtyId').optional(),
  partId: idString('partId').optional(),
  concernId: idString('concernId').optional(),
  treatmentId: idString('treatmentId').optional(),
};

export const idParams = z.object({ id: idString('id').openapi({ param: { name: 'id', in: 'path' } }) });
