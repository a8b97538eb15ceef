import { describe, expect, it } from '@jest/globals';
import { planStart } from './start-plan';

describe('npm start', () => {
  it('is the local demo by default: dev login on, listening on 127.0.0.1 only', () => {
    const plan = planStart({});
    expect(plan.nextArgs).toEqual(['start', '-p', '3000', '-H', '127.0.0.1']);
    expect(plan.serverEnv).toMatchObject({ APP_URL: 'http://localhost:3000', AUTH_DEV_LOGIN: '1', NODE_ENV: 'production' });
  });

  it('keeps the loopback binding with a loopback APP_URL on another port (the e2e setup)', () => {
    const plan = planStart({ PORT: '3210', APP_URL: 'http://localhost:3210' });
    expect(plan.nextArgs).toEqual(['start', '-p', '3210', '-H', '127.0.0.1']);
    expect(plan.serverEnv.AUTH_DEV_LOGIN).toBe('1');
  });

  it('listens where HOST says, and warns when that opens the dev login to the network', () => {
    const plan = planStart({ HOST: '0.0.0.0' });
    expect(plan.nextArgs).toEqual(['start', '-p', '3000', '-H', '0.0.0.0']);
    expect(plan.notes.join('\n')).toContain('reachable from other machines');
    expect(planStart({ HOST: '::1' }).notes.join('\n')).not.toContain('reachable');
  });

  it.each([
    ['an https APP_URL', { APP_URL: 'https://beauty.example.com' }],
    ['an https APP_URL and real providers', { APP_URL: 'https://beauty.example.com', OAUTH_LINE_CLIENT_ID: 'line', OAUTH_LINE_CLIENT_SECRET: 's' }],
    ['a LAN APP_URL', { APP_URL: 'http://192.168.0.10:3000' }],
  ])('does not turn the dev login on with %s', (_, vars) => {
    const plan = planStart(vars);
    expect(plan.serverEnv.AUTH_DEV_LOGIN).toBe('0');
    expect(plan.nextArgs).not.toContain('-H');
  });

  it('refuses the dev login asked for on a non-loopback APP_URL, and says why', () => {
    const plan = planStart({ APP_URL: 'https://beauty.example.com', AUTH_DEV_LOGIN: '1' });
    expect(plan.serverEnv.AUTH_DEV_LOGIN).toBe('0');
    expect(plan.notes).toContain('dev login off: APP_URL https://beauty.example.com is not a loopback address (localhost, 127.0.0.1, [::1])');
  });

  it('lets AUTH_DEV_LOGIN=0 turn the demo login off (then nothing forces the loopback binding)', () => {
    const plan = planStart({ AUTH_DEV_LOGIN: '0' });
    expect(plan.serverEnv.AUTH_DEV_LOGIN).toBe('0');
    expect(plan.nextArgs).toEqual(['start', '-p', '3000']);
  });
});
