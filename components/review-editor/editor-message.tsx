import { useTranslations } from 'next-intl';
import { TopBar } from '@/components/layout/top-bar';
import { AppLink } from '@/components/ui/app-link';

/** The editor's place when there is nothing to edit (no counsel, an unknown or canceled one): why, and the way to the counsels. */
export function EditorMessage({ crumbs, text }: { crumbs: { label: string; href?: string }[]; text: string }) {
  const t = useTranslations('Editor');
  return (
    <>
      <TopBar breadcrumb={crumbs} />
      <p className="empty">{text}</p>
      <p style={{ textAlign: 'center' }}>
        <AppLink href="/counsel" className="button button--ghost">
          {t('toCounsels')}
        </AppLink>
      </p>
    </>
  );
}
