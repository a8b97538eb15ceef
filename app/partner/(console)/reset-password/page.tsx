import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasswordForm } from '@/components/staff/password-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Console.password'))('title') };
}

export default function Page() {
  return <PasswordForm />;
}
