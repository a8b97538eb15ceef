import { useTranslations } from 'next-intl';
import { TopBar } from '@/components/layout/top-bar';
import { CardListSkeleton, LoadingStatus } from '@/components/ui/skeleton';

export default function Loading() {
  const t = useTranslations('Common');
  return (
    <>
      <TopBar />
      <CardListSkeleton rows={4} />
      <LoadingStatus label={t('loading')} />
    </>
  );
}
