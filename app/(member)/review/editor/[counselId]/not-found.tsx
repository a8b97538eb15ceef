import { useTranslations } from 'next-intl';
import { EditorMessage } from '@/components/review-editor/editor-message';

// An unknown counsel, or another member's (the page's notFound()): the editor's own message with the way back
// to the member's counsels, still answered 404.
export default function EditorNotFound() {
  const t = useTranslations('Editor');
  return (
    <EditorMessage crumbs={[{ label: t('counsel'), href: '/counsel' }, { label: t('write') }]} text={t('notFound')} />
  );
}
