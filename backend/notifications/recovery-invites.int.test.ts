import { openTestBackend, type TestBackend } from '../test/backend';
import { cleanup, createClinic, createMember, createMemberReview } from '../routes/members/member-test-kit';
import { addDays } from '@/contracts/recovery';
import { todayInKorea } from '@/contracts/common';
import { sendRecoveryInvites } from './recovery-invites';

// Recovery check-in invitations: one per review and open day, none before day 3, none once checked in, none twice.

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

const invitesOf = (memberId: number) =>
  t.query<{ link: string; params: { day: string; clinic: string } }>(
    "select link, params from notifications where recipient_type = 'MEMBER' and recipient_id = $1 and kind = 'RECOVERY_CHECKIN_DUE' order by id",
    [memberId],
  );

it('invites the writer once on an open day, not before day 3 and not after a check-in', async () => {
  const today = todayInKorea();
  const m = await createMember(t);
  const { clinic } = await createClinic(t);
  const week = await createMemberReview(t, m.id, clinic.id);
  const fresh = await createMemberReview(t, m.id, clinic.id);
  const done = await createMemberReview(t, m.id, clinic.id);
  await t.query('update reviews set treated_on = $2 where id = $1', [week, addDays(today, -8)]);
  await t.query('update reviews set treated_on = $2 where id = $1', [fresh, addDays(today, -2)]);
  await t.query('update reviews set treated_on = $2 where id = $1', [done, addDays(today, -14)]);
  await t.query(
    'insert into recovery_checkins (review_id, member_id, day, swelling, bruising, pain, satisfaction) values ($1, $2, 14, 1, 1, 1, 9)',
    [done, m.id],
  );
  await sendRecoveryInvites(t.database.db, today);
  expect(await invitesOf(m.id)).toEqual([
    { link: `/review/${week}/checkin`, params: { clinic: clinic.name, day: '7' } },
  ]);
  // The next morning: nothing new (the day-7 window is still open and already invited).
  await sendRecoveryInvites(t.database.db, addDays(today, 1));
  await sendRecoveryInvites(t.database.db, addDays(today, 1));
  expect((await invitesOf(m.id)).filter((n) => n.link === `/review/${week}/checkin`)).toHaveLength(1);
  // Day 14 of the first review opens six days later: a second invitation, for that day.
  await sendRecoveryInvites(t.database.db, addDays(today, 6));
  expect((await invitesOf(m.id)).map((n) => [n.link, n.params.day])).toContainEqual([`/review/${week}/checkin`, '14']);
});
