import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReviewEditorPage } from '@/components/review-editor/review-editor-page';
import { counselExists } from '@/lib/bff/current-member';
import { idParam } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Editor'))('write') };
}

// /review/editor/{counselId}: the review of one of the member's counsels (docs/product.md#review-editor).
export default async function Page({ params }: { params: Promise<{ counselId: string }> }) {
  const id = idParam((await params).counselId);
  if (!id || (await counselExists(id)) === 'missing') notFound();
  return <ReviewEditorPage counselId={id} />;
}
