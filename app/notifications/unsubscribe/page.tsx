import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/layout/top-bar';
import { AppLink } from '@/components/ui/app-link';
import { backendFetch } from '@/lib/api/backend-client';
import { UnsubscribedSchema } from '@/contracts/notifications-api';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** /notifications/unsubscribe?token=…: the link in a message turns that kind off on that channel, no login. */
export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const t = await getTranslations('Notifications');
  const res = token
    ? await backendFetch(`/notifications/unsubscribe?${new URLSearchParams({ token })}`, { cache: 'no-store' })
    : null;
  const done = res?.ok ? UnsubscribedSchema.safeParse(await res.json()) : null;
  return (
    <>
      <TopBar breadcrumb={[{ label: t('unsubscribeTitle') }]} />
      <section className="section" aria-live="polite">
        {done?.success ? (
          <p data-testid="unsubscribed">
            {t('unsubscribed', {
              kind: t(`kind.${done.data.data.kind}`),
              channel: t(`channel.${done.data.data.channel}`),
            })}
          </p>
        ) : (
          <p>{t('unsubscribeInvalid')}</p>
        )}
        <p className="section__desc">{t('unsubscribeMore')}</p>
        <AppLink href="/home" className="text-button">
          {t('home')}
        </AppLink>
      </section>
    </>
  );
}
