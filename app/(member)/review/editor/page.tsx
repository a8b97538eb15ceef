import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/layout/top-bar';
import { AppLink } from '@/components/ui/app-link';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Editor'))('write') };
}

// /review/editor without a counsel: reviews are written from a counsel, so point to the counsel list.
export default function Page() {
  const t = useTranslations('Editor');
  return (
    <>
      <TopBar breadcrumb={[{ label: t('counsel'), href: '/counsel' }, { label: t('write') }]} />
      <p className="empty">{t('chooseCounsel')}</p>
      <p style={{ textAlign: 'center' }}>
        <AppLink href="/counsel" className="button button--ghost">
          {t('toCounsels')}
        </AppLink>
      </p>
    </>
  );
}
