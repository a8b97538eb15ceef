import { seal, unseal } from '../auth/sealed';
import { PROVIDER_TOKEN_TYPES, type ProviderToken, type ProviderTokenType } from '../oauth/types';

/** A provider token as stored: sealed, with its type in the clear (it says nothing about the person). */
export interface SealedProviderToken {
  token: string;
  type: ProviderTokenType;
}

// Bound to provider and type: a sealed value copied to another provider's row or type does not open.
const boundTo = (provider: string, type: string) => `provider-token:${provider}:${type}`;

export const sealProviderToken = (provider: string, t: ProviderToken): SealedProviderToken => ({
  token: seal(t.token, boundTo(provider, t.type)),
  type: t.type,
});

/** The token, or null when it cannot be opened (another root secret, a changed row, an unknown type). */
export function openProviderToken(provider: string, sealed: { token: string; type: string }): ProviderToken | null {
  const type = PROVIDER_TOKEN_TYPES.find((t) => t === sealed.type);
  if (!type) return null;
  const token = unseal(sealed.token, boundTo(provider, type));
  return token === null ? null : { type, token };
}
