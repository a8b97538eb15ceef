import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { StaffLogin } from '@/components/staff/staff-login';
import { loginProviders } from '@/lib/api/login-providers';
import { readStaff } from '@/lib/bff/current-staff';
import { DEMO_STAFF_LAST, DEMO_STAFF_PASSWORD, demoStaffUserId } from '@/backend/db/seed/demo-accounts';
import type { Locale } from '@/lib/i18n/config';
import { safeReturnTo } from '@/lib/i18n/return-to';
import { withLang } from '@/lib/i18n/with-lang';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Console'))('login.title') };
}

/** Where a signed-in staff member goes: back to the console page that sent them here, else the console's home. */
const destination = (raw: string | undefined) => {
  const back = safeReturnTo(raw);
  return back && (back === '/partner' || back.startsWith('/partner/')) && !back.startsWith('/partner/login')
    ? back
    : '/partner';
};

export default async function Page({ searchParams }: { searchParams: Promise<{ returnTo?: string }> }) {
  const [{ returnTo }, staff, locale, providers] = await Promise.all([
    searchParams,
    readStaff(),
    getLocale(),
    loginProviders(),
  ]);
  const next = destination(returnTo);
  if (staff) redirect(withLang(next, locale as Locale));
  // The local demo (its dev login on) says which accounts it has.
  const demo = providers.includes('dev')
    ? { first: demoStaffUserId(1), last: DEMO_STAFF_LAST, password: DEMO_STAFF_PASSWORD }
    : null;
  return <StaffLogin next={next} demo={demo} />;
}
