import { trustedForwardedFor } from './forwarded';

describe('trustedForwardedFor', () => {
  it('without a trusted proxy, a sent X-Forwarded-For is ignored: the socket address is the client', () => {
    expect(trustedForwardedFor('6.6.6.6', '203.0.113.9', 0)).toBe('203.0.113.9');
    expect(trustedForwardedFor(undefined, '203.0.113.9', 0)).toBe('203.0.113.9');
  });
  it('behind one proxy, the entry it appended is kept (whatever the client wrote before it), then the proxy', () => {
    // client sent "6.6.6.6"; the proxy appended the real client 198.51.100.7; the socket is the proxy.
    const chain = trustedForwardedFor('6.6.6.6, 198.51.100.7', '10.0.0.2', 1);
    expect(chain).toBe('198.51.100.7, 10.0.0.2');
    // backend/lib/client-address.ts takes the entry TRUSTED_PROXY_COUNT from the end:
    expect(chain.split(', ')[chain.split(', ').length - 1 - 1]).toBe('198.51.100.7');
  });
  it('handles repeated headers and a missing socket address', () => {
    expect(trustedForwardedFor(['1.1.1.1', '2.2.2.2'], undefined, 1)).toBe('2.2.2.2, unknown');
  });
});
