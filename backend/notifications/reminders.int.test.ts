import { moveCounsel } from '../routes/counsels/counsels.repository';
import { JOBS } from '../jobs/definitions';
import { openTestBackend, type TestBackend } from '../test/backend';

// The day-before reminder: scheduled in the transaction of the move that sets the appointment, at 10:00 Korea time
// the day before; when due it tells the member once, and only if the appointment still stands.

let t: TestBackend;
let counselId: number;
let memberId: number;

beforeAll(async () => {
  t = await openTestBackend();
  const [c] = await t.query<{ id: number; member_id: number }>(
    `insert into counsels (member_id, clinic_id, source_type, source_id)
     select (select min(id) from members), id, 'CLINIC', id from clinics order by id limit 1
     returning id, member_id`,
  );
  counselId = c.id;
  memberId = c.member_id;
});
afterAll(() => t.close());

const jobsFor = (id: number) =>
  t.query<{ id: string; start_after: Date; data: { counselId: number; appointmentAt: string } }>(
    `select id, start_after, data from pgboss.job where name = 'appointment-remind' and (data->>'counselId')::int = $1
     order by created_on`,
    [id],
  );
const reminders = () =>
  t.query<{ params: Record<string, string> }>(
    `select params from notifications where kind = 'APPOINTMENT_REMINDER' and recipient_id = $1 and link = $2`,
    [memberId, `/counsel/${counselId}`],
  );
const run = async (job: { id: string; data: { counselId: number; appointmentAt: string } }) =>
  JOBS['appointment-remind'].handle(
    job.data,
    { db: t.database.db, storage: undefined as never },
    {
      name: 'appointment-remind',
      id: job.id,
    },
  );

it('a move setting an appointment schedules the reminder for 10:00 Korea time the day before', async () => {
  const at = new Date(Date.now() + 5 * 86_400_000);
  at.setUTCHours(5, 30, 0, 0); // 14:30 Korea time
  await moveCounsel(t.database.db, counselId, 'CONSULTATION_APPOINTMENT_CONFIRMED', {
    actor: 'STAFF',
    appointmentAt: at,
  });
  const [job] = await jobsFor(counselId);
  expect(job.data.appointmentAt).toBe(at.toISOString());
  const dayBefore = new Date(at.getTime() - 86_400_000);
  dayBefore.setUTCHours(1, 0, 0, 0); // 10:00 Korea time
  expect(new Date(job.start_after).toISOString()).toBe(dayBefore.toISOString());

  // Due: the member is told once, with the clinic and the time; a second run (a retried job) tells no one again.
  await run(job);
  await run(job);
  const told = await reminders();
  expect(told).toHaveLength(1);
  expect(told[0].params.time).toBe('14:30');
  expect(told[0].params.clinic).toBeTruthy();
});

it('an appointment moved since, or a counsel cancelled, is not reminded', async () => {
  const later = new Date(Date.now() + 9 * 86_400_000);
  later.setUTCHours(2, 0, 0, 0);
  await moveCounsel(t.database.db, counselId, 'CONSULTATION_APPOINTMENT_CONFIRMED', {
    actor: 'STAFF',
    appointmentAt: later,
  });
  await moveCounsel(t.database.db, counselId, 'CANCELED', { actor: 'STAFF' });
  const jobs = await jobsFor(counselId);
  expect(jobs).toHaveLength(2);
  await run(jobs[1]);
  expect(await reminders()).toHaveLength(1);
});
