import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OperatorLogin } from '@/components/operator/operator-login';
import { loginProviders } from '@/lib/api/login-providers';
import { DEMO_OPERATOR } from '@/backend/db/seed/demo-accounts';
import { safeReturnTo } from '@/lib/i18n/return-to';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Operator'))('login.title') };
}

/** Where a signed-in operator goes: back to the console page that sent them here, else the console's home. */
const destination = (raw: string | undefined) => {
  const back = safeReturnTo(raw);
  return back && (back === '/admin' || back.startsWith('/admin/')) && !back.startsWith('/admin/login')
    ? back
    : '/admin';
};

export default async function Page({ searchParams }: { searchParams: Promise<{ returnTo?: string }> }) {
  const [{ returnTo }, providers] = await Promise.all([searchParams, loginProviders()]);
  // The local demo (its dev login on) says which operator it has; the code comes from `npm run operator:code`.
  const demo = providers.includes('dev') ? { userId: DEMO_OPERATOR.userId, password: DEMO_OPERATOR.password } : null;
  return <OperatorLogin next={destination(returnTo)} demo={demo} />;
}
