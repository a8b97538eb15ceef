'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ProviderId } from '@/contracts/login-providers';

export interface AuthConfig {
  /** The login providers configured on the backend, in display order ('dev' only when the dev login is on). */
  providers: ProviderId[];
  /** LINE friend-add link shown after booking a consultation. */
  lineFriendUrl: string | null;
}

const AuthConfigContext = createContext<AuthConfig>({ providers: [], lineFriendUrl: null });

export function AuthConfigProvider({ value, children }: { value: AuthConfig; children: ReactNode }) {
  return <AuthConfigContext.Provider value={value}>{children}</AuthConfigContext.Provider>;
}

export const useAuthConfig = () => useContext(AuthConfigContext);
