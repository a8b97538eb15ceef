import { describe, expect, it } from '@jest/globals';
import { cookiePolicy } from './cookie-policy';

describe('cookiePolicy', () => {
  it('uses __Host- and Secure on an https origin', () => {
    expect(cookiePolicy('https://beautynote.example', 'session', 60)).toEqual({
      name: '__Host-session',
      options: { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 60 },
    });
  });

  it('keeps a plain name on the embedded http default (browsers refuse __Host- without Secure)', () => {
    const policy = cookiePolicy('http://localhost:3000', 'oauth', 600);
    expect(policy.name).toBe('oauth');
    expect(policy.options).toMatchObject({ httpOnly: true, secure: false, sameSite: 'lax', path: '/' });
    expect(cookiePolicy(undefined, 'session', 1).name).toBe('session');
  });
});
