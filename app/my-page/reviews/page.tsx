import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyReviewsPage } from '@/components/my-page/my-reviews-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('MyPage'))('myReviews'), robots: { index: false } };
}

export default function Page() {
  return <MyReviewsPage />;
}
