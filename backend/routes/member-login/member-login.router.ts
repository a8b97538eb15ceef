import { type ProviderId, type RealProviderId } from '../../oauth/config';
import { devConsentUrl, signDevCode, verifyDevCode } from '../../oauth/dev';
import { configuredProvider, enabledProviders, redirectUriProblem, requireDevLogin } from '../../oauth/registry';
import { createRouter } from '../../lib/create-router';
import { sealProviderToken } from '../../revocations/provider-token';
import { memberInfoOf } from '@/contracts/members';
import { ApiError } from '../../lib/errors';
import { badField } from '../auth/auth.schemas';
import { issueTokens } from '../auth/sessions.repository';
import { consumeLogin, findDevMember, listDevMembers, upsertMember } from './member-login.repository';
import {
  devCodeRoute,
  devMembersRoute,
  loginRoute,
  memberMyInfoRoute,
  providersRoute,
  urlRoute,
} from './member-login.routes';

function checkRedirect(provider: ProviderId, target: 'query' | 'json', redirectUri: string | undefined): string {
  if (!redirectUri) throw badField(target, 'redirectUri', 'redirectUri is required');
  const problem = redirectUriProblem(provider, redirectUri);
  if (problem) throw badField(target, 'redirectUri', problem);
  return redirectUri;
}

/** GET /member/{p}/url and POST /member/{p}/login of one real provider. */
const providerRouter = <P extends RealProviderId>(id: P) =>
  createRouter()
    .openapi(urlRoute(id), (c) => {
      const { provider, config } = configuredProvider(id);
      const q = c.req.valid('query');
      const redirectUri = checkRedirect(id, 'query', q.redirectUri);
      if (provider.pkce && !q.codeChallenge)
        throw badField('query', 'codeChallenge', `codeChallenge is required for ${id} (PKCE S256)`);
      if (provider.requiresNonce && !q.nonce) throw badField('query', 'nonce', `nonce is required for ${id}`);
      const url = provider.authorizeUrl(config, {
        redirectUri,
        state: q.state,
        codeChallenge: q.codeChallenge,
        nonce: q.nonce,
      });
      return c.json({ data: { url } }, 200);
    })
    .openapi(loginRoute(id), async (c) => {
      const { provider, config } = configuredProvider(id);
      const body = c.req.valid('json');
      const redirectUri = checkRedirect(id, 'json', body.redirectUri);
      if (provider.requiresNonce && !body.nonce) throw badField('json', 'nonce', `nonce is required for ${id}`);
      const code = (body.code ?? body.line_code)!;
      await consumeLogin(c.var.db, id, { state: body.state, code });
      const identity = await provider.identify(config, {
        code,
        redirectUri,
        codeVerifier: provider.pkce ? body.codeVerifier : undefined,
        nonce: body.nonce,
        state: body.state,
      });
      // Kept (sealed) only where the provider can revoke, to end the link when the member deletes the account.
      const token = provider.revoke && identity.revocable ? sealProviderToken(id, identity.revocable) : undefined;
      const member = await upsertMember(c.var.db, id, identity.providerUserId, identity.nickname, token);
      return c.json({ data: await issueTokens(c.var.db, { type: 'MEMBER', ...member }) }, 200);
    });

/** The dev provider (AUTH_DEV_LOGIN=1 only): demo members, a signed code for one, its url and login. */
const devRouter = createRouter()
  .openapi(devMembersRoute, async (c) => {
    requireDevLogin();
    return c.json({ data: await listDevMembers(c.var.db) }, 200);
  })
  .openapi(devCodeRoute, async (c) => {
    requireDevLogin();
    const { memberId } = c.req.valid('json');
    if (!(await findDevMember(c.var.db, memberId))) throw new ApiError(404, 'NOT_FOUND', 'Demo member not found');
    return c.json({ data: { code: await signDevCode(memberId) } }, 200);
  })
  .openapi(urlRoute('dev'), (c) => {
    requireDevLogin();
    const q = c.req.valid('query');
    return c.json({ data: { url: devConsentUrl(q.state, checkRedirect('dev', 'query', q.redirectUri)) } }, 200);
  })
  .openapi(loginRoute('dev'), async (c) => {
    requireDevLogin();
    const body = c.req.valid('json');
    const code = (body.code ?? body.line_code)!;
    const memberId = await verifyDevCode(code);
    if (memberId !== null) await consumeLogin(c.var.db, 'dev', { state: body.state, code });
    const member = memberId === null ? undefined : await findDevMember(c.var.db, memberId);
    if (!member) throw new ApiError(401, 'UNAUTHORIZED', 'Login with dev failed: the code is invalid or expired');
    return c.json({ data: await issueTokens(c.var.db, { type: 'MEMBER', ...member }) }, 200);
  });

/**
 * GET /auth/providers; GET /member/{provider}/url, POST /member/{provider}/login for line, google, kakao,
 * naver, apple, dev; the dev helpers; GET /member/my-info. Mount before any `/member/{id}` style routes.
 */
export const memberLoginRouter = createRouter()
  .openapi(providersRoute, (c) => c.json({ data: enabledProviders().map((id) => ({ id })) }, 200))
  .route('/', providerRouter('line'))
  .route('/', providerRouter('google'))
  .route('/', providerRouter('kakao'))
  .route('/', providerRouter('naver'))
  .route('/', providerRouter('apple'))
  .route('/', devRouter)
  .openapi(memberMyInfoRoute, (c) => c.json({ data: memberInfoOf(c.var.member) }, 200));
