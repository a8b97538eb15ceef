import { backend } from '@/lib/api/backend-client';
import { relay, withPublic } from '@/lib/bff/handler';
import { forwardedFor } from '@/lib/bff/forwarded-for';
import { methodNotAllowed } from '@/lib/bff/responses';
import { partnerApplicationBody } from '@/contracts/partner-applications';

// POST /api/public/partner-applications: the footer's 입점 신청 form. Checked with the same schema the backend uses;
// the browser's address goes along for the per-address limit (429 with Retry-After is passed on).
export const POST = withPublic(
  { name: 'POST /api/public/partner-applications', body: partnerApplicationBody },
  async ({ request, body }) =>
    relay(
      await backend.public['partner-applications'].$post(
        { json: { ...body, detailAddress: body.detailAddress ?? undefined, agreed: true } },
        { headers: forwardedFor(request) },
      ),
    ),
);

export const GET = () => methodNotAllowed('POST');
