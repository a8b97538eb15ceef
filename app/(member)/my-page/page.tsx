import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyPage } from '@/components/my-page/my-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('MyPage'))('title') };
}

export default function Page() {
  return <MyPage />;
}
