'use client';

import { useForm, type FieldErrors, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { fieldMessageOf, topField, type FieldMessageKey, type IssueLike } from './field-messages';

/** A schema whose input and output are objects: a contract's write body. */
export type BodySchema = z.ZodType<FieldValues, FieldValues>;

/**
 * The form's field errors from zod issues: one per top-level field (the first issue about it), its `message` the
 * message key `messageOf` gives and its `type` the issue's code.
 */
export function fieldErrorsOf<K extends string>(
  issues: readonly z.core.$ZodIssue[],
  messageOf: (issue: IssueLike) => K,
): Partial<Record<string, { type: string; message: K }>> {
  const out: Partial<Record<string, { type: string; message: K }>> = {};
  // An issue about the whole form (an empty path) is react-hook-form's `root` error.
  for (const issue of issues)
    out[topField(issue.path.map(String).join('.')) || 'root'] ??= { type: issue.code, message: messageOf(issue) };
  return out;
}

/**
 * The resolver of a contract's schema: the form's values are the body's input; a valid form hands over the parsed
 * body (the schema's output), an invalid one an error per field whose message is a message key (lib/forms/field-messages.ts).
 *
 * Not @hookform/resolvers' zodResolver: its errors keep only the issue's English message and code, and the message
 * key needs the issue's path, bound and rule id (zod gives a contract's own messages precedence over a parse-time
 * error map, so that cannot carry the key either).
 */
export function zodKeyResolver<S extends BodySchema, K extends string>(
  schema: S,
  messageOf: (issue: IssueLike) => K,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data as z.output<S>, errors: {} };
    return { values: {}, errors: fieldErrorsOf(parsed.error.issues, messageOf) as FieldErrors<z.input<S>> };
  };
}

export type UseZodFormOptions<S extends BodySchema, K extends string> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> & {
  /** The message key of an issue; the console's field messages unless said. */
  messageOf?: (issue: IssueLike) => K;
};

/**
 * react-hook-form over a contract's zod schema: values are the body's input (z.input), `handleSubmit` hands over
 * the parsed body (z.output), and each field error's `message` is a typed message key, never English text.
 */
export function useZodForm<S extends BodySchema, K extends string = FieldMessageKey>(
  schema: S,
  options: UseZodFormOptions<S, K> = {},
) {
  const { messageOf = fieldMessageOf as unknown as (issue: IssueLike) => K, ...rest } = options;
  return useForm<z.input<S>, unknown, z.output<S>>({ ...rest, resolver: zodKeyResolver(schema, messageOf) });
}

/** The message key of a field's error (the resolver and `setError` put only keys there). */
export const messageKeyOf = <K extends string = FieldMessageKey>(
  error: { message?: unknown } | undefined,
): K | undefined => (typeof error?.message === 'string' && error.message ? (error.message as K) : undefined);
