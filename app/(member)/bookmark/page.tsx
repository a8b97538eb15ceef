import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { BookmarkPage } from '@/components/bookmark/bookmark-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Bookmark'))('title') };
}

export default function Page() {
  return (
    <Suspense>
      <BookmarkPage />
    </Suspense>
  );
}
