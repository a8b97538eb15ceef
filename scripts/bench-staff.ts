// `npm run bench`, the partner console's reads and a counsel move on the scale data set, as the staff of the
// clinic with the most reviews. The scale set has no counsels or staff: the bench adds a staff account, a
// member and COUNSELS counsels to that clinic, measures, and removes them again.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppType } from '../backend/app';
import { loadRootSecret } from '../backend/auth/secret';
import { signAccessToken } from '../backend/auth/tokens';
import type { Database } from '../backend/db/client';
import { counsels, members, staffAccounts } from '../backend/db/schema';

const COUNSELS = 5_000;

export interface StaffScenario {
  name: string;
  request: () => Request | string;
  status: number;
}

/** Runs `measure` on the console's calls for the clinic `clinicId`; the rows it answers are the bench's own. */
export async function benchStaff(
  database: Database,
  app: AppType,
  clinicId: number,
  measure: (scenarios: StaffScenario[]) => Promise<string[]>,
): Promise<string[]> {
  const db = database.db;
  await loadRootSecret(db);
  const [staff] = await db
    .insert(staffAccounts)
    .values({ userId: `bench_${randomUUID().slice(0, 8)}`, clinicId, passwordHash: 'scrypt$bench' })
    .returning({ id: staffAccounts.id });
  const [member] = await db
    .insert(members)
    .values({ provider: 'bench', providerUserId: `bench-${randomUUID()}`, nickname: `벤치${randomUUID().slice(0, 6)}` })
    .returning({ id: members.id });
  try {
    // Counsels spread over the seven states, newest last, like a busy clinic's year.
    await db.execute(sql`insert into ${counsels} (member_id, clinic_id, source_type, source_id, state, content)
      select ${member.id}, ${clinicId}, 'CLINIC', ${clinicId},
        (array['AWAITING_CLINIC_CONFIRMATION','CLINIC_CONFIRMED','CONSULTATION_APPOINTMENT_CONFIRMED','CONSULTATION_COMPLETE',
               'TREATMENT_APPOINTMENT_CONFIRMED','TREATMENT_COMPLETE','CANCELED'])[1 + (g % 7)]::counsel_state,
        'LINE ID: bench_' || g
      from generate_series(1, ${COUNSELS}) as g`);
    const awaiting = await db
      .select({ id: counsels.id })
      .from(counsels)
      .where(sql`${counsels.memberId} = ${member.id} and ${counsels.state} = 'AWAITING_CLINIC_CONFIRMATION'`);
    const token = await signAccessToken({ id: staff.id, type: 'STAFF', sessionVersion: 0 });
    const auth = { authorization: `Bearer ${token}` };
    let next = 0;
    return await measure([
      {
        name: 'GET /staff/me (counts awaiting counsels, unanswered reviews)',
        request: () => new Request('http://bench/staff/me', { headers: auth }),
        status: 200,
      },
      {
        name: `GET /staff/counsels page 1 (${COUNSELS} counsels)`,
        request: () => new Request('http://bench/staff/counsels?offset=0&limit=20', { headers: auth }),
        status: 200,
      },
      {
        name: 'GET /staff/counsels?state=AWAITING_CLINIC_CONFIRMATION page 10',
        request: () =>
          new Request('http://bench/staff/counsels?state=AWAITING_CLINIC_CONFIRMATION&offset=180&limit=20', {
            headers: auth,
          }),
        status: 200,
      },
      {
        name: 'GET /staff/reviews page 1',
        request: () => new Request('http://bench/staff/reviews?offset=0&limit=10', { headers: auth }),
        status: 200,
      },
      {
        name: 'PATCH /staff/counsels/{id} → CLINIC_CONFIRMED (lock, state machine, audit)',
        request: () =>
          new Request(`http://bench/staff/counsels/${awaiting[next++ % awaiting.length].id}`, {
            method: 'PATCH',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ state: 'CLINIC_CONFIRMED' }),
          }),
        status: 200,
      },
    ]);
  } finally {
    await db.delete(members).where(eq(members.id, member.id));
    await db.delete(staffAccounts).where(eq(staffAccounts.id, staff.id));
  }
}
