import { notFound } from '@/lib/bff/responses';

// Every member call is a route of its own beside this file; anything else is not one.
const none = async () => notFound('Member call');

export const GET = none;
export const POST = none;
export const PATCH = none;
export const PUT = none;
export const DELETE = none;
