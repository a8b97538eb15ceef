import { describe, expect, it } from '@jest/globals';
import { isLoopbackUrl } from './loopback';

describe('isLoopbackUrl', () => {
  it.each([
    'http://localhost:3000',
    'http://LOCALHOST',
    'https://localhost/x',
    'http://127.0.0.1:3210',
    'http://127.8.9.10',
    'http://[::1]:3000',
    'http://[0:0::1]/',
    'http://2130706433/',
  ])('accepts %s', (url) => expect(isLoopbackUrl(url)).toBe(true));
  it.each([
    'https://beauty.example.com',
    'http://192.168.0.10:3000',
    'http://0.0.0.0:3000',
    'http://[::]:3000',
    'http://localhost.example.com',
    'http://app.localhost',
    'http://128.0.0.1',
    'not a url',
    '',
  ])('refuses %s', (url) => expect(isLoopbackUrl(url)).toBe(false));
});
