import { createRoute, z } from '@hono/zod-openapi';
import { districtQuery, idParams, openAtQuery, langQuery, pagingQuery, taxonomyFilterQuery } from '../../lib/params';
import { ok, readErrors } from '../../lib/route-helpers';
import { CLINIC_SORTS, ClinicSchema } from '@/contracts/clinics';
import { dataOf, listOf, sortQuery } from '@/contracts/common';

export const listClinicsRoute = createRoute({
  method: 'get',
  path: '/public/clinics',
  operationId: 'listClinics',
  tags: ['clinics'],
  summary: 'Clinics, most reviewed first (or by `sort`), filtered by the explore taxonomy',
  description:
    "Pages through clinics ordered by review count (most first, then id) unless `sort` says otherwise. `specialtyId` matches the clinic's own specialties; `district` keeps the clinics of one 구 or 군; `openAt` (`now` or a date-time) keeps those seeing patients then by their opening hours (진료 중); `treatmentId`, `concernId` and `partId` match through the treatments it offers; filters combine with AND. `total` counts every match, so an `offset` past it answers an empty page.",
  security: [],
  request: {
    query: z.object({
      ...taxonomyFilterQuery,
      district: districtQuery,
      openAt: openAtQuery,
      sort: sortQuery(
        CLINIC_SORTS,
        'recommended (default): most reviewed first, as without `sort`; rating: highest average rating first, then most reviewed (clinics without reviews, rated 0, come last); reviews: most reviewed first; price: highest share of verified visitors who paid the listed price first (clinics whose price figure is below its threshold come last, most reviewed first). Ties go by id.',
      ),
      priceMin: z.coerce
        .number({ error: 'priceMin must be an integer from 0 to 100' })
        .int('priceMin must be an integer from 0 to 100')
        .min(0, 'priceMin must be an integer from 0 to 100')
        .max(100, 'priceMin must be an integer from 0 to 100')
        .optional()
        .openapi({
          description:
            'Keeps clinics whose price-honoured figure is published (n at its threshold or above) with at least this share (percent) of verified visitors paying the listed price',
          example: 90,
        }),
      ...pagingQuery(10_000, 100_000),
      lang: langQuery,
    }),
  },
  responses: { 200: ok(listOf(ClinicSchema), 'A page of clinics and the total matching'), 400: readErrors[400] },
});

export const getClinicRoute = createRoute({
  method: 'get',
  path: '/public/clinics/{id}',
  operationId: 'getClinic',
  tags: ['clinics'],
  summary: 'One clinic',
  description:
    'The clinic with its address, specialties, doctors, events, images and review statistics; taxonomy names in `lang`. An unknown id is a 404.',
  security: [],
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(ClinicSchema), 'The clinic'), ...readErrors },
});

export const DistrictSchema = z
  .object({
    name: z.string().openapi({ example: '강남구' }),
    clinicCount: z.number().int().openapi({ description: 'Clinics whose address lies in it' }),
  })
  .openapi('District');

export const listDistrictsRoute = createRoute({
  method: 'get',
  path: '/public/districts',
  operationId: 'listDistricts',
  tags: ['clinics'],
  summary: "The areas (구 or 군) clinics' addresses lie in, with how many clinics each has",
  description:
    'For the area filter of the explore hub (`district=` on /public/clinics and /public/events): most clinics first, then by name. `lang` is accepted like on the other public lists; area names are Korean in every language for now.',
  security: [],
  request: { query: z.object({ lang: langQuery }) },
  responses: {
    200: ok(z.object({ data: z.array(DistrictSchema) }), 'Every area with at least one clinic'),
    400: readErrors[400],
  },
});
