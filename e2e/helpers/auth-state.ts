import path from 'node:path';

// Saved login states (Playwright storageState files) of demo members, made once per run by
// e2e/auth.setup.ts, for tests that need a member but are not about logging in.

/** Members with a saved state: none of them is logged out or deleted by any test, so their sessions last the run. */
export const SAVED_MEMBERS = {
  main: ['반짝이는하루', '물광피부', '꿀피부되고싶다'],
  default: ['반짝이는하루'],
} as const;
export type Server = keyof typeof SAVED_MEMBERS;

export const memberState = (nickname: string, server: Server = 'main') =>
  path.resolve('test-results', '.auth', `${server}-${encodeURIComponent(nickname)}.json`);
