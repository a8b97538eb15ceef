import { createRoute, z } from '@hono/zod-openapi';
import { idString } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import { dataOf } from '@/contracts/common';
import { ErrorSchema } from '@/contracts/errors';
import { MemberInfoSchema, nicknameBody } from '@/contracts/members';
import { conflictError, memberErrors, memberOnly } from './member-route';

export const patchMemberRoute = createRoute({
  method: 'patch',
  path: '/member/{memberId}',
  operationId: 'updateNickname',
  tags: ['member'],
  summary: "Change the caller's nickname (memberId must be the caller's own id)",
  description:
    'Sets the caller\'s nickname: trimmed, composed (NFC), 1 to 20 characters without control characters, unique among members (409 with "Duplicate" otherwise). Another member\'s id answers 404.',
  ...memberOnly,
  request: {
    params: z.object({ memberId: idString('memberId').openapi({ param: { name: 'memberId', in: 'path' } }) }),
    body: { content: { 'application/json': { schema: nicknameBody } }, required: true },
  },
  responses: {
    429: {
      content: { 'application/json': { schema: ErrorSchema } },
      description: 'RATE_LIMITED: NICKNAME_CHANGES_PER_DAY changes in the last day; see Retry-After',
    },
    200: ok(dataOf(MemberInfoSchema), 'The member, with the new nickname'),
    ...memberErrors,
    ...conflictError('Another member has this nickname: `error.message` contains "Duplicate"'),
  },
});

export const deleteMeRoute = createRoute({
  method: 'delete',
  path: '/member/me',
  operationId: 'deleteAccount',
  tags: ['member'],
  summary:
    'Delete the account (PIPA Art. 21): bookmarks and sessions deleted; counsels kept for the clinic without their note, reviews kept, both anonymised',
  description:
    'See docs/privacy-data.md. Every access and refresh token of the member stops working at once. Where the login provider supports it ' +
    '(Kakao, Naver, Google, Apple, LINE), the link is revoked at the provider too, best effort: the answer waits at most about two seconds ' +
    'for it, and failures are retried in the background.',
  ...memberOnly,
  responses: { 204: { description: 'Deleted' }, 401: memberErrors[401], 403: memberErrors[403] },
});

const HealthConsentSchema = z
  .object({
    healthConsent: z.boolean(),
    healthConsentAt: z
      .string()
      .nullable()
      .openapi({ format: 'date-time', description: 'When the consent was given; null when not given' }),
  })
  .openapi('HealthConsent');

const consentRoute = (method: 'put' | 'delete', operationId: string, summary: string, description: string) =>
  createRoute({
    method,
    path: '/member/health-consent',
    operationId,
    tags: ['member'],
    summary,
    description,
    ...memberOnly,
    responses: {
      200: ok(dataOf(HealthConsentSchema), 'The consent now'),
      401: memberErrors[401],
      403: memberErrors[403],
    },
  });

export const giveHealthConsentRoute = consentRoute(
  'put',
  'giveHealthConsent',
  'Agree to the processing of health information (needed before a review with photos)',
  'Records the separate consent of PIPA art. 23 (treatment history, before/after photos). Idempotent: a repeat keeps the first consent time.',
);

export const withdrawHealthConsentRoute = consentRoute(
  'delete',
  'withdrawHealthConsent',
  'Withdraw the consent to the processing of health information',
  "Withdraws the consent: the before/after photos of the caller's reviews are deleted (the reviews stay), and new photos can no longer be added until it is given again. Idempotent.",
);
