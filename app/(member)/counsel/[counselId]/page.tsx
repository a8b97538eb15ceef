import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CounselDetailPage } from '@/components/counsel/counsel-detail-page';
import { idParam } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Counsel'))('detail') };
}

export default async function Page({ params }: { params: Promise<{ counselId: string }> }) {
  const id = idParam((await params).counselId);
  if (!id) notFound();
  return <CounselDetailPage counselId={id} />;
}
