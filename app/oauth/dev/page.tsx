import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OAuthCallback } from '@/components/member/oauth-callback';
import { redirectToLoginLocale } from '@/lib/bff/oauth';
import type { SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { robots: { index: false } };

// The dev provider's callback: the same path as the real providers' (its consent page sits beside it).
export default async function DevCallbackPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await redirectToLoginLocale('/oauth/dev', await searchParams);
  return (
    <Suspense>
      <OAuthCallback provider="dev" />
    </Suspense>
  );
}
