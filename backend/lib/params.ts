import { z } from '@hono/zod-openapi';

export const LOCALES = ['ko', 'ja', 'en'] as const;
export type Lang = (typeof LOCALES)[number];

const INT32_MAX = 2_147_483_647;

/** A positive database id given as text (path or query). */
export const idString = (name: string) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, `${name} must be a positive integer`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= INT32_MAX, `${name} must be a positive integer`)
    .openapi({ type: 'integer', minimum: 1, example: 1 });

const intString = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, `${name} must be an integer between ${min} and ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be an integer between ${min} and ${max}`)
    .optional()
    .transform((n) => n ?? fallback)
    .openapi({ type: 'integer', minimum: min, maximum: max, default: fallback });

export const MAX_OFFSET = 100_000_000;

export const langQuery = z
  .enum(LOCALES, { message: 'lang must be one of ko, ja, en' })
  .optional()
  .transform((l): Lang => l ?? 'ko')
  .openapi({ description: 'Language of taxonomy names (ko default)', default: 'ko' });

export const pagingQuery = (defaultLimit: number, maxLimit: number) => ({
  offset: intString('offset', 0, MAX_OFFSET, 0),
  limit: intString('limit', 1, maxLimit, defaultLimit),
});

export const taxonomyFilterQuery = {
  specialtyId: idString('specialtyId').optional(),
  partId: idString('partId').optional(),
  concernId: idString('concernId').optional(),
  treatmentId: idString('treatmentId').optional(),
};

export const idParams = z.object({ id: idString('id').openapi({ param: { name: 'id', in: 'path' } }) });

export const booleanString = (name: string) =>
  z
    .enum(['true', 'false'], { message: `${name} must be true or false` })
    .transform((v) => v === 'true')
    .openapi({ type: 'boolean' });
