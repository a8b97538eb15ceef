import { forwarder } from '@/lib/bff/forward';

// /api/partner/* → the backend's /staff/* as the signed-in staff member (the console's own cookie), a few
// console URLs by their old names (lib/bff/forward.ts); login, logout and password change have route files.
const forward = forwarder('staff');

export const GET = forward;
export const POST = forward;
export const PATCH = forward;
export const PUT = forward;
export const DELETE = forward;
