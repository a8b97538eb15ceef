import { ErrorSchema } from '@/contracts/errors';
import { createRoute, z } from '@hono/zod-openapi';
import { requireMember } from '../../auth/require-member';
import { PROVIDER_IDS, type ProviderId } from '../../oauth/config';
import { AuthResultSchema, MemberInfoSchema } from '@/contracts/members';
import { bearerSecurity, errors, json } from '../auth/auth.schemas';

// Login starts and callbacks are limited per client address and minute (LOGIN_ATTEMPTS_PER_MINUTE), by
// middleware mounted in backend/app.ts for every provider's paths.
const tooMany = { 429: errors[429] };

// Member login (docs/product.md#login): the BFF asks for a provider's authorize URL with its
// own state, PKCE challenge and nonce, and after the callback posts the code here with the verifier and
// nonce; the backend exchanges the code, identifies the user and answers the auth result (token, refreshToken).

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`);

const urlQuery = z.object({
  state: text('state', 1024).openapi({ description: 'Opaque CSRF value; the callback must bring it back' }),
  codeChallenge: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'codeChallenge must be BASE64URL(SHA-256(code_verifier)), 43 characters')
    .optional()
    .openapi({ description: 'PKCE S256 challenge; required for LINE, Google, Kakao' }),
  nonce: text('nonce', 1024).optional().openapi({ description: 'OIDC nonce; required for LINE, Google, Apple' }),
  redirectUri: text('redirectUri', 2048).openapi({
    description: 'The app callback: <allowed origin>/oauth/{provider}',
  }),
});

const loginBody = z
  .object({
    code: text('code', 4096).optional().openapi({ description: 'The authorization code from the callback' }),
    line_code: text('line_code', 4096)
      .optional()
      .openapi({ description: 'The name LINE logins have used for the code (same as code)' }),
    redirectUri: text('redirectUri', 2048)
      .optional()
      .openapi({ description: 'The redirect URI of the authorize request (not for dev)' }),
    codeVerifier: z
      .string()
      .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'codeVerifier must be 43-128 characters of A-Z a-z 0-9 - . _ ~')
      .optional(),
    nonce: text('nonce', 1024).optional(),
    state: text('state', 1024)
      .optional()
      .openapi({ description: 'The state of the authorize request (Naver repeats it)' }),
  })
  .refine((b) => b.code !== undefined || b.line_code !== undefined, { path: ['code'], message: 'code is required' });

export const providersRoute = createRoute({
  method: 'get',
  path: '/auth/providers',
  operationId: 'listLoginProviders',
  tags: ['member login'],
  summary: 'The login providers that are configured here (a login UI offers only these)',
  description:
    'The providers a login UI may offer right now: the real ones with a client id configured, in display order, then `dev` when the dev login is on (AUTH_DEV_LOGIN=1 on a loopback APP_URL).',
  security: [],
  responses: {
    200: json(
      z.object({ data: z.array(z.object({ id: z.enum(PROVIDER_IDS) })) }),
      'Configured providers, in display order; dev only when the dev login is on',
    ),
  },
});

export const devMembersRoute = createRoute({
  method: 'get',
  path: '/member/dev/members',
  operationId: 'listDevMembers',
  tags: ['member login'],
  summary: 'Demo members the dev consent page offers (AUTH_DEV_LOGIN=1 only, else 404)',
  description: 'The demo members the dev consent page lists as buttons. 404 unless the dev login is on.',
  security: [],
  responses: {
    200: json(
      z.object({ data: z.array(z.object({ id: z.number().int(), nickname: z.string().nullable() })) }),
      'Demo members',
    ),
    404: errors[404],
  },
});

export const devCodeRoute = createRoute({
  method: 'post',
  path: '/member/dev/code',
  operationId: 'createDevCode',
  tags: ['member login'],
  summary: 'A short-lived signed code for a demo member, redeemed at POST /member/dev/login (AUTH_DEV_LOGIN=1 only)',
  description:
    'Signs a code for one demo member, valid for two minutes, that POST /member/dev/login exchanges for tokens like a provider code. 404 unless the dev login is on, or for an unknown member.',
  security: [],
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            memberId: z
              .number({ error: 'memberId must be a positive integer' })
              .int('memberId must be a positive integer')
              .min(1, 'memberId must be a positive integer')
              .max(2_147_483_647, 'memberId must be a positive integer'),
          }),
        },
      },
    },
  },
  responses: {
    200: json(z.object({ data: z.object({ code: z.string() }) }), 'The code'),
    400: errors[400],
    404: errors[404],
  },
});

export const memberMyInfoRoute = createRoute({
  method: 'get',
  path: '/member/my-info',
  operationId: 'getMyInfo',
  tags: ['member login'],
  summary: 'The member of the bearer token (same as GET /auth/my-info)',
  description:
    'Answers the member the bearer token belongs to, like GET /auth/my-info. 401 for a missing, invalid or expired token or an ended session; 403 for a STAFF token.',
  middleware: [requireMember] as const,
  security: bearerSecurity,
  responses: {
    200: json(z.object({ data: MemberInfoSchema }), 'The signed-in member'),
    401: errors[401],
    403: errors[403],
  },
});

// Operation ids name the provider: getLineAuthorizeUrl, loginWithLine…
const named = (provider: ProviderId) => provider.charAt(0).toUpperCase() + provider.slice(1);

export const urlRoute = <P extends ProviderId>(provider: P) =>
  createRoute({
    method: 'get',
    path: `/member/${provider}/url`,
    operationId: `get${named(provider)}AuthorizeUrl`,
    tags: ['member login'],
    summary:
      provider === 'dev'
        ? 'The dev consent page URL (same origin; AUTH_DEV_LOGIN=1 only)'
        : `The ${provider} authorize URL for a popup (404 when ${provider} is not configured)`,
    description:
      provider === 'dev'
        ? 'The same-origin consent page that lists the demo members; `state` and `redirectUri` travel with it. 404 unless the dev login is on.'
        : `The URL of ${provider}'s authorize page with this server's client id, the caller's \`state\` and, as ${provider} takes them, ` +
          'the PKCE challenge and nonce. `redirectUri` must be <allowed origin>/oauth/{provider} (400 otherwise).',
    security: [],
    request: { query: urlQuery },
    responses: {
      200: json(z.object({ data: z.object({ url: z.string() }) }), 'The URL to open'),
      400: errors[400],
      404: errors[404],
      ...tooMany,
    },
  });

export const loginRoute = <P extends ProviderId>(provider: P) =>
  createRoute({
    method: 'post',
    path: `/member/${provider}/login`,
    operationId: `loginWith${named(provider)}`,
    tags: ['member login'],
    summary:
      provider === 'dev'
        ? 'Redeems a dev code (AUTH_DEV_LOGIN=1 only)'
        : `Exchanges a ${provider} authorization code and signs the member in (created on first login)`,
    description:
      provider === 'dev'
        ? 'Exchanges a code from POST /member/dev/code for member tokens. An invalid or expired code is a 401.'
        : `Exchanges the code of ${provider}'s callback (with the PKCE verifier and nonce of the authorize request) at ${provider}, ` +
          'identifies the user and answers member tokens. The provider refusing the code is a 401; the provider failing or ' +
          'unreachable is a 502 or 503.',
    security: [],
    request: { body: { required: true, content: { 'application/json': { schema: loginBody } } } },
    responses: {
      200: json(z.object({ data: AuthResultSchema }), 'Auth result: token and refreshToken'),
      400: errors[400],
      401: errors[401],
      403: json(ErrorSchema, 'ACCOUNT_SUSPENDED: an operator has suspended this member'),
      404: errors[404],
      ...tooMany,
      502: errors[502],
      503: errors[503],
    },
  });
