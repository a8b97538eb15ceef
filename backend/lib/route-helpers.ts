import { z } from '@hono/zod-openapi';
import { ErrorSchema } from '@/contracts/errors';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** The error responses every public read can give. */
export const readErrors = {
  400: json(ErrorSchema, 'Invalid parameter: `error.fields` names each bad field'),
  404: json(ErrorSchema, 'Not found'),
} as const;

export const ok = json;
