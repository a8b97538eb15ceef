import { createRoute, z } from '@hono/zod-openapi';
import {
  booleanString,
  districtQuery,
  idParams,
  idString,
  langQuery,
  pagingQuery,
  taxonomyFilterQuery,
} from '../../lib/params';
import { ok, readErrors } from '../../lib/route-helpers';
import { dataOf, listOf, sortQuery } from '@/contracts/common';
import { EVENT_SORTS, EventSchema } from '@/contracts/events';

export const listEventsRoute = createRoute({
  method: 'get',
  path: '/public/events',
  operationId: 'listEvents',
  tags: ['events'],
  summary: 'Events, most reviewed first (or by `sort`), filtered by clinic, running state or the explore taxonomy',
  description:
    'Pages through treatment events ordered by review count unless `sort` says otherwise. `ongoing=true` keeps events running now (no start or started, no end or not ended), `ongoing=false` the others. `ended=false` leaves out the events that have ended (the explore list by default), `ended=true` keeps only those.',
  security: [],
  request: {
    query: z.object({
      ...taxonomyFilterQuery,
      clinicId: idString('clinicId').optional(),
      district: districtQuery,
      ongoing: booleanString('ongoing').optional(),
      ended: booleanString('ended').optional(),
      sort: sortQuery(
        EVENT_SORTS,
        'recommended (default): most reviewed first, as without `sort`; price: the price a visitor pays (the event price, else the regular price) lowest first, events without a price last; discount: highest discount off the regular price first, events without one last. Ties go by id.',
      ),
      ...pagingQuery(10_000, 100_000),
      lang: langQuery,
    }),
  },
  responses: { 200: ok(listOf(EventSchema), 'A page of events and the total matching'), 400: readErrors[400] },
});

export const getEventRoute = createRoute({
  method: 'get',
  path: '/public/events/{id}',
  operationId: 'getEvent',
  tags: ['events'],
  summary: 'One event',
  description:
    'The event with its images, treatments, running dates, clinic summary and review statistics. An unknown id is a 404.',
  security: [],
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(EventSchema), 'The event'), ...readErrors },
});
