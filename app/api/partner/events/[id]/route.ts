import { relay, sendJson, withStaff } from '@/lib/bff/handler';
import { idPath } from '@/lib/bff/member-params';
import { langOnly } from '@/lib/bff/partner-params';
import { toSearch } from '@/contracts/common';
import { eventPatchBody } from '@/contracts/events';

// GET, PATCH /api/partner/events/{id}: one event of the clinic.
export const GET = withStaff({ name: 'GET /api/partner/events/{id}', params: idPath, query: langOnly }, async ({ call, params, query }) =>
  relay(await call(`/staff/events/${params.id}${toSearch(query)}`)),
);

export const PATCH = withStaff(
  { name: 'PATCH /api/partner/events/{id}', params: idPath, query: langOnly, body: eventPatchBody },
  async ({ call, params, query, body }) => relay(await call(`/staff/events/${params.id}${toSearch(query)}`, sendJson('PATCH', body))),
);
