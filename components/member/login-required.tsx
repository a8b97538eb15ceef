'use client';

import { useTranslations } from 'next-intl';
import { TopBar } from '@/components/layout/top-bar';
import { LoginButtons } from './login-buttons';

/** Member pages without a member session: a page titled login, the text and the login component. */
export function LoginRequired({ title }: { title?: string }) {
  const t = useTranslations('Member');
  return (
    <>
      <TopBar breadcrumb={[{ label: title ?? t('loginTitle') }]} />
      <section className="login-required" aria-labelledby="login-title">
        <h1 id="login-title">{t('loginTitle')}</h1>
        <p>{t('loginRequired')}</p>
        <p>{t('loginDescription')}</p>
        <div style={{ marginTop: 24, textAlign: 'left' }}>
          <LoginButtons />
        </div>
      </section>
    </>
  );
}
