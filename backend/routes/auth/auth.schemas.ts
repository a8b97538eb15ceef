import { z } from '@hono/zod-openapi';
import { ApiError } from '../../lib/errors';
import { ErrorSchema } from '@/contracts/errors';

const error = (description: string) => ({ content: { 'application/json': { schema: ErrorSchema } }, description });

export const errors = {
  400: error('Invalid input: `error.fields` names each bad field'),
  401: error('Not authenticated: bad credentials, code, token or ended session'),
  403: error('Authenticated, but the token is of the wrong type or for another account'),
  404: error('Not found, or the provider/endpoint is not enabled'),
  410: error('LINK_EXPIRED: the one-time link was used already or has expired'),
  429: error('RATE_LIMITED: too many failed attempts; Retry-After says when to try again'),
  502: error('The login provider answered with an error or something unexpected'),
  503: error('The login provider (or the database) is unreachable or timed out'),
};

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** A 400 naming one field, same shape as the zod validation errors. */
export const badField = (target: 'query' | 'json', field: string, message: string) =>
  new ApiError(400, 'VALIDATION_ERROR', `Invalid ${target}: ${field}`, { [field]: message });

export const bearerSecurity = [{ bearer: [] }];
