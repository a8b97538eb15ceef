import { describe, expect, it } from '@jest/globals';
import { planStart, serverProcessEnv } from './start-plan';

const SECRET = 'production-secret-production-secret-0001';

describe('npm start', () => {
  it('is the local demo by default: dev login on, listening on 127.0.0.1 only', () => {
    const plan = planStart({});
    expect(plan.production).toBe(false);
    expect(plan.prepareDatabase).toBe(true);
    expect(plan.listen).toEqual({ port: '3000', host: '127.0.0.1' });
    expect(plan.serverEnv).toMatchObject({
      APP_URL: 'http://localhost:3000',
      AUTH_DEV_LOGIN: '1',
      NODE_ENV: 'production',
    });
  });

  it('keeps the loopback binding with a loopback APP_URL on another port (the e2e setup)', () => {
    const plan = planStart({ PORT: '3210', APP_URL: 'http://localhost:3210' });
    expect(plan.listen).toEqual({ port: '3210', host: '127.0.0.1' });
    expect(plan.serverEnv.AUTH_DEV_LOGIN).toBe('1');
  });

  it('listens where HOST says, and warns when that opens the dev login to the network', () => {
    const plan = planStart({ HOST: '0.0.0.0' });
    expect(plan.listen).toEqual({ port: '3000', host: '0.0.0.0' });
    expect(plan.notes.join('\n')).toContain('reachable from other machines');
    expect(planStart({ HOST: '::1' }).notes.join('\n')).not.toContain('reachable');
  });

  it.each([
    ['an https APP_URL', { APP_URL: 'https://beauty.example.com' }],
    [
      'an https APP_URL and real providers',
      { APP_URL: 'https://beauty.example.com', OAUTH_LINE_CLIENT_ID: 'line', OAUTH_LINE_CLIENT_SECRET: 's' },
    ],
    ['a LAN APP_URL', { APP_URL: 'http://192.168.0.10:3000' }],
  ])('is a production start with %s: dev login off, all interfaces', (_, vars) => {
    const plan = planStart({ ...vars, AUTH_SECRET: SECRET });
    expect(plan.production).toBe(true);
    expect(plan.serverEnv.AUTH_DEV_LOGIN).toBe('0');
    expect(plan.listen.host).toBeUndefined();
  });

  it('refuses the dev login asked for on a non-loopback APP_URL, and says why', () => {
    const plan = planStart({ APP_URL: 'https://beauty.example.com', AUTH_DEV_LOGIN: '1', AUTH_SECRET: SECRET });
    expect(plan.serverEnv.AUTH_DEV_LOGIN).toBe('0');
    expect(plan.notes).toContain(
      'dev login off: APP_URL https://beauty.example.com is not a loopback address (localhost, 127.0.0.1, [::1])',
    );
  });

  it('lets AUTH_DEV_LOGIN=0 turn the demo login off (then nothing forces the loopback binding)', () => {
    const plan = planStart({ AUTH_DEV_LOGIN: '0' });
    expect(plan.serverEnv.AUTH_DEV_LOGIN).toBe('0');
    expect(plan.listen).toEqual({ port: '3000' });
  });
});

describe('a production start', () => {
  it.each([
    ['npm run start:prod', {}, ['--production']],
    [
      'an https APP_URL with real providers',
      { APP_URL: 'https://beauty.example.com', OAUTH_LINE_CLIENT_ID: 'line' },
      [],
    ],
    ['a LAN APP_URL', { APP_URL: 'http://192.168.0.10:3000' }, []],
  ])('refuses to start without AUTH_SECRET: %s', (_, vars, argv) => {
    expect(() => planStart(vars, argv)).toThrow(/production start .* needs AUTH_SECRET/);
    expect(() => planStart({ ...vars, AUTH_SECRET: '' }, argv)).toThrow(/needs AUTH_SECRET/);
  });

  it('with AUTH_SECRET: no dev login by default, listening on all interfaces', () => {
    const plan = planStart({ AUTH_SECRET: SECRET }, ['--production']);
    expect(plan).toMatchObject({ production: true, productionReason: '--production' });
    expect(plan.serverEnv.AUTH_DEV_LOGIN).toBe('0');
    expect(plan.listen).toEqual({ port: '3000' });
  });

  it('HOST still decides the address', () => {
    expect(planStart({ AUTH_SECRET: SECRET, HOST: '10.0.0.5', PORT: '8080' }, ['--production']).listen).toEqual({
      port: '8080',
      host: '10.0.0.5',
    });
  });
});

describe('a web app whose backend runs elsewhere (BACKEND_URL)', () => {
  it('needs AUTH_SECRET (no database to keep a generated one in) and prepares no database', () => {
    expect(() => planStart({ BACKEND_URL: 'http://127.0.0.1:4000' })).toThrow(/BACKEND_URL is set.*AUTH_SECRET/);
    expect(planStart({ BACKEND_URL: 'http://127.0.0.1:4000', AUTH_SECRET: SECRET }).prepareDatabase).toBe(false);
  });
});

describe('the serving process environment (set by npm start in its own process before the server loads)', () => {
  it("is the plan's server env with PORT and, when the plan binds one, HOST", () => {
    expect(serverProcessEnv(planStart({ PORT: '3210' }))).toEqual({
      APP_URL: 'http://localhost:3210',
      AUTH_DEV_LOGIN: '1',
      NODE_ENV: 'production',
      PORT: '3210',
      HOST: '127.0.0.1',
    });
  });

  it('leaves HOST alone when the server listens on all interfaces', () => {
    const vars = serverProcessEnv(planStart({ AUTH_SECRET: SECRET }, ['--production']));
    expect(vars).toMatchObject({ NODE_ENV: 'production', AUTH_DEV_LOGIN: '0', PORT: '3000' });
    expect(vars).not.toHaveProperty('HOST');
  });
});
