import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplicationsQueue } from '@/components/operator/applications-queue';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Operator.applications'))('title') };
}

export default function Page() {
  return <ApplicationsQueue />;
}
