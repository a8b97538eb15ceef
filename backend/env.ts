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
