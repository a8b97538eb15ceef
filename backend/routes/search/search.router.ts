import { createRouter } from '../../lib/create-router';
import { search } from './search.repository';
import { searchRoute } from './search.routes';

export const searchRouter = createRouter().openapi(searchRoute, async (c) => {
  const { q, lang } = c.req.valid('query');
  return c.json({ data: await search(c.var.db, q, lang) }, 200);
});
