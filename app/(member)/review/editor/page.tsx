import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { EditorMessage } from '@/components/review-editor/editor-message';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Editor'))('write') };
}

// /review/editor without a counsel: reviews are written from a counsel, so point to the counsel list.
export default function Page() {
  const t = useTranslations('Editor');
  return (
    <EditorMessage
      crumbs={[{ label: t('counsel'), href: '/counsel' }, { label: t('write') }]}
      text={t('chooseCounsel')}
    />
  );
}
