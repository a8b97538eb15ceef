import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { backend, dataOrNull } from '@/lib/api/backend-client';
import { AppLink } from '@/components/ui/app-link';
import { DEMO_STAFF_LAST, DEMO_STAFF_PASSWORD, demoStaffUserId } from '@/backend/db/seed/demo-accounts';
import { one, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { robots: { index: false } };

/**
 * The dev provider's consent page (AUTH_DEV_LOGIN=1 only): demo members as buttons. Choosing one goes
 * through the same callback path as a real provider.
 */
export default async function DevConsentPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const state = one((await searchParams).state);
  const members = await dataOrNull(backend.member.dev.members.$get()).catch(() => null);
  if (!members || !state) notFound();
  const t = await getTranslations('Login');
  return (
    <section className="doc" aria-labelledby="dev-consent">
      <h1 id="dev-consent">{t('devTitle')}</h1>
      <p className="doc__date">{t('devDescription')}</p>
      <div className="login-modal" style={{ padding: 0 }}>
        {members.data.map((m) => (
          <form key={m.id} method="post" action="/api/auth/dev/approve">
            <input type="hidden" name="memberId" value={m.id} />
            <input type="hidden" name="state" value={state} />
            <button type="submit" className="login-button login-button--dev" style={{ width: '100%' }}>
              {m.nickname ?? `#${m.id}`}
            </button>
          </form>
        ))}
      </div>
      <h2>{t('devPartnerTitle')}</h2>
      <p>
        {t.rich('devPartnerText', {
          first: demoStaffUserId(1),
          last: DEMO_STAFF_LAST,
          password: DEMO_STAFF_PASSWORD,
          code: (chunks) => <code>{chunks}</code>,
        })}
      </p>
      <p>
        <AppLink href="/partner/login" target="_blank">
          {t('devPartnerLink')}
        </AppLink>
      </p>
    </section>
  );
}
