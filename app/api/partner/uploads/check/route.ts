import { z } from 'zod';
import { relay, sendJson, withStaff } from '@/lib/bff/handler';
import { methodNotAllowed } from '@/lib/bff/responses';
import { imagePath } from '@/contracts/fields';

// POST /api/partner/uploads/check {path}: the image just PUT is checked now; answers the copy that will be shown.
export const POST = withStaff({ name: 'POST /api/partner/uploads/check', body: z.object({ path: imagePath('path') }) }, async ({ call, body }) =>
  relay(await call('/staff/uploads/check', sendJson('POST', body))),
);

export const GET = () => methodNotAllowed('POST');
