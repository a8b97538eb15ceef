import { Hono } from 'hono';
import { toErrorResponse } from './errors';

// What a database failure becomes for the client: never a 500 when the cause is the request or a race.
const answerFor = async (err: unknown) => {
  const app = new Hono();
  app.get('/', () => {
    throw err;
  });
  app.onError((e, c) => toErrorResponse(e, c));
  const res = await app.request('/');
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { error: { code: string } },
  };
};

const pgError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code }) });

describe('toErrorResponse', () => {
  it('a row referred to that went away meanwhile (foreign key, e.g. a write racing the account deletion) is 409', async () => {
    expect(await answerFor(pgError('23503'))).toEqual({
      status: 409,
      retryAfter: null,
      body: { error: { code: 'CONFLICT', message: expect.any(String) } },
    });
  });
  it("a CHECK constraint the database enforced is 400, naming the form's field where the constraint is known", async () => {
    const check = (constraint: string) =>
      Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('db'), { code: '23514', constraint }),
      });
    expect(await answerFor(check('events_period_order'))).toEqual({
      status: 400,
      retryAfter: null,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid body: endsOn',
          fields: { endsOn: 'endsOn must not be before startsOn' },
        },
      },
    });
    expect(await answerFor(check('some_other_check'))).toMatchObject({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR' } },
    });
  });
  it('text the database cannot store (NUL) is 400', async () => {
    expect((await answerFor(pgError('22021'))).status).toBe(400);
    expect((await answerFor(pgError('22P05'))).body.error.code).toBe('VALIDATION_ERROR');
  });
  it('an unreachable or too slow database is 503 with Retry-After', async () => {
    expect((await answerFor(pgError('57P01'))).status).toBe(503);
    expect((await answerFor(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).status).toBe(503);
    // statement_timeout, lock_timeout
    for (const code of ['57014', '55P03'])
      expect(await answerFor(pgError(code))).toMatchObject({ status: 503, retryAfter: '5' });
    // node-postgres's own timeouts and a connection dropped mid-query carry no code
    // …nor does a statement sent on a connection that broke earlier in its transaction (e.g. its rollback)
    for (const message of [
      'timeout exceeded when trying to connect',
      'Query read timeout',
      'Connection terminated unexpectedly',
      'Client has encountered a connection error and is not queryable',
    ]) {
      const err = Object.assign(new Error('Failed query: select 1'), { cause: new Error(message) });
      expect(await answerFor(err)).toMatchObject({
        status: 503,
        retryAfter: '5',
        body: { error: { code: 'SERVICE_UNAVAILABLE' } },
      });
    }
  });
  it('anything else is still a 500 (and logged)', async () => {
    const log = console.error;
    console.error = () => {};
    try {
      expect((await answerFor(new Error('bug'))).status).toBe(500);
    } finally {
      console.error = log;
    }
  });
});
