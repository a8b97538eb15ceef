import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetNicknamePage } from '@/components/my-page/reset-nickname-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Nickname'))('title') };
}

export default function Page() {
  return <ResetNicknamePage />;
}
