import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/layout/top-bar';
import { AppLink } from '@/components/ui/app-link';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('LineFriend'))('title'), robots: { index: false } };
}

// Where the booking dialog's LINE friend-add button goes while no LINE account is configured (LINE_FRIEND_URL).
export default function LineFriendPage() {
  const t = useTranslations('LineFriend');
  return (
    <>
      <TopBar breadcrumb={[{ label: t('title') }]} />
      <article className="doc">
        <h1>{t('title')}</h1>
        <p>{t('notConfigured')}</p>
        <p>{t('bookingKept')}</p>
        <p style={{ display: 'flex', gap: 8, margin: '20px 0' }}>
          <AppLink href="/counsel" className="button">
            {t('counsels')}
          </AppLink>
          <AppLink href="/home" className="button button--ghost">
            {t('home')}
          </AppLink>
        </p>
      </article>
    </>
  );
}
