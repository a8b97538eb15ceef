import { createRoute, z } from '@hono/zod-openapi';
import { idParams } from '../../lib/params';
import { ok, readErrors } from '../../lib/route-helpers';
import { dataOf } from '@/contracts/common';
import { CheckinTimelineSchema, RecoveryCurvesSchema } from '@/contracts/recovery';
import {
  ClinicSideEffectsSchema,
  ClinicTrustSchema,
  PriceFigureSchema,
  TreatmentSideEffectsSchema,
  TrustMethodSchema,
} from '@/contracts/trust';

export const getClinicTrustRoute = createRoute({
  method: 'get',
  path: '/public/clinics/{id}/trust',
  operationId: 'getClinicTrust',
  tags: ['trust'],
  summary: "A clinic's price-honoured and answer-time figures, with its replies",
  description:
    'The same figures the clinic page shows (docs/trust.md), for the booking sheet: each with its n and threshold; the share and the median are null while n is below the threshold. An unknown or unpublished clinic is a 404.',
  security: [],
  request: { params: idParams },
  responses: { 200: ok(dataOf(ClinicTrustSchema), "The clinic's figures"), ...readErrors },
});

export const getEventTrustRoute = createRoute({
  method: 'get',
  path: '/public/events/{id}/trust',
  operationId: 'getEventTrust',
  tags: ['trust'],
  summary: "An event's price-honoured figure",
  description:
    'Of the verified visitors who reviewed this event and answered the price question, how many paid the listed price (null share below the threshold). An unknown event is a 404.',
  security: [],
  request: { params: idParams },
  responses: {
    200: ok(dataOf(z.object({ price: PriceFigureSchema })), "The event's price figure"),
    ...readErrors,
  },
});

export const getTrustMethodRoute = createRoute({
  method: 'get',
  path: '/public/trust/method',
  operationId: 'getTrustMethod',
  tags: ['trust'],
  summary: 'Thresholds and last recomputation of the trust figures',
  description: 'What the method pages (/trust/price, /trust/answer-time, /trust/recovery, /trust/side-effects) print.',
  security: [],
  responses: { 200: ok(dataOf(TrustMethodSchema), 'Thresholds and times'), 400: readErrors[400] },
});

const recoveryRoute = (kind: 'treatments' | 'events', what: string) =>
  createRoute({
    method: 'get',
    path: `/public/${kind}/{id}/recovery`,
    operationId: kind === 'treatments' ? 'getTreatmentRecovery' : 'getEventRecovery',
    tags: ['trust'],
    summary: `A${what === 'event' ? 'n' : ''} ${what}'s recovery curves`,
    description:
      `Per metric (swelling, bruising, pain, satisfaction, 0–10) and check-in day (3, 7, 14, 30, 90): n check-ins of the ${what}'s reviews, ` +
      'their median and quartiles (linear interpolation). n is always sent; median, p25 and p75 are null while n is below `threshold` ' +
      `(TRUST_RECOVERY_MIN_N). An unknown ${what} is a 404.`,
    security: [],
    request: { params: idParams },
    responses: { 200: ok(dataOf(RecoveryCurvesSchema), `The ${what}'s curves`), ...readErrors },
  });

export const getTreatmentRecoveryRoute = recoveryRoute('treatments', 'treatment');
export const getEventRecoveryRoute = recoveryRoute('events', 'event');

export const getReviewCheckinsRoute = createRoute({
  method: 'get',
  path: '/public/reviews/{id}/checkins',
  operationId: 'getReviewCheckins',
  tags: ['trust'],
  summary: "A review's recovery timeline: its writer's check-ins",
  description:
    'Each check-in day the writer rated (day order) with swelling, bruising, pain and satisfaction 0–10; no photos or complications. Empty while a 임시조치 hides the review. An unknown review is a 404.',
  security: [],
  request: { params: idParams },
  responses: { 200: ok(dataOf(CheckinTimelineSchema), "The writer's check-ins"), ...readErrors },
});

export const getTreatmentSideEffectsRoute = createRoute({
  method: 'get',
  path: '/public/treatments/{id}/side-effects',
  operationId: 'getTreatmentSideEffects',
  tags: ['trust'],
  summary: "A treatment's side-effect statistics",
  description:
    'Of the reviewers whose treatment the clinic confirmed (verification TREATED), the share who reported each side effect (in the review or a recovery check-in, once per reviewer), with n. k and the share are null while n is below TRUST_SIDE_EFFECT_MIN_N (30). An unknown treatment is a 404.',
  security: [],
  request: { params: idParams },
  responses: { 200: ok(dataOf(TreatmentSideEffectsSchema), "The treatment's side-effect shares"), ...readErrors },
});

export const getClinicSideEffectsRoute = createRoute({
  method: 'get',
  path: '/public/clinics/{id}/side-effects',
  operationId: 'getClinicSideEffects',
  tags: ['trust'],
  summary: "A clinic's side-effect count, with its reply",
  description:
    "Of the clinic's verified (TREATED) reviews, how many reported a side effect: the count is always shown, the rate only from n = TRUST_SIDE_EFFECT_MIN_N (30). An unknown or unpublished clinic is a 404.",
  security: [],
  request: { params: idParams },
  responses: { 200: ok(dataOf(ClinicSideEffectsSchema), "The clinic's side-effect count"), ...readErrors },
});
