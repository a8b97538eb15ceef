import { createRouter } from '../../lib/create-router';
import { listSitemapEntries } from './sitemap.repository';
import { listSitemapRoute } from './sitemap.routes';

export const sitemapRouter = createRouter().openapi(listSitemapRoute, async (c) =>
  c.json(await listSitemapEntries(c.var.db, c.req.valid('param').type, c.req.valid('query')), 200),
);
