import { z } from 'zod';
import { seoulClock } from './opening-hours';

// What every resource's contract shares: ids, paging and language in queries, references, list envelopes.
// Contracts are plain zod (OpenAPI names and descriptions in .meta()) and import nothing of the app, so the
// backend, the BFF and the browser read the same schemas.

export const INT32_MAX = 2_147_483_647;

export const noNul = (s: string) => !s.includes('\u0000');

/** A calendar day (YYYY-MM-DD) that exists ('2026-02-30' does not). */
export const realDay = (d: string) =>
  !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

/** Today's date in Korea (the product's time zone), YYYY-MM-DD. */
export const todayInKorea = (now = Date.now()) => seoulClock(new Date(now)).date;

/** A positive database id in a JSON body. */
export const positiveId = (name: string) =>
  z
    .number({ error: `${name} must be a positive integer` })
    .int(`${name} must be a positive integer`)
    .min(1, `${name} must be a positive integer`)
    .max(INT32_MAX, `${name} must be a positive integer`)
    .meta({ example: 1 });

/** What a member can bookmark or book a consultation from. */
export const BOOKMARKABLE_TYPES = ['CLINIC', 'DOCTOR', 'EVENT', 'REVIEW'] as const;
export type BookmarkableType = (typeof BOOKMARKABLE_TYPES)[number];

export const bookmarkableType = (name: string) =>
  z.enum(BOOKMARKABLE_TYPES, { error: `${name} must be one of CLINIC, DOCTOR, EVENT, REVIEW` });

// Query and path rules (values arrive as text).

export const LOCALES = ['ko', 'ja', 'en'] as const;
export type Lang = (typeof LOCALES)[number];

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

const list = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

/** An optional `sort` query value; anything else is a 400 naming `sort` with the values it takes. */
export const sortQuery = <T extends readonly [string, ...string[]]>(values: T, description: string) =>
  z
    .enum(values, { message: `sort must be ${list(values)}` })
    .optional()
    .meta({ description });

// References and envelopes in answers.
export const ImageSchema = z
  .object({ url: z.string().meta({ example: '/files/seed/clinic-profile-1.webp' }) })
  .meta({ id: 'Image' });
export const NamedRefSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'NamedRef' });
export const TitledRefSchema = z.object({ id: z.number().int(), title: z.string() }).meta({ id: 'TitledRef' });

export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const listOf = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema), total: z.number().int() });

/** The average every page shows as it is: one decimal, rounded once (half up) from the exact sum and count. */
export const averageRating = z.number().min(0).max(5).meta({
  description:
    'Average rating, one decimal: the exact mean of the reviews rounded once, half up (4.345… → 4.3, 4.35 → 4.4); 0 without reviews',
  example: 4.3,
});

/** Reviews per rating, on the one-entity reads (GET /public/clinics|doctors|events/{id}), not in lists. */
export const ratingCounts = z
  .array(z.number().int().min(0))
  .length(5)
  .optional()
  .meta({
    description: 'How many reviews gave each rating: [1★, 2★, 3★, 4★, 5★]. Only on the one-entity read, not in lists.',
    example: [1, 0, 2, 9, 31],
  });

export type Image = z.infer<typeof ImageSchema>;
export type NamedRef = z.infer<typeof NamedRefSchema>;
