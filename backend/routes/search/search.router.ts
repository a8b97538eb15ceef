import { createRouter } from '../../lib/create-router';
import { searchOverview, searchSection } from './search-page.repository';
import { searchOverviewRoute, searchSectionRoute } from './search-page.routes';
import { search } from './search.repository';
import { searchRoute } from './search.routes';

export const searchRouter = createRouter()
  .openapi(searchRoute, async (c) => {
    const { q, lang } = c.req.valid('query');
    return c.json({ data: await search(c.var.db, q, lang) }, 200);
  })
  // The search page (/search): every section at once, then one section paged.
  .openapi(searchOverviewRoute, async (c) => {
    const { q, lang } = c.req.valid('query');
    return c.json({ data: await searchOverview(c.var.db, q, lang) }, 200);
  })
  .openapi(searchSectionRoute, async (c) => {
    const { section } = c.req.valid('param');
    const { q, lang, offset, limit } = c.req.valid('query');
    return c.json(await searchSection(c.var.db, section, q, lang, offset, limit), 200);
  });
