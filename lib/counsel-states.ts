// The states a counsel (a consultation booking) goes through, and the moves a clinic may make between them.
// One list for the database enum, the API, the partner console and the members' labels.

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

/**
 * Where a clinic may move a counsel from `from`: the next step of the flow, or CANCELED from any state before
 * TREATMENT_COMPLETE. TREATMENT_COMPLETE and CANCELED are final; nothing skips a step or goes back.
 */
export function nextStates(from: CounselState): CounselState[] {
  if (from === 'CANCELED' || from === 'TREATMENT_COMPLETE') return [];
  const next = COUNSEL_FLOW[COUNSEL_FLOW.indexOf(from) + 1];
  return [next, 'CANCELED'];
}

export const canMove = (from: CounselState, to: CounselState): boolean => nextStates(from).includes(to);

/**
 * Moves the console asks to confirm: those that end the counsel (TREATMENT_COMPLETE, CANCELED) or raise its review's
 * badge (CONSULTATION_COMPLETE; TREATMENT_COMPLETE too). The other steps only schedule, and are undone as easily.
 */
export const needsConfirmation = (to: CounselState): boolean => to === 'CONSULTATION_COMPLETE' || to === 'TREATMENT_COMPLETE' || to === 'CANCELED';
