import { relay, withMember } from '@/lib/bff/handler';

// PUT /api/member/health-consent: agree to the processing of health information (before a review with photos).
export const PUT = withMember({ name: 'PUT /api/member/health-consent' }, async ({ call }) => relay(await call('/member/health-consent', { method: 'PUT' })));

// DELETE /api/member/health-consent: withdraw that consent.
export const DELETE = withMember({ name: 'DELETE /api/member/health-consent' }, async ({ call }) =>
  relay(await call('/member/health-consent', { method: 'DELETE' })),
);
