import { createEvent } from 'ics';
import { formatAppointmentKo } from '@/contracts/appointment';

// The .ics file of a counsel's appointment ('캘린더에 추가'). It names the clinic and the kind of appointment only:
// no treatment, note or source, which a shared calendar would show to others.

export type AppointmentKind = 'CONSULTATION' | 'TREATMENT';

const TITLE: Record<AppointmentKind, string> = { CONSULTATION: '상담 예약', TREATMENT: '시술 예약' };

/** How long the calendar entry lasts: the clinic gives a start time only. */
export const APPOINTMENT_MINUTES = 60;

export interface AppointmentFile {
  counselId: number;
  clinicName: string;
  clinicAddress: string | null;
  kind: AppointmentKind;
  at: Date;
  /** The counsel's page on this site, e.g. https://example.com/counsel/12 */
  url: string;
}

/**
 * The iCalendar text of one appointment: its start as a UTC instant (DTSTART:…Z), which every calendar shows in
 * its own zone, so 14:30 in Seoul is 14:30 on a phone set to Korea time. The UID is stable per counsel and
 * appointment, so a file downloaded twice updates one entry instead of adding another.
 */
export function appointmentIcs(a: AppointmentFile): string {
  const { error, value } = createEvent({
    productId: 'clinic-reviews/appointments',
    uid: `counsel-${a.counselId}-${a.at.getTime()}@clinic-reviews`,
    title: `${a.clinicName} ${TITLE[a.kind]}`,
    description: `${formatAppointmentKo(a.at.toISOString())} (한국 시간)\n${a.url}`,
    ...(a.clinicAddress ? { location: a.clinicAddress } : {}),
    url: a.url,
    start: a.at.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: APPOINTMENT_MINUTES },
  });
  if (error || !value) throw error ?? new Error('The appointment could not be written as iCalendar');
  return value;
}

/** The file's name: ASCII only, so every browser keeps it as it is. */
export const appointmentFileName = (counselId: number) => `appointment-${counselId}.ics`;
