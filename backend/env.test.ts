import { afterEach, describe, expect, it, jest } from '@jest/globals';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  jest.resetModules();
});

async function freshEnv() {
  const mod = await import('./env');
  return mod.env;
}

describe('env', () => {
  it('has embedded defaults', async () => {
    delete process.env.DATABASE_URL;
    delete process.env.BACKEND_PORT;
    const e = (await freshEnv())();
    expect(e.PGLITE_DIR).toBe('.data/pglite');
    expect(e.BACKEND_PORT).toBe(4000);
    expect(e.DATABASE_URL).toBeUndefined();
  });

  it('refuses bad configuration with a message naming each variable', async () => {
    process.env.DATABASE_URL = 'not a url';
    process.env.BACKEND_PORT = '99999';
    const env = await freshEnv();
    expect(() => env()).toThrow(/DATABASE_URL[\s\S]*BACKEND_PORT|BACKEND_PORT[\s\S]*DATABASE_URL/);
  });
});
