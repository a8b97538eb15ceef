import { useTranslations } from 'next-intl';
import { TopBar } from '@/components/layout/top-bar';
import { CardListSkeleton, LoadingStatus, SkeletonBlock } from '@/components/ui/skeleton';

export default function Loading() {
  const t = useTranslations();
  return (
    <>
      <TopBar breadcrumb={[{ label: t('Contents.title') }]} />
      <SkeletonBlock height={46} radius={0} />
      <CardListSkeleton />
      <LoadingStatus label={t('Common.loading')} />
    </>
  );
}
