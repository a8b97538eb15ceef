import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckinForm } from '@/components/recovery/checkin-form';
import { idParam } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Recovery'))('myTitle') };
}

// /review/{reviewId}/checkin: the recovery check-in of the writer's review open today (docs/trust.md#recovery).
export default async function Page({ params }: { params: Promise<{ reviewId: string }> }) {
  const id = idParam((await params).reviewId);
  if (!id) notFound();
  return <CheckinForm reviewId={id} />;
}
