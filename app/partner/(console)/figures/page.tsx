import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FigureReplies } from '@/components/staff/figure-replies';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Console.figures'))('title') };
}

export default function Page() {
  return <FigureReplies />;
}
