import { relay, withMember } from '@/lib/bff/handler';

// GET /api/member/my-info → GET /member/my-info.
export const GET = withMember({ name: 'GET /api/member/my-info' }, async ({ call }) => relay(await call('/member/my-info')));
