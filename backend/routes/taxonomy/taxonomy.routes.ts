import { createRoute, z } from '@hono/zod-openapi';
import { langQuery } from '../../lib/params';
import { listOf } from '@/contracts/common';
import { ErrorSchema } from '@/contracts/errors';
import { ConcernSchema, PartSchema, SpecialtySchema, TreatmentSchema } from '@/contracts/taxonomy';

const query = z.object({ lang: langQuery });

// The taxonomy is small (tens to hundreds of rows) and changes with catalogue versions: no paging.
const listRoute = <P extends string, T extends z.ZodType>(
  path: P,
  operationId: string,
  schema: T,
  summary: string,
  description: string,
) =>
  createRoute({
    method: 'get',
    path,
    operationId,
    tags: ['taxonomy'],
    summary,
    description: `${description} Names in \`lang\`; the whole list at once (no paging), ordered by id.`,
    security: [],
    request: { query },
    responses: {
      200: { content: { 'application/json': { schema: listOf(schema) } }, description: summary },
      400: { content: { 'application/json': { schema: ErrorSchema } }, description: 'Invalid query' },
    },
  });

export const listSpecialtiesRoute = listRoute(
  '/public/specialties',
  'listSpecialties',
  SpecialtySchema,
  'Specialties',
  'Medical specialties (피부과, 성형외과…).',
);
export const listPartsRoute = listRoute(
  '/public/parts',
  'listParts',
  PartSchema,
  'Body parts',
  'Body parts (눈, 코, 피부…) the explore filters start from.',
);
export const listConcernsRoute = listRoute(
  '/public/concerns',
  'listConcerns',
  ConcernSchema,
  'Concerns with their parts',
  'Concerns (주름, 여드름…), each with the body parts it belongs to.',
);
export const listTreatmentsRoute = listRoute(
  '/public/treatments',
  'listTreatments',
  TreatmentSchema,
  'Treatments with their concerns and specialties',
  'Treatments, each with the concerns it addresses and the specialties that offer it.',
);
