import { and, eq, sql } from 'drizzle-orm';
import { needsAppointment } from '@/contracts/counsel-states';
import { dateToSeoulLocal, seoulLocalToDate, seoulPartsOf } from '@/contracts/appointment';
import type { DbOrTx } from '../db/client';
import { clinics, counsels, notifications } from '../db/schema';
import { enqueue } from '../jobs/queue';
import { notify } from './notify';

// The reminder the day before an appointment: scheduled with the move that sets the appointment (in its
// transaction), sent at 10:00 Korea time the day before — or at once when that has passed and the appointment is
// still more than an hour away. When it is due it checks that the appointment still stands (not moved, not
// cancelled); an appointment moved later has its own reminder.

export const REMINDER_HOUR = 10;

/** When the reminder of an appointment at `at` is sent, or null when it is too late for one. */
export function reminderTime(at: Date, now = new Date()): Date | null {
  const p = seoulPartsOf(new Date(at.getTime() - 86_400_000));
  const two = (n: number) => String(n).padStart(2, '0');
  const dayBefore = seoulLocalToDate(`${p.year}-${two(p.month)}-${two(p.day)}T${two(REMINDER_HOUR)}:00`)!;
  if (dayBefore > now) return dayBefore;
  return at.getTime() - now.getTime() > 3_600_000 ? now : null;
}

export async function scheduleReminder(tx: DbOrTx, counselId: number, at: Date, now = new Date()): Promise<void> {
  const when = reminderTime(at, now);
  if (!when) return;
  await enqueue(tx, 'appointment-remind', { counselId, appointmentAt: at.toISOString() }, { startAfter: when });
}

/** The reminder's job: tells the member if the counsel still has this appointment. Answers whether it did. */
export async function sendReminder(tx: DbOrTx, counselId: number, appointmentAt: string): Promise<boolean> {
  const [c] = await tx
    .select({
      state: counsels.state,
      appointmentAt: counsels.appointmentAt,
      memberId: counsels.memberId,
      clinic: clinics.name,
    })
    .from(counsels)
    .innerJoin(clinics, eq(clinics.id, counsels.clinicId))
    .where(eq(counsels.id, counselId));
  if (!c || c.memberId === null || !needsAppointment(c.state)) return false;
  if (c.appointmentAt?.toISOString() !== appointmentAt) return false;
  // The same appointment set again (an undone move made once more) has a second job: one reminder is enough.
  const [told] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'APPOINTMENT_REMINDER'),
        eq(notifications.link, `/counsel/${counselId}`),
        sql`${notifications.params}->>'at' = ${appointmentAt}`,
      ),
    )
    .limit(1);
  if (told) return false;
  await notify(tx, {
    kind: 'APPOINTMENT_REMINDER',
    recipient: { type: 'MEMBER', id: c.memberId },
    params: { clinic: c.clinic, time: dateToSeoulLocal(c.appointmentAt).slice(11), at: appointmentAt },
    link: `/counsel/${counselId}`,
  });
  return true;
}
