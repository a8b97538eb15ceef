import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { LoginRequired } from '@/components/member/login-required';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Member'))('bookmarkTitle'), robots: { index: false } };
}

export default function Page() {
  return <LoginRequired title={useTranslations('Member')('bookmarkTitle')} />;
}
