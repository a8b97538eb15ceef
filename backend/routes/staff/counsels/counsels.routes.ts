import { createRoute, z } from '@hono/zod-openapi';
import { idParams, pagingQuery } from '../../../lib/params';
import { ok } from '../../../lib/route-helpers';
import { dataOf, listOf } from '@/contracts/common';
import { counselMoveBody, counselState, counselUndoBody, StaffCounselSchema } from '@/contracts/counsels';
import { ErrorSchema } from '@/contracts/errors';
import { staffErrors, staffListErrors, staffOnly } from '../../../auth/staff-route';

const machine =
  'The states move one step at a time: AWAITING_CLINIC_CONFIRMATION → CLINIC_CONFIRMED → CONSULTATION_APPOINTMENT_CONFIRMED → CONSULTATION_COMPLETE → ' +
  'TREATMENT_APPOINTMENT_CONFIRMED → TREATMENT_COMPLETE; CANCELED from any state before TREATMENT_COMPLETE. TREATMENT_COMPLETE and CANCELED are final.';

export const listStaffCounselsRoute = createRoute({
  method: 'get',
  path: '/staff/counsels',
  operationId: 'listStaffCounsels',
  summary: 'Counsels booked with the clinic, newest first',
  description: `Optionally only those in one \`state\`. Each says where it may move next (\`nextStates\`). ${machine}`,
  ...staffOnly,
  request: { query: z.object({ state: counselState('state').optional(), ...pagingQuery(20, 100) }) },
  responses: { 200: ok(listOf(StaffCounselSchema), 'A page of counsels and the total'), ...staffListErrors },
});

export const getStaffCounselRoute = createRoute({
  method: 'get',
  path: '/staff/counsels/{id}',
  operationId: 'getStaffCounsel',
  summary: 'One counsel booked with the clinic',
  description: "Another clinic's counsel answers 404, like an unknown id.",
  ...staffOnly,
  request: { params: idParams },
  responses: { 200: ok(dataOf(StaffCounselSchema), 'The counsel'), ...staffErrors },
});

export const moveStaffCounselRoute = createRoute({
  method: 'patch',
  path: '/staff/counsels/{id}',
  operationId: 'moveStaffCounsel',
  summary: 'Moves a counsel to its next state, or cancels it',
  description:
    `${machine} Any other move is a 409 INVALID_TRANSITION naming the allowed ones. The member sees the new state at once; ` +
    "reaching CONSULTATION_COMPLETE makes the counsel's review 'consulted', TREATMENT_COMPLETE makes it 'treated'. " +
    'A move to CONSULTATION_APPOINTMENT_CONFIRMED or TREATMENT_APPOINTMENT_CONFIRMED requires `appointment_at` (Korea time, YYYY-MM-DDTHH:mm, ' +
    "not in the past; a 400 naming it otherwise), which becomes the counsel's current appointment until its next move; any other move refuses it. " +
    'Every change is recorded (counsel_state_changes); the answer names the move in `undo` while it can be taken back.',
  ...staffOnly,
  request: { params: idParams, body: { required: true, content: { 'application/json': { schema: counselMoveBody } } } },
  responses: {
    200: ok(dataOf(StaffCounselSchema), 'The counsel in its new state'),
    ...staffErrors,
    409: {
      content: { 'application/json': { schema: ErrorSchema } },
      description: 'INVALID_TRANSITION: not a move the state machine allows from the current state',
    },
  },
});

export const undoStaffCounselRoute = createRoute({
  method: 'post',
  path: '/staff/counsels/{id}/undo',
  operationId: 'undoStaffCounselMove',
  summary: "Takes back the clinic's latest move of a counsel",
  description:
    "For a misclick (시술 완료 instead of 시술 예약 확정): `change_id` must be the counsel's latest change (its `undo.change_id`), a move by the " +
    "clinic's staff that is not itself an undo, made at most COUNSEL_UNDO_SECONDS (default 300) ago. The counsel goes back to the state it left, " +
    "its review's verification and its appointment with it, and the undo is recorded as a change naming the one it undoes. An undo cannot be undone.",
  ...staffOnly,
  request: { params: idParams, body: { required: true, content: { 'application/json': { schema: counselUndoBody } } } },
  responses: {
    200: ok(dataOf(StaffCounselSchema), 'The counsel back in the state it left'),
    ...staffErrors,
    409: {
      content: { 'application/json': { schema: ErrorSchema } },
      description:
        "UNDO_NOT_LATEST: `change_id` is not the counsel's latest change, or that change is not a staff move (or is an undo); " +
        'UNDO_EXPIRED: the move is older than COUNSEL_UNDO_SECONDS',
    },
  },
});
