import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ModerationQueue } from '@/components/operator/moderation-queue';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Operator.moderation'))('title'), robots: { index: false } };
}

export default function Page() {
  return <ModerationQueue />;
}
