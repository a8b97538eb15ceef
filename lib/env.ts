import { z } from 'zod';

// The web app's server-side configuration (the backend reads its own through backend/env.ts). Read once,
// checked with zod: a bad value stops the first request with a message naming the variable. Server code
// only: a browser bundle sees none of these variables.

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const schema = z.object({
  /** The public origin: canonical URLs, OAuth redirect URIs, the CSRF check, Secure cookies on https. */
  APP_URL: optional(z.url({ protocol: /^https?$/, error: 'APP_URL must be an http(s) URL' })),
  /** A separately running backend; unset = the backend runs in this process. */
  BACKEND_URL: optional(z.url({ protocol: /^https?$/, error: 'BACKEND_URL must be an http(s) URL' })),
  /** The LINE account offered after a consultation is booked. */
  LINE_FRIEND_URL: optional(z.url({ protocol: /^https?$/, error: 'LINE_FRIEND_URL must be an http(s) URL' })),
  GOOGLE_MAPS_KEY: optional(z.string()),
  NEXT_PUBLIC_GOOGLE_MAPS_KEY: optional(z.string()),
  /** Shared page cache (and rate limits) for every web instance; unset = each process keeps its own. */
  REDIS_URL: optional(z.url()),
  /** `0` turns the server's page cache off (every public page is rendered for every request). */
  PAGE_CACHE: z.enum(['0', '1']).default('1'),
  /** Seconds a cached page is kept at most (writes refresh the pages they touch at once). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** The in-process page cache's memory budget (without REDIS_URL). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Key prefix in Redis (several apps on one Redis). */
  PAGE_CACHE_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/)
    .default('pc:'),
  /** s-maxage / stale-while-revalidate offered to a CDN for anonymous public pages. */
  CDN_S_MAXAGE: z.coerce.number().int().min(0).max(86_400).default(60),
  CDN_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(604_800).default(600),
  /** Won per yen and per dollar, for the approximate prices Japanese and English pages add to KRW prices. */
  FX_KRW_PER_JPY: z.coerce.number().positive().max(1_000).default(9.4),
  FX_KRW_PER_USD: z.coerce.number().positive().max(100_000).default(1400),
});

export type WebEnv = z.infer<typeof schema>;
let cached: WebEnv | undefined;

export function webEnv(): WebEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid web configuration:\n${lines.join('\n')}`);
  }
  return (cached = parsed.data);
}

/** The public origin: APP_URL (which `npm start` always sets), else http://localhost:3000 (`next dev`). */
export const appOrigin = (): string => (webEnv().APP_URL ? new URL(webEnv().APP_URL!).origin : 'http://localhost:3000');

/** The Google Maps key, if any (without one the map shows the address with map-app links). */
export const mapsKey = (): string | undefined => webEnv().GOOGLE_MAPS_KEY ?? webEnv().NEXT_PUBLIC_GOOGLE_MAPS_KEY;

/** Forget the parsed copy (tests change process.env). */
export const resetWebEnvForTests = () => {
  cached = undefined;
};
