import { DEMO_COUNTS } from './demo-content';

/**
 * The demo's partner accounts (only where the demo data set is loaded): one per demo clinic, `clinic<id>`,
 * all with this password. Shown on the dev login page, the partner sign-in page of a local demo, and the README.
 */
export const DEMO_STAFF_PASSWORD = 'partner1234';
export const demoStaffUserId = (clinicId: number) => `clinic${clinicId}`;
export const DEMO_STAFF_LAST = demoStaffUserId(DEMO_COUNTS.clinics);

/**
 * The demo's operator (only where the demo data set is loaded; production operators come from
 * `npm run operator:create`). Its TOTP secret and recovery codes are public in the README: add the secret to an
 * authenticator app (or run `npm run operator:code`) to sign in at /admin.
 */
export const DEMO_OPERATOR = {
  userId: 'operator',
  password: 'operator1234',
  totpSecret: 'ACYPBCLWOYDGXSGMCLE5I4FLHM2DM6FW',
  recoveryCodes: Array.from({ length: 10 }, (_, i) => `demo0-${String(i + 1).padStart(5, '0')}`),
} as const;

/** A second demo operator: two people working the queue at once (and the e2e journeys that sign out). */
export const DEMO_OPERATOR_2 = {
  userId: 'operator2',
  password: 'operator1234',
  totpSecret: '4LKWAXVN4SFGDSDDQUPWASGQDZ2SDYN6',
  recoveryCodes: Array.from({ length: 10 }, (_, i) => `demo1-${String(i + 1).padStart(5, '0')}`),
} as const;

export const DEMO_OPERATORS = [DEMO_OPERATOR, DEMO_OPERATOR_2] as const;
