import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReviewReplies } from '@/components/staff/review-replies';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Console.reviews'))('title') };
}

export default function Page() {
  return <ReviewReplies />;
}
