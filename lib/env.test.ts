import { afterEach, describe, expect, it } from '@jest/globals';
import { appOrigin, mapsKey, resetWebEnvForTests, webEnv } from './env';

const saved = { ...process.env };
const set = (vars: Record<string, string | undefined>) => {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetWebEnvForTests();
};
afterEach(() => {
  process.env = { ...saved };
  resetWebEnvForTests();
});

describe('web configuration', () => {
  it('one rule for the public origin: APP_URL, else http://localhost:3000', () => {
    set({ APP_URL: 'https://beauty.example.com/path' });
    expect(appOrigin()).toBe('https://beauty.example.com');
    set({ APP_URL: undefined });
    expect(appOrigin()).toBe('http://localhost:3000');
    set({ APP_URL: '' });
    expect(appOrigin()).toBe('http://localhost:3000');
  });

  it.each([
    ['APP_URL', 'not a url'],
    ['APP_URL', 'ftp://files.example.com'],
    ['BACKEND_URL', 'localhost:4000'],
    ['LINE_FRIEND_URL', 'javascript:alert(1)'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    set({ [name]: value });
    expect(() => webEnv()).toThrow(new RegExp(`${name}: ${name} must be an http\\(s\\) URL`));
  });

  it('takes the maps key from GOOGLE_MAPS_KEY first', () => {
    set({ GOOGLE_MAPS_KEY: undefined, NEXT_PUBLIC_GOOGLE_MAPS_KEY: 'public' });
    expect(mapsKey()).toBe('public');
    set({ GOOGLE_MAPS_KEY: 'server' });
    expect(mapsKey()).toBe('server');
  });
});
