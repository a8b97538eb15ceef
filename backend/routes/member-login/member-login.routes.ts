import { createRoute, z } from '@hono/zod-openapi';
import { requireMember } from '../../auth/require-member';
import { PROVIDER_IDS, REAL_PROVIDERS, type ProviderId, type RealProviderId } from '../../oauth/config';
import { devConsentUrl, signDevCode, verifyDevCode } from '../../oauth/dev';
import { configuredProvider, enabledProviders, redirectUriProblem, requireDevLogin } from '../../oauth/registry';
import { ApiError } from '../../lib/errors';
import type { AppOpenAPI } from '../../lib/types';
import { AuthResultSchema, badField, bearerSecurity, errors, json, MemberInfoSchema } from '../auth/auth.schemas';
import { issueTokens } from '../auth/sessions.repository';
import { findDevMember, listDevMembers, upsertMember } from './member-login.repository';

// Member login (spec §2 OAuth callbacks, §7 Member): the BFF asks for a provider's authorize URL with its
// own state, PKCE challenge and nonce, and after the callback posts the code here with the verifier and
// nonce; the backend exchanges the code, identifies the user and answers spec §3 "Auth result".

const text = (name: string, max: number) =>
  z.string({ error: `${name} is required` }).min(1, `${name} is required`).max(max, `${name} is too long`);

const urlQuery = z.object({
  state: text('state', 1024).openapi({ description: 'Opaque CSRF value; the callback must bring it back' }),
  codeChallenge: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'codeChallenge must be BASE64URL(SHA-256(code_verifier)), 43 characters')
    .optional()
    .openapi({ description: 'PKCE S256 challenge; required for LINE, Google, Kakao' }),
  nonce: text('nonce', 1024).optional().openapi({ description: 'OIDC nonce; required for LINE, Google, Apple' }),
  redirectUri: text('redirectUri', 2048).openapi({ description: 'The app callback: <allowed origin>/oauth/{provider}' }),
});

const loginBody = z
  .object({
    code: text('code', 4096).optional().openapi({ description: 'The authorization code from the callback' }),
    line_code: text('line_code', 4096).optional().openapi({ description: 'Spec §7 name of the code for LINE (same as code)' }),
    redirectUri: text('redirectUri', 2048).optional().openapi({ description: 'The redirect URI of the authorize request (not for dev)' }),
    codeVerifier: z
      .string()
      .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'codeVerifier must be 43-128 characters of A-Z a-z 0-9 - . _ ~')
      .optional(),
    nonce: text('nonce', 1024).optional(),
    state: text('state', 1024).optional().openapi({ description: 'The state of the authorize request (Naver repeats it)' }),
  })
  .refine((b) => b.code !== undefined || b.line_code !== undefined, { path: ['code'], message: 'code is required' });

const providersRoute = createRoute({
  method: 'get',
  path: '/auth/providers',
  tags: ['member login'],
  summary: 'The login providers that are configured here (a login UI offers only these)',
  responses: {
    200: json(z.object({ data: z.array(z.object({ id: z.enum(PROVIDER_IDS) })) }), 'Configured providers, in display order; dev only when the dev login is on'),
  },
});

const devMembersRoute = createRoute({
  method: 'get',
  path: '/member/dev/members',
  tags: ['member login'],
  summary: 'Demo members the dev consent page offers (AUTH_DEV_LOGIN=1 only, else 404)',
  responses: {
    200: json(z.object({ data: z.array(z.object({ id: z.number().int(), nickname: z.string().nullable() })) }), 'Demo members'),
    404: errors[404],
  },
});

const devCodeRoute = createRoute({
  method: 'post',
  path: '/member/dev/code',
  tags: ['member login'],
  summary: 'A short-lived signed code for a demo member, redeemed at POST /member/dev/login (AUTH_DEV_LOGIN=1 only)',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            memberId: z.number({ error: 'memberId must be a positive integer' }).int('memberId must be a positive integer').min(1, 'memberId must be a positive integer').max(2_147_483_647, 'memberId must be a positive integer'),
          }),
        },
      },
    },
  },
  responses: { 200: json(z.object({ data: z.object({ code: z.string() }) }), 'The code'), 400: errors[400], 404: errors[404] },
});

const memberMyInfoRoute = createRoute({
  method: 'get',
  path: '/member/my-info',
  tags: ['member login'],
  summary: 'The member of the bearer token (same as GET /auth/my-info)',
  middleware: [requireMember] as const,
  security: bearerSecurity,
  responses: { 200: json(z.object({ data: MemberInfoSchema }), 'The signed-in member (spec §3 Member)'), 401: errors[401], 403: errors[403] },
});

const urlRoute = (provider: ProviderId) =>
  createRoute({
    method: 'get',
    path: `/member/${provider}/url`,
    tags: ['member login'],
    summary:
      provider === 'dev'
        ? 'The dev consent page URL (same origin; AUTH_DEV_LOGIN=1 only)'
        : `The ${provider} authorize URL for a popup (404 when ${provider} is not configured)`,
    request: { query: urlQuery },
    responses: { 200: json(z.object({ data: z.object({ url: z.string() }) }), 'The URL to open'), 400: errors[400], 404: errors[404] },
  });

const loginRoute = (provider: ProviderId) =>
  createRoute({
    method: 'post',
    path: `/member/${provider}/login`,
    tags: ['member login'],
    summary:
      provider === 'dev'
        ? 'Redeems a dev code (AUTH_DEV_LOGIN=1 only)'
        : `Exchanges a ${provider} authorization code and signs the member in (created on first login)`,
    request: { body: { required: true, content: { 'application/json': { schema: loginBody } } } },
    responses: {
      200: json(z.object({ data: AuthResultSchema }), 'Spec §3 Auth result'),
      400: errors[400],
      401: errors[401],
      404: errors[404],
      502: errors[502],
      503: errors[503],
    },
  });

function checkRedirect(provider: ProviderId, target: 'query' | 'json', redirectUri: string | undefined): string {
  if (!redirectUri) throw badField(target, 'redirectUri', 'redirectUri is required');
  const problem = redirectUriProblem(provider, redirectUri);
  if (problem) throw badField(target, 'redirectUri', problem);
  return redirectUri;
}

function registerProvider(app: AppOpenAPI, id: RealProviderId) {
  app.openapi(urlRoute(id), (c) => {
    const { provider, config } = configuredProvider(id);
    const q = c.req.valid('query');
    const redirectUri = checkRedirect(id, 'query', q.redirectUri);
    if (provider.pkce && !q.codeChallenge) throw badField('query', 'codeChallenge', `codeChallenge is required for ${id} (PKCE S256)`);
    if (provider.requiresNonce && !q.nonce) throw badField('query', 'nonce', `nonce is required for ${id}`);
    const url = provider.authorizeUrl(config, { redirectUri, state: q.state, codeChallenge: q.codeChallenge, nonce: q.nonce });
    return c.json({ data: { url } }, 200);
  });

  app.openapi(loginRoute(id), async (c) => {
    const { provider, config } = configuredProvider(id);
    const body = c.req.valid('json');
    const redirectUri = checkRedirect(id, 'json', body.redirectUri);
    if (provider.requiresNonce && !body.nonce) throw badField('json', 'nonce', `nonce is required for ${id}`);
    const identity = await provider.identify(config, {
      code: (body.code ?? body.line_code)!,
      redirectUri,
      codeVerifier: provider.pkce ? body.codeVerifier : undefined,
      nonce: body.nonce,
      state: body.state,
    });
    const member = await upsertMember(c.var.db, id, identity.providerUserId, identity.nickname);
    return c.json({ data: await issueTokens(c.var.db, { type: 'MEMBER', ...member }) }, 200);
  });
}

function registerDevProvider(app: AppOpenAPI) {
  app.openapi(devMembersRoute, async (c) => {
    requireDevLogin();
    return c.json({ data: await listDevMembers(c.var.db) }, 200);
  });

  app.openapi(devCodeRoute, async (c) => {
    requireDevLogin();
    const { memberId } = c.req.valid('json');
    if (!(await findDevMember(c.var.db, memberId))) throw new ApiError(404, 'NOT_FOUND', 'Demo member not found');
    return c.json({ data: { code: await signDevCode(memberId) } }, 200);
  });

  app.openapi(urlRoute('dev'), (c) => {
    requireDevLogin();
    const q = c.req.valid('query');
    return c.json({ data: { url: devConsentUrl(q.state, checkRedirect('dev', 'query', q.redirectUri)) } }, 200);
  });

  app.openapi(loginRoute('dev'), async (c) => {
    requireDevLogin();
    const body = c.req.valid('json');
    const memberId = await verifyDevCode((body.code ?? body.line_code)!);
    const member = memberId === null ? undefined : await findDevMember(c.var.db, memberId);
    if (!member) throw new ApiError(401, 'UNAUTHORIZED', 'Login with dev failed: the code is invalid or expired');
    return c.json({ data: await issueTokens(c.var.db, { type: 'MEMBER', ...member }) }, 200);
  });
}

/**
 * GET /auth/providers; GET /member/{provider}/url, POST /member/{provider}/login for line, google, kakao,
 * naver, apple, dev; the dev helpers; GET /member/my-info. Register before any `/member/{id}` style routes.
 */
export function registerMemberLoginRoutes(app: AppOpenAPI) {
  app.openapi(providersRoute, (c) => c.json({ data: enabledProviders().map((id) => ({ id })) }, 200));
  for (const id of REAL_PROVIDERS) registerProvider(app, id);
  registerDevProvider(app);
  app.openapi(memberMyInfoRoute, (c) => c.json({ data: { nickname: c.var.member.nickname, token: { id: c.var.member.id, type: 'MEMBER' as const } } }, 200));
}
