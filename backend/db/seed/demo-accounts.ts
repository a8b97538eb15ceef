import { DEMO_COUNTS } from './demo-content';

/**
 * The demo's partner accounts (only where the demo data set is loaded): one per demo clinic, `clinic<id>`,
 * all with this password. Shown on the dev login page, the partner sign-in page of a local demo, and the README.
 */
export const DEMO_STAFF_PASSWORD = 'partner1234';
export const demoStaffUserId = (clinicId: number) => `clinic${clinicId}`;
export const DEMO_STAFF_LAST = demoStaffUserId(DEMO_COUNTS.clinics);
