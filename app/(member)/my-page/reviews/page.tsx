import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyReviewsPage } from '@/components/my-page/my-reviews-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('MyPage'))('myReviews') };
}

export default function Page() {
  return <MyReviewsPage />;
}
