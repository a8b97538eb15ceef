import { env } from '../../env';
import { errorBody, notFound } from '../../lib/errors';
import { countRequest } from '../../lib/rate-limit';
import { createRouter } from '../../lib/create-router';
import { memberInfoOf } from '@/contracts/members';
import { revokeAfterDeletion } from '../../revocations/revocations';
import { discardPhotos } from '../../storage/discard';
import { deleteMemberAccount, setHealthConsent, setNickname } from './members.repository';
import { deleteMeRoute, giveHealthConsentRoute, patchMemberRoute, withdrawHealthConsentRoute } from './members.routes';

export const membersRouter = createRouter()
  .openapi(patchMemberRoute, async (c) => {
    const { memberId } = c.req.valid('param');
    // Another member's id answers exactly like an unknown one.
    if (memberId !== c.var.member.id) throw notFound('Member');
    const limit = env().NICKNAME_CHANGES_PER_DAY;
    const wait = await countRequest('nickname', limit, 86_400, `${memberId}`);
    if (wait > 0)
      return c.json(errorBody('RATE_LIMITED', `At most ${limit} nickname changes a day`), 429, {
        'retry-after': String(wait),
      });
    const member = await setNickname(c.var.db, memberId, c.req.valid('json').nickname);
    if (!member) throw notFound('Member');
    return c.json({ data: memberInfoOf({ ...c.var.member, nickname: member.nickname }) }, 200);
  })
  .openapi(deleteMeRoute, async (c) => {
    const deleted = await deleteMemberAccount(c.var.db, c.var.member.id);
    // Best effort and bounded: a provider that is slow or down does not hold the answer (the sweep retries).
    if (deleted?.revocationId) await revokeAfterDeletion(c.var.db, deleted.revocationId);
    return c.body(null, 204);
  })
  .openapi(giveHealthConsentRoute, async (c) => {
    const { at } = await setHealthConsent(c.var.db, c.var.member.id, true);
    return c.json({ data: { healthConsent: true, healthConsentAt: at!.toISOString() } }, 200);
  })
  .openapi(withdrawHealthConsentRoute, async (c) => {
    const { removedPhotos } = await setHealthConsent(c.var.db, c.var.member.id, false);
    await discardPhotos(c.var.db, c.var.storage, removedPhotos);
    return c.json({ data: { healthConsent: false, healthConsentAt: null } }, 200);
  });
