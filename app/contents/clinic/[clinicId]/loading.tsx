import { useTranslations } from 'next-intl';
import { TopBar } from '@/components/layout/top-bar';
import { DetailSkeleton, LoadingStatus } from '@/components/ui/skeleton';

export default function Loading() {
  const t = useTranslations();
  return (
    <>
      <TopBar breadcrumb={[{ label: t('Detail.explore'), href: '/contents' }, { label: t('Detail.clinic') }]} />
      <DetailSkeleton cover={true} />
      <LoadingStatus label={t('Common.loading')} />
    </>
  );
}
