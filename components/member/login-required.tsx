import { useTranslations } from 'next-intl';
import { TopBar } from '@/components/layout/top-bar';

/**
 * Spec §2 member pages without a member session: a page titled login saying login is required.
 * The social login buttons come with the members issue.
 */
export function LoginRequired({ title }: { title: string }) {
  const t = useTranslations('Member');
  return (
    <>
      <TopBar breadcrumb={[{ label: title }]} />
      <section className="login-required" aria-labelledby="login-title">
        <h1 id="login-title">{t('loginTitle')}</h1>
        <p>{t('loginRequired')}</p>
        <p>{t('loginDescription')}</p>
        <p style={{ marginTop: 16, fontSize: 13 }}>{t('loginSoon')}</p>
      </section>
    </>
  );
}
