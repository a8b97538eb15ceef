import { createRoute, z } from '@hono/zod-openapi';
import { env } from '../../env';
import { langQuery } from '../../lib/params';
import { limitPerAddress } from '../../lib/rate-limit';
import { ok, readErrors } from '../../lib/route-helpers';
import { ErrorSchema } from '@/contracts/errors';
import { SearchResultSchema } from '@/contracts/search';

export const tooManySearches = {
  content: { 'application/json': { schema: ErrorSchema } },
  description: 'RATE_LIMITED: SEARCH_PER_MINUTE searches from this address in the last minute; see Retry-After',
};

export const searchRoute = createRoute({
  method: 'get',
  path: '/public/search',
  operationId: 'search',
  tags: ['search'],
  summary: 'Integrated search: case-sensitive substring, at most 5 per section',
  description:
    'Looks `q` up as a case-sensitive substring (no wildcards) in specialty, treatment, clinic and doctor names and event titles, in `lang`. Each section holds at most 5 items; `hasMore` tells that more matched.',
  security: [],
  middleware: [limitPerAddress('search', () => env().SEARCH_PER_MINUTE, 60)],
  request: {
    query: z.object({
      q: z
        .string({ message: 'q is required' })
        .min(1, 'q must not be empty')
        .max(50, 'q must be at most 50 characters')
        .refine((q) => !q.includes('\u0000'), 'q must not contain a NUL character'),
      lang: langQuery,
    }),
  },
  responses: {
    200: ok(z.object({ data: SearchResultSchema }), 'Matches per section; hasMore marks a cut section'),
    400: readErrors[400],
    429: tooManySearches,
  },
});
