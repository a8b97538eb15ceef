import { ApiError } from '../lib/errors';
import { apple } from './apple';
import { devLoginEnabled, devLoginRefusal } from './dev-login';
import {
  allowedRedirectOrigins,
  providerConfig,
  type ProviderConfig,
  type ProviderId,
  type RealProviderId,
} from './config';
import { google } from './google';
import { kakao } from './kakao';
import { line } from './line';
import { naver } from './naver';
import type { OAuthProvider } from './types';

export const PROVIDERS: Record<RealProviderId, OAuthProvider> = { line, google, kakao, naver, apple };

const off = (provider: string) => new ApiError(404, 'NOT_FOUND', `Login with ${provider} is not configured`);

/** A real provider's configuration when it is configured (client id, and what the provider itself requires), else null. */
function configOf(id: RealProviderId): ProviderConfig | null {
  const config = providerConfig(id);
  return config && (!PROVIDERS[id].isConfigured || PROVIDERS[id].isConfigured(config)) ? config : null;
}

/** A real provider with its configuration, or 404 when it is not configured (no client id/secret). */
export function configuredProvider(id: RealProviderId): { provider: OAuthProvider; config: ProviderConfig } {
  const config = configOf(id);
  if (!config) throw off(id);
  return { provider: PROVIDERS[id], config };
}

/** The dev provider answers 404 unless AUTH_DEV_LOGIN=1 and APP_URL is a loopback address. */
export function requireDevLogin(): void {
  const refusal = devLoginRefusal();
  if (refusal) throw new ApiError(404, 'NOT_FOUND', refusal);
}

/**
 * The providers a login can start with right now (configured real ones in order, then dev when it is on). Read on
 * every page render (the login sheet's buttons): decided without throwing, as an error's stack costs more than
 * the check.
 */
export function enabledProviders(): ProviderId[] {
  const real = (Object.keys(PROVIDERS) as RealProviderId[]).filter((id) => configOf(id) !== null);
  return devLoginEnabled() ? [...real, 'dev'] : real;
}

/**
 * Why a redirect URI is refused, or null when it is fine: an absolute http(s) URL on an allowed origin
 * (APP_URL, OAUTH_REDIRECT_ORIGINS) whose path is exactly /oauth/{provider}, without query or fragment.
 */
export function redirectUriProblem(provider: ProviderId, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'redirectUri must be an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'redirectUri must be an http(s) URL';
  if (url.username || url.password || url.search || url.hash)
    return 'redirectUri must not carry credentials, a query or a fragment';
  if (url.pathname !== `/oauth/${provider}`) return `redirectUri must have the path /oauth/${provider}`;
  if (!allowedRedirectOrigins().has(url.origin))
    return 'redirectUri origin is not allowed (APP_URL, OAUTH_REDIRECT_ORIGINS)';
  return null;
}
