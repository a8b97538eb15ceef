import { operatorAudit } from '../../auth/require-operator';
import { env } from '../../env';
import { createRouter } from '../../lib/create-router';
import { notFound } from '../../lib/errors';
import { sendDirectEmail } from '../../notifications/channels/email';
import {
  approveApplication,
  getApplication,
  insertApplication,
  listApplications,
  rejectApplication,
} from './partner-applications.repository';
import {
  approveApplicationRoute,
  createApplicationRoute,
  getApplicationRoute,
  listApplicationsRoute,
  rejectApplicationRoute,
} from './partner-applications.routes';
import { SETUP_LINK_HOURS } from '@/contracts/partner-applications';

const setupPath = (token: string) => `/partner/setup-password?token=${token}`;

const setupEmail = (clinicName: string, userId: string, url: string) =>
  [
    `${clinicName} 담당자님, 입점 신청이 승인되었어요.`,
    '',
    `파트너 콘솔 아이디: ${userId}`,
    `아래 링크에서 비밀번호를 설정해 주세요 (${SETUP_LINK_HOURS}시간 동안 한 번만 쓸 수 있어요).`,
    url,
  ].join('\n');

export const partnerApplicationsRouter = createRouter()
  .openapi(createApplicationRoute, async (c) =>
    c.json({ data: await insertApplication(c.var.db, c.req.valid('json')) }, 201),
  )
  .openapi(listApplicationsRoute, async (c) => {
    const data = await listApplications(c.var.db);
    return c.json({ data, total: data.length }, 200);
  })
  .openapi(getApplicationRoute, async (c) => {
    const application = await getApplication(c.var.db, c.req.valid('param').id);
    if (!application) throw notFound('Application');
    return c.json({ data: application }, 200);
  })
  .openapi(approveApplicationRoute, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, operator } = c.var;
    const made = await db.transaction(async (tx) => {
      const approved = await approveApplication(tx, id, operator.id, body);
      await operatorAudit(tx, operator, {
        action: 'application.approve',
        targetType: 'APPLICATION',
        targetId: id,
        reason: body.reason ?? null,
        detail: { clinicId: approved.clinicId, staffUserId: approved.staffUserId },
      });
      return approved;
    });
    const link = setupPath(made.token);
    // After the commit: the link is valid whether or not the mail goes out (the operator sees it below).
    const emailed = await sendDirectEmail(
      made.email,
      '[입점 신청 승인] 파트너 콘솔 비밀번호를 설정해 주세요',
      setupEmail(made.clinicName, made.staffUserId, new URL(link, env().APP_URL).toString()),
    );
    return c.json(
      {
        data: {
          application: (await getApplication(db, id))!,
          staffUserId: made.staffUserId,
          clinicId: made.clinicId,
          setupLink: link,
          emailed,
        },
      },
      200,
    );
  })
  .openapi(rejectApplicationRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const { db, operator } = c.var;
    await db.transaction(async (tx) => {
      await rejectApplication(tx, id, operator.id, reason);
      await operatorAudit(tx, operator, {
        action: 'application.reject',
        targetType: 'APPLICATION',
        targetId: id,
        reason,
      });
    });
    return c.json({ data: (await getApplication(db, id))! }, 200);
  });
