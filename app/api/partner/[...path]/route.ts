import { notFound } from '@/lib/bff/responses';

// Every partner call is a route of its own beside this file; anything else is not one.
const none = async () => notFound('Partner call');

export const GET = none;
export const POST = none;
export const PATCH = none;
export const PUT = none;
export const DELETE = none;
