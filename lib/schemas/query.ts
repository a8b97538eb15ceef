import { z } from 'zod';

// Query and path rules shared by the backend's routes and the BFF (values arrive as text).

export const LOCALES = ['ko', 'ja', 'en'] as const;
export type Lang = (typeof LOCALES)[number];

const INT32_MAX = 2_147_483_647;
export const MAX_OFFSET = 100_000_000;

/** A positive database id given as text (path or query). */
export const idString = (name: string) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, `${name} must be a positive integer`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= INT32_MAX, `${name} must be a positive integer`)
    .meta({ type: 'integer', minimum: 1, example: 1 });

const intString = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, `${name} must be an integer between ${min} and ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be an integer between ${min} and ${max}`)
    .optional()
    .transform((n) => n ?? fallback)
    .meta({ type: 'integer', minimum: min, maximum: max, default: fallback });

export const langQuery = z
  .enum(LOCALES, { message: 'lang must be one of ko, ja, en' })
  .optional()
  .transform((l): Lang => l ?? 'ko')
  .meta({ description: 'Language of taxonomy names (ko default)', default: 'ko' });

export const pagingQuery = (defaultLimit: number, maxLimit: number) => ({
  offset: intString('offset', 0, MAX_OFFSET, 0),
  limit: intString('limit', 1, maxLimit, defaultLimit),
});

export const booleanString = (name: string) =>
  z
    .enum(['true', 'false'], { message: `${name} must be true or false` })
    .transform((v) => v === 'true')
    .meta({ type: 'boolean' });

/** Query values back to a query string for the backend call. */
export function toSearch(query: Record<string, string | number | boolean | undefined> | undefined): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
