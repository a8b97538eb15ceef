import { createRoute, z } from '@hono/zod-openapi';
import { langQuery } from '../../lib/params';
import { ConcernSchema, ErrorSchema, PartSchema, SpecialtySchema, TreatmentSchema, listOf } from '../../schemas/entities';

const query = z.object({ lang: langQuery });

// The taxonomy is small (tens to hundreds of rows) and changes with catalogue versions: no paging.
const listRoute = <P extends string, T extends z.ZodType>(path: P, schema: T, summary: string) =>
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

export const listSpecialtiesRoute = listRoute('/public/specialties', SpecialtySchema, 'Specialties');
export const listPartsRoute = listRoute('/public/parts', PartSchema, 'Body parts');
export const listConcernsRoute = listRoute('/public/concerns', ConcernSchema, 'Concerns with their parts');
export const listTreatmentsRoute = listRoute('/public/treatments', TreatmentSchema, 'Treatments with their concerns and specialties');
