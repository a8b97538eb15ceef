import { forwarder } from '@/lib/bff/forward';

// /api/operator/* → the backend's /operator/* as the signed-in operator (the `operator` cookie); sign-in and
// sign-out have route files of their own.
const forward = forwarder('operator');

export const GET = forward;
export const POST = forward;
export const PATCH = forward;
export const PUT = forward;
export const DELETE = forward;
