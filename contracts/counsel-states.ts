import type { Verification } from './reviews';

// The states a counsel (a consultation booking) goes through, and the moves a clinic may make between them.
// One list for the database enum, the API, the partner console and the members' labels. No zod here: the
// console and the member pages load this module in the browser.

/** The forward path of a consultation, one step at a time. */
export const COUNSEL_FLOW = [
  'AWAITING_CLINIC_CONFIRMATION',
  'CLINIC_CONFIRMED',
  'CONSULTATION_APPOINTMENT_CONFIRMED',
  'CONSULTATION_COMPLETE',
  'TREATMENT_APPOINTMENT_CONFIRMED',
  'TREATMENT_COMPLETE',
] as const;

export const COUNSEL_STATES = [...COUNSEL_FLOW, 'CANCELED'] as const;
export type CounselState = (typeof COUNSEL_STATES)[number];

type StateBadge = 'wait' | 'on' | 'off' | null;

/** What being in a state means, everywhere it matters. */
interface StateConsequences {
  /** Where a clinic may move it: the next step of the flow, and CANCELED before the treatment is complete; none when final. */
  next: readonly CounselState[];
  /** How far a review written from it is verified (DESIGN §8). */
  verification: Verification;
  /** The console's badge: waiting for the clinic, done, ended; null for the steps in between. */
  badge: StateBadge;
  /** Whether the member may still cancel it alone (the clinic has not confirmed it yet). */
  memberMayCancel: boolean;
  /**
   * Whether the console asks before moving a counsel here: moves that end it (TREATMENT_COMPLETE, CANCELED) or
   * raise its review's badge (CONSULTATION_COMPLETE). The other steps only schedule, and are undone as easily.
   */
  confirmMove: boolean;
  /**
   * Whether a move here sets an appointment: the console asks for its date and time (Korea time) and the move
   * is refused without one. The counsel keeps it as its current appointment while it stays in this state.
   */
  needsAppointment: boolean;
}

/**
 * Every state's consequences in one total table: a new state does not compile until each of them is decided.
 * Nothing skips a step or goes back; TREATMENT_COMPLETE and CANCELED are final.
 */
export const COUNSEL_STATE_TABLE = {
  AWAITING_CLINIC_CONFIRMATION: {
    next: ['CLINIC_CONFIRMED', 'CANCELED'],
    verification: 'booked',
    badge: 'wait',
    memberMayCancel: true,
    confirmMove: false,
    needsAppointment: false,
  },
  CLINIC_CONFIRMED: {
    next: ['CONSULTATION_APPOINTMENT_CONFIRMED', 'CANCELED'],
    verification: 'booked',
    badge: null,
    memberMayCancel: false,
    confirmMove: false,
    needsAppointment: false,
  },
  CONSULTATION_APPOINTMENT_CONFIRMED: {
    next: ['CONSULTATION_COMPLETE', 'CANCELED'],
    verification: 'booked',
    badge: null,
    memberMayCancel: false,
    confirmMove: false,
    needsAppointment: true,
  },
  CONSULTATION_COMPLETE: {
    next: ['TREATMENT_APPOINTMENT_CONFIRMED', 'CANCELED'],
    verification: 'consulted',
    badge: null,
    memberMayCancel: false,
    confirmMove: true,
    needsAppointment: false,
  },
  TREATMENT_APPOINTMENT_CONFIRMED: {
    next: ['TREATMENT_COMPLETE', 'CANCELED'],
    verification: 'consulted',
    badge: null,
    memberMayCancel: false,
    confirmMove: false,
    needsAppointment: true,
  },
  TREATMENT_COMPLETE: {
    next: [],
    verification: 'treated',
    badge: 'on',
    memberMayCancel: false,
    confirmMove: true,
    needsAppointment: false,
  },
  // Canceled: nothing was confirmed, so a review from it stays `booked`.
  CANCELED: {
    next: [],
    verification: 'booked',
    badge: 'off',
    memberMayCancel: false,
    confirmMove: true,
    needsAppointment: false,
  },
} as const satisfies Record<CounselState, StateConsequences>;

/** Where a clinic may move a counsel from `from`. */
export const nextStates = (from: CounselState): CounselState[] => [...COUNSEL_STATE_TABLE[from].next];

export const canMove = (from: CounselState, to: CounselState): boolean => nextStates(from).includes(to);

/** Whether the console asks to confirm a move to `to`. */
export const needsConfirmation = (to: CounselState): boolean => COUNSEL_STATE_TABLE[to].confirmMove;

/** Whether a move to `to` sets an appointment (its date and time are required). */
export const needsAppointment = (to: CounselState): boolean => COUNSEL_STATE_TABLE[to].needsAppointment;

/** How far a review of a counsel in `state` is verified. */
export const verificationOf = (state: CounselState): Verification => COUNSEL_STATE_TABLE[state].verification;

/** Whether the member may cancel a counsel in `state` alone. */
export const memberMayCancel = (state: CounselState): boolean => COUNSEL_STATE_TABLE[state].memberMayCancel;

/** The console's badge for a counsel in `state`. */
export const stateBadge = (state: CounselState): StateBadge => COUNSEL_STATE_TABLE[state].badge;
