import { redirect } from 'next/navigation';
import { localeFromParam } from '@/lib/i18n/config';
import { withLang } from '@/lib/i18n/with-lang';

// Spec §2: / goes to /home (keeping the language).
export default async function Root({ searchParams }: { searchParams: Promise<{ lang?: string }> }) {
  redirect(withLang('/home', localeFromParam((await searchParams).lang)));
}
