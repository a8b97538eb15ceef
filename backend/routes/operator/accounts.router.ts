import { createRouter } from '../../lib/create-router';
import { ApiError } from '../../lib/errors';
import {
  clinicStaffRoute,
  getMemberRoute,
  getStaffRoute,
  memberSuspensionRoute,
  searchMembersRoute,
  searchStaffRoute,
  staffSuspensionRoute,
} from './accounts.routes';
import {
  findMember,
  findStaffAccount,
  searchMembers,
  searchStaff,
  setMemberSuspension,
  setStaffSuspension,
  staffOfClinic,
} from './accounts.repository';

const missing = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);

/** /operator/members, /operator/staff: find accounts, suspend them and lift suspensions. */
export const operatorAccountsRouter = createRouter()
  .openapi(searchMembersRoute, async (c) =>
    c.json({ data: await searchMembers(c.var.db, c.req.valid('query').q) }, 200),
  )
  .openapi(getMemberRoute, async (c) => {
    const member = await findMember(c.var.db, c.req.valid('param').id);
    if (!member) throw missing('Member');
    return c.json({ data: member }, 200);
  })
  .openapi(memberSuspensionRoute, async (c) => {
    const member = await setMemberSuspension(c.var.db, c.var.operator, c.req.valid('param').id, c.req.valid('json'));
    if (!member) throw missing('Member');
    return c.json({ data: member }, 200);
  })
  .openapi(searchStaffRoute, async (c) => c.json({ data: await searchStaff(c.var.db, c.req.valid('query').q) }, 200))
  .openapi(getStaffRoute, async (c) => {
    const staff = await findStaffAccount(c.var.db, c.req.valid('param').id);
    if (!staff) throw missing('Staff account');
    return c.json({ data: staff }, 200);
  })
  .openapi(staffSuspensionRoute, async (c) => {
    const staff = await setStaffSuspension(c.var.db, c.var.operator, c.req.valid('param').id, c.req.valid('json'));
    if (!staff) throw missing('Staff account');
    return c.json({ data: staff }, 200);
  })
  .openapi(clinicStaffRoute, async (c) =>
    c.json({ data: await staffOfClinic(c.var.db, c.req.valid('param').id) }, 200),
  );
