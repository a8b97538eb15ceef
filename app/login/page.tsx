import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPage } from '@/components/member/login-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Member'))('loginTitle'), robots: { index: false } };
}

export default function Page() {
  return <LoginPage />;
}
