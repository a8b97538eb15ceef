import { relay } from './handler';

describe('relay', () => {
  it('passes on the status, body, Retry-After and Idempotent-Replayed, never caching; other backend headers stay behind', async () => {
    const backend = new Response(JSON.stringify({ data: { id: 7 } }), {
      status: 201,
      headers: {
        'content-type': 'application/json',
        'idempotent-replayed': 'true',
        'x-internal': 'secret',
        'set-cookie': 'a=b',
      },
    });
    const res = relay(backend);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { id: 7 } });
    expect(res.headers.get('idempotent-replayed')).toBe('true');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-internal')).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(
      relay(new Response('{}', { status: 429, headers: { 'retry-after': '30' } })).headers.get('retry-after'),
    ).toBe('30');
  });

  it("passes on a file's type and download name (an appointment's .ics)", async () => {
    const res = relay(
      new Response('BEGIN:VCALENDAR', {
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'attachment; filename="a.ics"',
        },
      }),
    );
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="a.ics"');
    expect(await res.text()).toBe('BEGIN:VCALENDAR');
  });

  it('a first answer says nothing of a replay', () => {
    expect(relay(new Response('{}', { status: 201 })).headers.get('idempotent-replayed')).toBeNull();
  });
});
