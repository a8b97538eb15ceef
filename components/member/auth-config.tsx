'use client';

import { createContext, useContext, type ReactNode } from 'react';

export interface AuthConfig {
  /** AUTH_DEV_LOGIN=1: the login modal offers '개발용 로그인'. */
  devLogin: boolean;
  /** LINE friend-add link shown after booking a consultation. */
  lineFriendUrl: string | null;
}

const AuthConfigContext = createContext<AuthConfig>({ devLogin: false, lineFriendUrl: null });

export function AuthConfigProvider({ value, children }: { value: AuthConfig; children: ReactNode }) {
  return <AuthConfigContext.Provider value={value}>{children}</AuthConfigContext.Provider>;
}

export const useAuthConfig = () => useContext(AuthConfigContext);
