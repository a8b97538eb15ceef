import { z } from 'zod';
import { env } from '../env';
import { logger } from '../lib/logger';

// Where a clinic is: its road address located with Kakao Local's address search
// (GET {KAKAO_LOCAL_URL}/v2/local/search/address.json?query=…, header `Authorization: KakaoAK {key}`; the first
// document's x is the longitude and y the latitude, as decimal strings). Korean road addresses are what it knows.

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const warn = (message: string) => logger('geocode').warn(message);

const answer = z.object({ documents: z.array(z.object({ x: z.string(), y: z.string() }).loose()) }).loose();

/** The coordinates in a Kakao Local address-search answer: its first document's, or null when it has none usable. */
export function coordinatesOf(body: unknown): Coordinates | null {
  const parsed = answer.safeParse(body);
  const first = parsed.success ? parsed.data.documents[0] : undefined;
  if (!first) return null;
  const latitude = Number(first.y);
  const longitude = Number(first.x);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
    return null;
  return { latitude, longitude };
}

/**
 * The coordinates of a road address, or null: without KAKAO_REST_API_KEY, when Kakao finds no such address,
 * or when the call fails or takes longer than GEOCODE_TIMEOUT_MS (logged; the address is saved either way).
 */
export async function locateAddress(roadAddress: string): Promise<Coordinates | null> {
  const { KAKAO_REST_API_KEY: key, KAKAO_LOCAL_URL: base, GEOCODE_TIMEOUT_MS: timeout } = env();
  if (!key) return null;
  const url = new URL(`${base.replace(/\/+$/, '')}/v2/local/search/address.json`);
  url.searchParams.set('query', roadAddress);
  try {
    const res = await fetch(url, {
      headers: { authorization: `KakaoAK ${key}` },
      signal: AbortSignal.timeout(timeout),
    });
    if (!res.ok) {
      warn(`address search answered ${res.status}`);
      return null;
    }
    const found = coordinatesOf(await res.json());
    if (!found) warn('address search found no coordinates for an address');
    return found;
  } catch (error) {
    warn(`address search failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
