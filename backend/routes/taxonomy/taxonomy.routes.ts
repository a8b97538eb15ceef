import { createRoute, z } from '@hono/zod-openapi';
import { langQuery } from '../../lib/params';
import { ConcernSchema, ErrorSchema, PartSchema, SpecialtySchema, TreatmentSchema, listOf } from '../../schemas/entities';
import type { AppOpenAPI } from '../../lib/types';
import { listConcerns, listParts, listSpecialties, listTreatments } from './taxonomy.repository';

const query = z.object({ lang: langQuery });

const listRoute = (path: string, schema: z.ZodType, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['taxonomy'],
    summary,
    request: { query },
    responses: {
      200: { content: { 'application/json': { schema: listOf(schema) } }, description: summary },
      400: { content: { 'application/json': { schema: ErrorSchema } }, description: 'Invalid query' },
    },
  });

// The taxonomy is small (tens to hundreds of rows) and changes with catalogue versions: no paging.
export function registerTaxonomyRoutes(app: AppOpenAPI) {
  const loaders = [
    ['/public/specialties', SpecialtySchema, 'Specialties', listSpecialties],
    ['/public/parts', PartSchema, 'Body parts', listParts],
    ['/public/concerns', ConcernSchema, 'Concerns with their parts', listConcerns],
    ['/public/treatments', TreatmentSchema, 'Treatments with their concerns and specialties', listTreatments],
  ] as const;
  for (const [path, schema, summary, load] of loaders) {
    app.openapi(listRoute(path, schema, summary), async (c) => {
      const { lang } = c.req.valid('query');
      const data = await load(c.var.db, lang);
      return c.json({ data, total: data.length }, 200);
    });
  }
}
