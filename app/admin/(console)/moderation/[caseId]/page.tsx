import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CaseDetail } from '@/components/operator/case-detail';
import { detailId } from '@/lib/detail-page';

type Props = { params: Promise<{ caseId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('Operator.moderation');
  return { title: t('case', { id: (await params).caseId }), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const id = detailId((await params).caseId);
  if (typeof id !== 'number') notFound();
  return <CaseDetail caseId={id} />;
}
