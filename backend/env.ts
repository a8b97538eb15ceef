import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const flag = z.preprocess((v) => v === '1' || v === 'true', z.boolean());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: z.string().default('.data/pglite'),
  UPLOAD_DIR: z.string().default('.data/uploads'),
  BACKEND_URL: optionalUrl,
  BACKEND_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  FILE_CDN_URL: optionalUrl,
  AUTH_DEV_LOGIN: flag.default(false),
  // Signs access tokens and (derived) the BFF session cookie; when unset, a random secret is kept in
  // .data/auth-secret so the embedded default works. Set it (>= 32 chars) when running several hosts.
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  AUTH_SECRET_FILE: z.string().default('.data/auth-secret'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // A rotated refresh token presented again within this window (parallel requests) is tolerated.
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

// Read once; refuse to start with a message that names each bad variable.
export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}
