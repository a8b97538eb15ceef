'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ProviderId } from '@/contracts/login-providers';
import { useAuthConfig } from './auth-config';
import { useLogin } from './use-login';

const BUTTONS: Record<ProviderId, string> = {
  line: 'login-button--line',
  google: 'login-button--google',
  kakao: 'login-button--kakao',
  naver: 'login-button--naver',
  apple: 'login-button--apple',
  dev: 'login-button--dev',
};

// The spec's login modal offers these three (docs/product.md#screens).
const SPEC_PROVIDERS = ['line', 'google', 'kakao'] as const;
const PROVIDER_NAME = { line: 'LINE', google: 'Google', kakao: 'Kakao' } as const;

/**
 * One button per login provider that is configured here (brand colours per their guidelines): LINE,
 * Google and Kakao first (docs/product.md#screens), then Naver and Apple, then '개발용 로그인' when the dev provider is on.
 * A provider without configuration is not offered (no button that cannot work); on the demo (the dev login on)
 * one line says which of the spec's three are not connected, and with none at all a short note says so.
 */
export function LoginButtons() {
  const t = useTranslations('Login');
  // Where the login can be done, once a login started here was refused for being on another address.
  const [canonical, setCanonical] = useState<string | null>(null);
  const login = useLogin(setCanonical);
  const { providers } = useAuthConfig();
  if (providers.length === 0) return <p className="login-modal__text">{t('noProviders')}</p>;
  const missing = providers.includes('dev') ? SPEC_PROVIDERS.filter((id) => !providers.includes(id)) : [];
  return (
    <div className="login-modal__buttons">
      {providers.map((id) => (
        <button key={id} type="button" className={`login-button ${BUTTONS[id]}`} onClick={() => login(id)}>
          {(id === 'line' || id === 'google' || id === 'kakao') && <ProviderMark provider={id} />}
          {t(`with.${id}`)}
        </button>
      ))}
      {missing.length > 0 && (
        <p className="login-modal__note">
          {t('demoProviders', { names: missing.map((id) => PROVIDER_NAME[id]).join('·') })}
        </p>
      )}
      {canonical && (
        <p className="login-modal__note" role="alert">
          {t('wrongOrigin', { origin: canonical })}{' '}
          <a href={`${canonical}${window.location.pathname}${window.location.search}`}>{t('openThere')}</a>
        </p>
      )}
    </div>
  );
}

function ProviderMark({ provider }: { provider: 'line' | 'google' | 'kakao' }) {
  if (provider === 'google') {
    return (
      <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
        <path
          fill="#EA4335"
          d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
        />
        <path
          fill="#FBBC05"
          d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
        />
      </svg>
    );
  }
  if (provider === 'kakao') {
    return (
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="#000"
          d="M12 3C6.48 3 2 6.48 2 10.78c0 2.77 1.86 5.2 4.65 6.58l-.95 3.47c-.08.3.26.54.52.37l4.1-2.72c.55.06 1.11.1 1.68.1 5.52 0 10-3.48 10-7.8S17.52 3 12 3z"
        />
      </svg>
    );
  }
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#fff"
        d="M12 3C6.48 3 2 6.63 2 11.1c0 4 3.55 7.35 8.35 7.99.33.07.77.21.88.49.1.25.07.64.03.9l-.14.85c-.04.25-.2.98.86.53 1.06-.44 5.72-3.37 7.8-5.77C21.23 14.5 22 12.9 22 11.1 22 6.63 17.52 3 12 3z"
      />
    </svg>
  );
}
