import { redirect } from 'next/navigation';
import { localeFromParam } from '@/lib/i18n/config';
import { withLang } from '@/lib/i18n/with-lang';

// / goes to /home (keeping the language).
export default async function Root({ searchParams }: { searchParams: Promise<{ lang?: string }> }) {
  redirect(withLang('/home', localeFromParam((await searchParams).lang)));
}
