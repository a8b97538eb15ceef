'use client';

import { staffBody, staffResponse } from '@/lib/swr/staff-fetch';
import { bffClient, type Answer } from './bff-client';

// The partner console's typed calls. Its BFF URLs keep "partner" (spec): the backend's /staff/* is
// /api/partner/*, and its upload URL, called with the staff session, /api/partner/upload-url.

/** The console's URL for a path of the typed client. */
export const consoleUrl = (url: string) =>
  url
    .replace(/^\/api\/staff\//, '/api/partner/')
    .replace(/^\/api\/s3\/generate-s3-url(?=\?|$)/, '/api/partner/upload-url');

/** The typed client with the console's fetch: a 401 goes to the partner sign-in page. */
export const staffApi = bffClient((url, init) => staffResponse(consoleUrl(url), init));

/** The same for asking whether anyone is signed in: there a 401 is an answer, not a reason to leave the page. */
export const staffSessionApi = bffClient((url, init) => staffResponse(consoleUrl(url), { ...init, signIn: false }));

/** What the sign-in answers (app/api/partner/login): the account as GET /staff/me describes it. */
export type StaffSession = Answer<ReturnType<typeof staffApi.staff.me.$get>>;

/** The typed client's answer to the console: the success body, or a StaffCallError with the backend's error body. */
export async function staffCall<P extends Promise<unknown>>(pending: P): Promise<Answer<P>> {
  return (await staffBody((await pending) as Response)) as Answer<P>;
}
