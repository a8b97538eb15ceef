import { relay, sendJson, withStaff } from '@/lib/bff/handler';
import { langOnly } from '@/lib/bff/partner-params';
import { toSearch } from '@/contracts/common';
import { doctorBody } from '@/contracts/doctors';

// GET /api/partner/doctors → the clinic's doctors; POST adds one.
export const GET = withStaff({ name: 'GET /api/partner/doctors', query: langOnly }, async ({ call, query }) =>
  relay(await call(`/staff/doctors${toSearch(query)}`)),
);

export const POST = withStaff({ name: 'POST /api/partner/doctors', query: langOnly, body: doctorBody }, async ({ call, query, body }) =>
  relay(await call(`/staff/doctors${toSearch(query)}`, sendJson('POST', body))),
);
