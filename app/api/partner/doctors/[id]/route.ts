import { relay, sendJson, withStaff } from '@/lib/bff/handler';
import { idPath } from '@/lib/bff/member-params';
import { langOnly } from '@/lib/bff/partner-params';
import { toSearch } from '@/contracts/common';
import { doctorPatchBody } from '@/contracts/doctors';

// GET, PATCH, DELETE /api/partner/doctors/{id}: one doctor of the clinic.
export const GET = withStaff({ name: 'GET /api/partner/doctors/{id}', params: idPath, query: langOnly }, async ({ call, params, query }) =>
  relay(await call(`/staff/doctors/${params.id}${toSearch(query)}`)),
);

export const PATCH = withStaff(
  { name: 'PATCH /api/partner/doctors/{id}', params: idPath, query: langOnly, body: doctorPatchBody },
  async ({ call, params, query, body }) => relay(await call(`/staff/doctors/${params.id}${toSearch(query)}`, sendJson('PATCH', body))),
);

export const DELETE = withStaff({ name: 'DELETE /api/partner/doctors/{id}', params: idPath }, async ({ call, params }) =>
  relay(await call(`/staff/doctors/${params.id}`, { method: 'DELETE' })),
);
