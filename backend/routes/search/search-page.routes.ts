import { createRoute, z } from '@hono/zod-openapi';
import { env } from '../../env';
import { langQuery } from '../../lib/params';
import { limitPerAddress } from '../../lib/rate-limit';
import { ok, readErrors } from '../../lib/route-helpers';
import { SearchOverviewSchema, SearchPageListSchema } from '@/contracts/search';
import { SEARCH_PAGE_SECTIONS } from '@/contracts/search-sections';
import { SEARCH_PAGE_COUNT_CAP as SEARCH_PAGE_MAX_ROWS } from './search-page.repository';
import { tooManySearches } from './search.routes';

const MATCHING =
  'Matches `q` case-insensitively as a substring (no wildcards) of specialty, treatment, clinic and doctor names, event titles and review titles, in `lang`; a `q` made only of Hangul consonant letters (spaces allowed), such as `ㄷㅍ`, matches by 초성 instead: the initial consonants of the name, spaces and other characters left out (`ㄷㅍ` finds 두피 PRP 주사). Clinics, doctors and events come most reviewed first, reviews newest first, the taxonomy in catalogue order.';
const COUNTS = `\`total\` counts at most ${SEARCH_PAGE_MAX_ROWS} rows: past that, \`totalCapped\` is true (shown as '${SEARCH_PAGE_MAX_ROWS.toLocaleString('en')}+').`;

// Control characters (a pasted tab, a NUL) are refused rather than searched for: no name holds them.
const searchQuery = z
  .string({ message: 'q is required' })
  .trim()
  .min(1, 'q must not be empty')
  .max(50, 'q must be at most 50 characters')
  .refine((q) => !/[\u0000-\u001f\u007f]/.test(q), 'q must not contain control characters')
  .openapi({ description: 'The search text, 1–50 characters after trimming', example: '리프팅' });

const limited = [limitPerAddress('search', () => env().SEARCH_PER_MINUTE, 60)];
const errors = { 400: readErrors[400], 429: tooManySearches };

export const searchOverviewRoute = createRoute({
  method: 'get',
  path: '/public/search/overview',
  operationId: 'searchOverview',
  tags: ['search'],
  summary: 'The search page: every section, its first 5 rows and its count',
  description: `${MATCHING} Each section holds its first 5 rows. ${COUNTS} Counted with the integrated search against SEARCH_PER_MINUTE.`,
  security: [],
  middleware: limited,
  request: { query: z.object({ q: searchQuery, lang: langQuery }) },
  responses: { 200: ok(z.object({ data: SearchOverviewSchema }), 'Every section, first rows and count'), ...errors },
});

const offsetQuery = z
  .string()
  .regex(/^[0-9]{1,4}$/, `offset must be an integer between 0 and ${SEARCH_PAGE_MAX_ROWS - 1}`)
  .transform(Number)
  .refine((n) => n < SEARCH_PAGE_MAX_ROWS, `offset must be an integer between 0 and ${SEARCH_PAGE_MAX_ROWS - 1}`)
  .optional()
  .transform((n) => n ?? 0)
  .meta({ type: 'integer', minimum: 0, maximum: SEARCH_PAGE_MAX_ROWS - 1, default: 0 });
const limitQuery = z
  .string()
  .regex(/^[0-9]{1,2}$/, 'limit must be an integer between 1 and 50')
  .transform(Number)
  .refine((n) => n >= 1 && n <= 50, 'limit must be an integer between 1 and 50')
  .optional()
  .transform((n) => n ?? 20)
  .meta({ type: 'integer', minimum: 1, maximum: 50, default: 20 });

export const searchSectionRoute = createRoute({
  method: 'get',
  path: '/public/search/sections/{section}',
  operationId: 'searchSection',
  tags: ['search'],
  summary: 'The search page: one section, paged',
  description: `${MATCHING} A page of one section (\`offset\`, \`limit\`) within its first ${SEARCH_PAGE_MAX_ROWS} rows, and the section's count. ${COUNTS} Counted with the integrated search against SEARCH_PER_MINUTE.`,
  security: [],
  middleware: limited,
  request: {
    params: z.object({
      section: z
        .enum(SEARCH_PAGE_SECTIONS, { message: `section must be one of ${SEARCH_PAGE_SECTIONS.join(', ')}` })
        .openapi({ param: { name: 'section', in: 'path' } }),
    }),
    query: z.object({ q: searchQuery, lang: langQuery, offset: offsetQuery, limit: limitQuery }),
  },
  responses: { 200: ok(SearchPageListSchema, 'A page of the section and its count'), ...errors },
});
