import { forwarder } from '@/lib/bff/forward';

// /api/member/* → the backend's /member/* as the signed-in member: only the bearer routes of the backend's
// route table are passed on (lib/bff/forwardable.ts); anything else is a JSON 404 or 405.
const forward = forwarder('member');

export const GET = forward;
export const POST = forward;
export const PATCH = forward;
export const PUT = forward;
export const DELETE = forward;
