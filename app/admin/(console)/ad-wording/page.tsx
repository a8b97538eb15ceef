import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdWordingQueue } from '@/components/operator/ad-wording-queue';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Operator.adWording'))('title') };
}

export default function Page() {
  return <AdWordingQueue />;
}
