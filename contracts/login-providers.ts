// The login providers a member may sign in with ('dev': the local stand-in, only when the dev login is on).

export const REAL_PROVIDERS = ['line', 'google', 'kakao', 'naver', 'apple'] as const;
export type RealProviderId = (typeof REAL_PROVIDERS)[number];
export const PROVIDER_IDS = [...REAL_PROVIDERS, 'dev'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];
