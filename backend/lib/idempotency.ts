import { createHash } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './errors';
import type { AppEnv } from './types';

// Idempotency-Key on a member's state-changing call: a retried request (lost answer, double tap, offline
// replay) gets the first answer again instead of doing the work twice. Runs after requireMember.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,200}$/;
/** Answers are kept this long; a request that died without answering frees its key after STALE_IN_FLIGHT. */
const RETENTION = '24 hours';
const STALE_IN_FLIGHT = '2 minutes';

/** JSON with its object keys sorted, so the same body in another key order or spacing hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function bodyHash(route: string, text: string): string {
  let body: string;
  try {
    body = canonical(JSON.parse(text));
  } catch {
    body = text;
  }
  return createHash('sha256').update(`${route}\n${body}`).digest('hex');
}

/**
 * With an Idempotency-Key header: the first request runs and its successful (2xx) answer is stored; the
 * same member, key and body later get that status and body again (header `Idempotent-Replayed: true`);
 * the same key with another body is 422 IDEMPOTENCY_MISMATCH; while the first is still running, 409.
 * An answer that is not a success is not stored (the key is freed), so a retry after fixing the cause
 * (e.g. giving the health consent) runs again. Without the header the request runs as usual.
 */
export const idempotent = (route: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY.test(key)) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid header: Idempotency-Key', {
        'Idempotency-Key': 'Idempotency-Key must be 1 to 200 visible ASCII characters',
      });
    }
    const db = c.var.db;
    const memberId = c.var.member.id;
    const requestHash = bodyHash(route, await c.req.text());
    const mine = and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key));
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          mine,
          or(
            lt(idempotencyKeys.createdAt, sql`now() - ${RETENTION}::interval`),
            and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, sql`now() - ${STALE_IN_FLIGHT}::interval`)),
          ),
        ),
      );
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ memberId, key, route, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await db.select().from(idempotencyKeys).where(mine);
      if (!first) throw new ApiError(409, 'CONFLICT', 'A request with this Idempotency-Key is in progress; retry shortly');
      if (first.route !== route || first.requestHash !== requestHash) {
        throw new ApiError(422, 'IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was used with another request body');
      }
      if (first.status === null) throw new ApiError(409, 'CONFLICT', 'A request with this Idempotency-Key is in progress; retry shortly');
      c.header('Idempotent-Replayed', 'true');
      return c.json(first.body as object, first.status as ContentfulStatusCode);
    }
    let stored = false;
    try {
      await next();
      if (c.res.status >= 200 && c.res.status < 300) {
        const body: unknown = await c.res.clone().json();
        await db.update(idempotencyKeys).set({ status: c.res.status, body }).where(mine);
        stored = true;
      }
    } finally {
      // Thrown errors reach onError after this; either way the key is free for a retry.
      if (!stored) await db.delete(idempotencyKeys).where(mine);
    }
  });

/** The optional Idempotency-Key request header, as member POST routes declare it (OpenAPI). */
export const idempotencyKeyHeaders = (example: string) =>
  z.object({
    [IDEMPOTENCY_HEADER]: z
      .string()
      .optional()
      .openapi({
        param: { name: IDEMPOTENCY_HEADER, in: 'header' },
        description:
          `Optional, 1 to 200 visible ASCII characters (e.g. a UUID per ${example}). The same key and body within 24 hours answer the first ` +
          'successful status and body again (header Idempotent-Replayed: true); the same key with another body answers 422 IDEMPOTENCY_MISMATCH; ' +
          'while the first request is still running, 409. Answers that are not a success are not kept.',
        example: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      }),
  });
