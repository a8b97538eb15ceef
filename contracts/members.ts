import { z } from 'zod';

// A member: who they are to the app, the tokens a login gives, the nickname they choose.

/** The member: nickname and token {id, type}. */
export const MemberInfoSchema = z
  .object({
    nickname: z.string().nullable(),
    token: z.object({ id: z.number().int(), type: z.literal('MEMBER') }),
    healthConsent: z.boolean().meta({
      description:
        'Whether the member agreed to the processing of health information (needed before a review with photos; PUT/DELETE /member/health-consent)',
    }),
  })
  .meta({ id: 'MemberInfo' });

/** The member info of the request's member (my-info answers). */
export const memberInfoOf = (m: { id: number; nickname: string | null; healthConsent: boolean }): MemberInfo => ({
  nickname: m.nickname,
  token: { id: m.id, type: 'MEMBER' },
  healthConsent: m.healthConsent,
});

/** The auth result: an access token and a refresh token. */
export const AuthResultSchema = z
  .object({
    token: z.string().meta({ description: 'Access token (HS256 JWT, short-lived): claims id, type, sv, iat, exp' }),
    refreshToken: z.string().meta({ description: 'Opaque rotating refresh token for POST /auth/refresh' }),
  })
  .meta({ id: 'AuthResult' });

export const NICKNAME_MAX = 20;

// Control, format (bidi overrides, zero-width spaces), private-use and unassigned code points; the
// zero-width joiner stays allowed for emoji sequences.
const HIDDEN_CHARACTERS = /(?!\u200d)[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/u;
const HIDDEN_CHARACTERS_ALL = new RegExp(HIDDEN_CHARACTERS.source, 'gu');

/**
 * A nickname: not empty, at most 20 characters (code points, so one emoji is one), no hidden
 * characters. NFC first, so a decomposed Hangul nickname (macOS input) equals its composed twin.
 */
export const nicknameSchema = z
  .string({ error: 'nickname is required' })
  .normalize('NFC')
  .trim()
  .min(1, 'nickname must not be empty')
  .refine((s) => [...s].length <= NICKNAME_MAX, `nickname must be at most ${NICKNAME_MAX} characters`)
  .refine((s) => !HIDDEN_CHARACTERS.test(s), 'nickname must not contain control characters')
  .meta({ minLength: 1, maxLength: NICKNAME_MAX, example: '뷰티러버' });

export const nicknameBody = z.object({ nickname: nicknameSchema });

/**
 * A login provider's display name made into a nickname by the same rule: hidden characters dropped,
 * cut to 20 characters; undefined when nothing usable is left (the member then chooses one).
 */
export function nicknameFromProvider(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = [...value.normalize('NFC').replace(HIDDEN_CHARACTERS_ALL, '').trim()]
    .slice(0, NICKNAME_MAX)
    .join('')
    .trim();
  const parsed = nicknameSchema.safeParse(cleaned);
  return parsed.success ? parsed.data : undefined;
}

export type MemberInfo = z.infer<typeof MemberInfoSchema>;
export type AuthResult = z.infer<typeof AuthResultSchema>;
