import { createRoute, z } from '@hono/zod-openapi';
import { idString, pagingQuery } from '../../lib/params';
import { ok, readErrors } from '../../lib/route-helpers';
import { listOf } from '@/contracts/common';
import { SitemapEntrySchema } from '@/contracts/search';
import { SITEMAP_TYPES } from './sitemap.repository';

/** The most URLs one sitemap file may list (sitemaps.org protocol). */
export const SITEMAP_MAX_URLS = 50_000;

const typeParams = z.object({
  type: z
    .enum(SITEMAP_TYPES, { message: `type must be one of ${SITEMAP_TYPES.join(', ')}` })
    .openapi({ param: { name: 'type', in: 'path' }, example: 'clinics' }),
});

export const listSitemapRoute = createRoute({
  method: 'get',
  path: '/public/sitemap/{type}',
  operationId: 'listSitemapEntries',
  tags: ['sitemap'],
  summary: 'Ids and last-modified times of one entity type, id ascending, for sitemaps',
  security: [],
  description:
    'Cheap id-only listing for sitemap generation. `afterId` is a keyset cursor (preferred for deep pages); ' +
    '`offset` skips that many rows after it. An unknown `type` is a 400 naming `type`.',
  request: {
    params: typeParams,
    query: z.object({
      afterId: idString('afterId').optional().openapi({ description: 'Only ids greater than this (keyset paging)' }),
      ...pagingQuery(SITEMAP_MAX_URLS, SITEMAP_MAX_URLS),
    }),
  },
  responses: {
    200: ok(listOf(SitemapEntrySchema), 'A page of ids and the total count of the type'),
    400: readErrors[400],
  },
});
