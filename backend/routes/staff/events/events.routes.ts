import { createRoute, z } from '@hono/zod-openapi';
import { idParams, langQuery } from '../../../lib/params';
import { ok } from '../../../lib/route-helpers';
import { dataOf, listOf } from '@/contracts/common';
import { eventBody, eventPatchBody, StaffEventSchema } from '@/contracts/events';
import { adWordingJustification } from '@/contracts/ad-wording-reviews';
import { staffErrors, staffListErrors, staffOnly } from '../../../auth/staff-route';

const lang = z.object({ lang: langQuery });
const fields =
  'title (required), content, treatments (ids, replacing the list), regularPrice and eventPrice (KRW; the event price at most the regular one), ' +
  'vatIncluded, anesthesiaIncluded, aftercareIncluded, sessions (1–99, how many the price covers), startsOn and endsOn (first and last day, Korean time, inclusive), cardImage, mainImage and detailImages ' +
  '(each an image the clinic already shows, or the path of an upload of the clinic).';

export const listStaffEventsRoute = createRoute({
  method: 'get',
  path: '/staff/events',
  operationId: 'listStaffEvents',
  summary: "The clinic's events, ended ones included, newest first",
  description: 'Every event of the clinic of the STAFF token with its status (UPCOMING, ONGOING, ENDED).',
  ...staffOnly,
  request: { query: lang },
  responses: { 200: ok(listOf(StaffEventSchema), 'The events and their number'), ...staffListErrors },
});

const AD_WORDING_NOTE =
  'A title or content whose advertising wording is flagged (contracts/ad-wording.ts) is refused with 400 AD_WORDING ' +
  '(`error.fields` names each field) unless `adWordingJustification` (10–500 characters) says why it is kept: the save then ' +
  "goes to the operators' review queue.";

export const createStaffEventRoute = createRoute({
  method: 'post',
  path: '/staff/events',
  operationId: 'createStaffEvent',
  summary: 'Adds an event to the clinic',
  description: `${fields} Recorded in the audit trail; visible on the public pages at once. ${AD_WORDING_NOTE}`,
  ...staffOnly,
  request: {
    query: lang,
    body: {
      required: true,
      content: { 'application/json': { schema: eventBody.safeExtend({ adWordingJustification }) } },
    },
  },
  responses: { 201: ok(dataOf(StaffEventSchema), 'The event as saved'), ...staffListErrors },
});

export const getStaffEventRoute = createRoute({
  method: 'get',
  path: '/staff/events/{id}',
  operationId: 'getStaffEvent',
  summary: 'One event of the clinic',
  description: "Another clinic's event answers 404, like an unknown id.",
  ...staffOnly,
  request: { params: idParams, query: lang },
  responses: { 200: ok(dataOf(StaffEventSchema), 'The event'), ...staffErrors },
});

export const patchStaffEventRoute = createRoute({
  method: 'patch',
  path: '/staff/events/{id}',
  operationId: 'updateStaffEvent',
  summary: 'Changes an event of the clinic',
  description: `Sets the fields given; the price and day rules are checked against the event as it will be. ${fields} ${AD_WORDING_NOTE}`,
  ...staffOnly,
  request: {
    params: idParams,
    query: lang,
    body: {
      required: true,
      content: { 'application/json': { schema: eventPatchBody.safeExtend({ adWordingJustification }) } },
    },
  },
  responses: { 200: ok(dataOf(StaffEventSchema), 'The event as saved'), ...staffErrors },
});

export const endStaffEventRoute = createRoute({
  method: 'post',
  path: '/staff/events/{id}/end',
  operationId: 'endStaffEvent',
  summary: 'Ends an event now',
  description:
    'The event ends at once and leaves the public list of ongoing events; an event already over keeps its end. Idempotent.',
  ...staffOnly,
  request: { params: idParams, query: lang },
  responses: { 200: ok(dataOf(StaffEventSchema), 'The event, ENDED'), ...staffErrors },
});
