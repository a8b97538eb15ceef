import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/layout/error-view';
import { TopBar } from '@/components/layout/top-bar';
import { AppLink } from '@/components/ui/app-link';

export default function NotFound() {
  const t = useTranslations('Error');
  return (
    <>
      <TopBar />
      <ErrorView status={404} statusText={t('notFound')} message={t('notFoundMessage')}>
        <AppLink href="/home" className="button">
          {t('goHome')}
        </AppLink>
      </ErrorView>
    </>
  );
}
