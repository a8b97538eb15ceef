import { relay, withStaff } from '@/lib/bff/handler';
import { idPath } from '@/lib/bff/member-params';
import { langOnly } from '@/lib/bff/partner-params';
import { methodNotAllowed } from '@/lib/bff/responses';
import { toSearch } from '@/contracts/common';

// POST /api/partner/events/{id}/end: the event ends now and leaves the public ongoing list.
export const POST = withStaff({ name: 'POST /api/partner/events/{id}/end', params: idPath, query: langOnly }, async ({ call, params, query }) =>
  relay(await call(`/staff/events/${params.id}/end${toSearch(query)}`, { method: 'POST' })),
);

export const GET = () => methodNotAllowed('POST');
