import { createHash } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './errors';
import type { AppEnv } from './types';

// Idempotency-Key on a member's state-changing call: a retried request (lost answer, double tap, offline
// replay) gets the first answer again instead of doing the work twice. Runs after requireMember.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,200}$/;
/** Answers are kept this long. */
const RETENTION = '24 hours';
/** The advisory-lock namespace of "a request with this member and key is running" (first half of the lock key). */
const LOCK_SPACE = 0x1de4;

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

/** Thrown inside the request's transaction to roll back a request that did not succeed. */
class NotKept extends Error {}

/**
 * With an Idempotency-Key header: the first request runs and its successful (2xx) answer is stored; the
 * same member, key and body later get that status and body again (header `Idempotent-Replayed: true`);
 * the same key with another body is 422 IDEMPOTENCY_MISMATCH; while the first is still running, 409.
 * The request's writes and its stored answer commit in one transaction: a request that fails anywhere,
 * the database going away included, leaves neither, so its retry with the key runs once; one that
 * committed is answered again, never done twice. An answer that is not a success is not stored (and what
 * the request wrote is rolled back), so a retry after fixing the cause (e.g. giving the health consent) runs
 * again. Without the header the request runs as usual.
 */
export const idempotent = (route: string, beforeTransaction?: (c: Context<AppEnv>) => Promise<void>) =>
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
    const replay = (first: typeof idempotencyKeys.$inferSelect) => {
      if (first.route !== route || first.requestHash !== requestHash) {
        throw new ApiError(422, 'IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was used with another request body');
      }
      c.header('Idempotent-Replayed', 'true');
      return c.json(first.body as object, first.status as ContentfulStatusCode);
    };
    // Expired answers go; so do claims without an answer, which only requests before answers and writes
    // shared a transaction could leave.
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          mine,
          or(lt(idempotencyKeys.createdAt, sql`now() - ${RETENTION}::interval`), isNull(idempotencyKeys.status)),
        ),
      );
    const [stored] = await db.select().from(idempotencyKeys).where(mine);
    if (stored) return replay(stored);

    // Slow work that needs no transaction (decoding photos) is done first, not while one is held open.
    if (beforeTransaction) await beforeTransaction(c);
    let kept: Response | undefined;
    try {
      await db.transaction(async (tx) => {
        // One request per member and key at a time; the lock ends with the transaction.
        // (Both drivers answer raw SQL with { rows }.)
        const lock = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(${LOCK_SPACE}, hashtext(${`${memberId}:${key}`})) as locked`,
        )) as unknown as {
          rows: { locked: boolean }[];
        };
        if (!lock.rows[0]?.locked)
          throw new ApiError(409, 'CONFLICT', 'A request with this Idempotency-Key is in progress; retry shortly');
        const [first] = await tx.select().from(idempotencyKeys).where(mine); // answered while this one waited
        if (first) {
          kept = replay(first);
          return;
        }
        c.set('db', tx as unknown as typeof db);
        try {
          await next();
        } finally {
          c.set('db', db);
        }
        if (c.res.status < 200 || c.res.status >= 300) throw new NotKept();
        const body: unknown = await c.res.clone().json();
        await tx.insert(idempotencyKeys).values({ memberId, key, route, requestHash, status: c.res.status, body });
      });
    } catch (err) {
      if (!(err instanceof NotKept)) throw err;
    }
    if (kept) return kept;
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
