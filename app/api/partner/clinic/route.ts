import { relay, sendJson, withStaff } from '@/lib/bff/handler';
import { langOnly } from '@/lib/bff/partner-params';
import { clinicBody } from '@/contracts/clinics';
import { toSearch } from '@/contracts/common';

// GET /api/partner/clinic → the staff member's clinic; PATCH with the fields to change.
export const GET = withStaff({ name: 'GET /api/partner/clinic', query: langOnly }, async ({ call, query }) =>
  relay(await call(`/staff/clinic${toSearch(query)}`)),
);

export const PATCH = withStaff({ name: 'PATCH /api/partner/clinic', query: langOnly, body: clinicBody }, async ({ call, query, body }) =>
  relay(await call(`/staff/clinic${toSearch(query)}`, sendJson('PATCH', body))),
);
