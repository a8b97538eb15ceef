import { relay, sendJson, withStaff } from '@/lib/bff/handler';
import { langOnly } from '@/lib/bff/partner-params';
import { toSearch } from '@/contracts/common';
import { eventBody } from '@/contracts/events';

// GET /api/partner/events → the clinic's events (ended ones too); POST adds one.
export const GET = withStaff({ name: 'GET /api/partner/events', query: langOnly }, async ({ call, query }) =>
  relay(await call(`/staff/events${toSearch(query)}`)),
);

export const POST = withStaff({ name: 'POST /api/partner/events', query: langOnly, body: eventBody }, async ({ call, query, body }) =>
  relay(await call(`/staff/events${toSearch(query)}`, sendJson('POST', body))),
);
